import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from './breakpoints.ts';

describe('slider breakpoints', () => {
  it('reads width:slides pairs (Glide takes them as maximum widths: e2e/sliders proves 6, 3, 2, 1)', () => {
    expect(parseBreakpoints('1024:3, 600:2,480:1')).toEqual({
      1024: { perView: 3 },
      600: { perView: 2 },
      480: { perView: 1 },
    });
    expect(() => parseBreakpoints('1024=3')).toThrow('"1024=3" is not width:slides');
  });
});
