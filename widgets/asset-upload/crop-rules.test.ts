import { describe, expect, it } from 'vitest';
import { clampSelection, CROP_BOX, cropPath, imageNeed, selectionStep, turnedSize } from './crop-rules.ts';

const crop = { width: 400, height: 300 };

describe('imageNeed (runtime spec §5)', () => {
  it('exactly the crop size is kept, smaller in either side is refused, anything else is cropped', () => {
    expect(imageNeed({ width: 400, height: 300 }, crop)).toBe('accept');
    expect(imageNeed({ width: 399, height: 900 }, crop)).toBe('too-small');
    expect(imageNeed({ width: 900, height: 299 }, crop)).toBe('too-small');
    expect(imageNeed({ width: 401, height: 300 }, crop)).toBe('crop');
    expect(imageNeed({ width: 1200, height: 500 }, crop)).toBe('crop');
  });
  it('without a crop size every image is kept', () => {
    expect(imageNeed({ width: 10, height: 10 }, undefined)).toBe('accept');
  });
});

describe('clampSelection', () => {
  it('clamps negative coordinates to 0 and keeps whole pixels', () => {
    expect(
      clampSelection({ x: -3.4, y: -0.6, width: 400.4, height: 299.6, rotate: 0 }, { width: 800, height: 600 }),
    ).toEqual({ x: 0, y: 0, width: 400, height: 300, rotate: 0 });
  });
  it('keeps the box inside the turned image', () => {
    expect(
      clampSelection({ x: 100, y: 1000, width: 500, height: 375, rotate: 90 }, { width: 1200, height: 500 }),
    ).toEqual({
      x: 0 + 100,
      y: 1000,
      width: 400,
      height: 200,
      rotate: 90,
    });
  });
  it('normalises the rotation to 0, 90, 180 or 270', () => {
    expect(clampSelection({ x: 0, y: 0, width: 1, height: 1, rotate: -90 }, { width: 10, height: 10 }).rotate).toBe(
      270,
    );
    expect(clampSelection({ x: 0, y: 0, width: 1, height: 1, rotate: 450 }, { width: 10, height: 10 }).rotate).toBe(90);
  });
  it('turnedSize swaps the sides for a quarter turn', () => {
    expect(turnedSize({ width: 1200, height: 500 }, -90)).toEqual({ width: 500, height: 1200 });
    expect(turnedSize({ width: 1200, height: 500 }, 180)).toEqual({ width: 1200, height: 500 });
  });
});

describe('cropPath (runtime spec §7)', () => {
  const selection = { x: 0, y: 412, width: 500, height: 375, rotate: 0 };
  it('puts the box and the crop size in the path; keepOriginal only when asked', () => {
    expect(cropPath('a b.png', selection, crop, false)).toBe('assets/croptempimg/a%20b.png/0/412/500/375/400/300');
    expect(cropPath('t.png', selection, crop, true)).toBe(
      'assets/croptempimg/t.png/0/412/500/375/400/300?keepOriginal=true',
    );
  });
  it('a turned image adds its rotation', () => {
    expect(cropPath('t.png', { ...selection, rotate: 270 }, crop, false)).toBe(
      'assets/croptempimg/t.png/0/412/500/375/400/300?rotate=270',
    );
  });
});

describe('the crop box (runtime spec §9)', () => {
  it('is 568 × 400', () => {
    expect(CROP_BOX).toEqual({ width: 568, height: 400 });
  });
});

describe('choosing the selection with the keyboard', () => {
  it('arrows move it by 10 screen pixels, 1 with Shift', () => {
    expect(selectionStep('ArrowLeft', false)).toEqual({ dx: -10, dy: 0, dWidth: 0 });
    expect(selectionStep('ArrowRight', true)).toEqual({ dx: 1, dy: 0, dWidth: 0 });
    expect(selectionStep('ArrowUp', false)).toEqual({ dx: 0, dy: -10, dWidth: 0 });
    expect(selectionStep('ArrowDown', false)).toEqual({ dx: 0, dy: 10, dWidth: 0 });
  });

  it('+ and − grow and shrink it; other keys do nothing', () => {
    expect(selectionStep('+', false)).toEqual({ dx: 0, dy: 0, dWidth: 10 });
    expect(selectionStep('=', true)).toEqual({ dx: 0, dy: 0, dWidth: 1 });
    expect(selectionStep('-', false)).toEqual({ dx: 0, dy: 0, dWidth: -10 });
    expect(selectionStep('Enter', false)).toBeNull();
    expect(selectionStep('a', false)).toBeNull();
  });
});
