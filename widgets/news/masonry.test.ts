import { describe, expect, it } from 'vitest';
import { masonrySpan } from './masonry.ts';

describe('masonry span', () => {
  it('covers the height with rows and the gaps between them', () => {
    // 8 px rows, 16 px gaps: 3 rows cover 3 × 8 + 2 × 16 = 56 px.
    expect(masonrySpan(56, 8, 16)).toBe(3);
    expect(masonrySpan(57, 8, 16)).toBe(4);
    expect(masonrySpan(300, 4, 0)).toBe(75);
  });

  it('an item without height, or a grid without rows, spans one row', () => {
    expect(masonrySpan(0, 8, 16)).toBe(1);
    expect(masonrySpan(Number.NaN, 8, 16)).toBe(1);
    expect(masonrySpan(120, 0, 16)).toBe(1);
  });
});
