import { describe, expect, it } from 'vitest';
import { slidesInView } from './slider-rules.ts';

describe('slidesInView', () => {
  it('shows perView slides from the leading one', () => {
    expect(slidesInView(1, 2, 5, false)).toEqual([false, true, true, false, false]);
  });
  it('a looping carousel wraps past the last slide', () => {
    expect(slidesInView(4, 3, 5, true)).toEqual([true, true, false, false, true]);
  });
  it('a carousel that does not loop stops at the last slide', () => {
    expect(slidesInView(4, 3, 5, false)).toEqual([false, false, false, false, true]);
  });
});
