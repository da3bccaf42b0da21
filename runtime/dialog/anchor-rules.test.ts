import { describe, expect, it } from 'vitest';
import { anchoredPosition } from './anchor-rules.ts';

const viewport = { width: 1000, height: 800 };
const dialog = { width: 300, height: 350 };

describe('anchoredPosition', () => {
  it('stands 4 px under the anchor, at its left edge, when there is room below', () => {
    expect(anchoredPosition({ top: 100, bottom: 140, left: 50 }, dialog, viewport)).toEqual({ top: 144, left: 50 });
  });

  it('goes above the anchor when the room below is short and there is room above', () => {
    expect(anchoredPosition({ top: 500, bottom: 540, left: 50 }, dialog, viewport)).toEqual({ top: 146, left: 50 });
  });

  it('stays below, kept 8 px inside the viewport, when there is room on neither side', () => {
    expect(anchoredPosition({ top: 300, bottom: 340, left: 50 }, { width: 300, height: 600 }, viewport)).toEqual({
      top: 192,
      left: 50,
    });
    // Taller than the viewport: its top stays on screen.
    expect(anchoredPosition({ top: 300, bottom: 340, left: 50 }, { width: 300, height: 900 }, viewport).top).toBe(8);
  });

  it('keeps 8 px from the right and left edges', () => {
    expect(anchoredPosition({ top: 100, bottom: 140, left: 900 }, dialog, viewport).left).toBe(692);
    expect(anchoredPosition({ top: 100, bottom: 140, left: -20 }, dialog, viewport).left).toBe(8);
  });
});
