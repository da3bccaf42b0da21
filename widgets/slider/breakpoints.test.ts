import { describe, expect, it } from 'vitest';
import { capBreakpoints, parseBreakpoints } from './breakpoints.ts';

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

describe('capBreakpoints', () => {
  it('caps each breakpoint at the theme’s count, widest first', () => {
    expect(capBreakpoints('480:1, 1024:3, 600:2', 2)).toBe('1024:2, 600:2, 480:1');
    expect(capBreakpoints('1024:3, 600:2', 8)).toBe('1024:3, 600:2');
  });
});
