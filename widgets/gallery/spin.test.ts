import { describe, expect, it } from 'vitest';
import { framesForDrag, turn } from './spin.ts';

describe('360° view', () => {
  it('turns with wrap-around both ways', () => {
    expect(turn(0, 1, 24)).toBe(1);
    expect(turn(23, 1, 24)).toBe(0);
    expect(turn(0, -1, 24)).toBe(23);
    expect(turn(5, -30, 24)).toBe(23);
    expect(turn(3, 0, 0)).toBe(0);
  });

  it('turns one frame per 8 px of drag, forward when dragging left', () => {
    expect(framesForDrag(-16)).toBe(2);
    expect(framesForDrag(20)).toBe(-2);
    expect(framesForDrag(5)).toBe(0);
  });
});
