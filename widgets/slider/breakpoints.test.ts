import { describe, expect, it } from 'vitest';
import { parseBreakpoints, perViewAt } from './breakpoints.ts';

describe('slider breakpoints', () => {
  it('reads width:slides pairs', () => {
    expect(parseBreakpoints('1024:3, 600:2,480:1')).toEqual({
      1024: { perView: 3 },
      600: { perView: 2 },
      480: { perView: 1 },
    });
    expect(() => parseBreakpoints('1024=3')).toThrow('"1024=3" is not width:slides');
  });

  it('resolves the slides per view at a width (brand carousel: 6, 3/2/1 at 1024/600/480)', () => {
    const brand = parseBreakpoints('1024:3, 600:2, 480:1');
    expect(perViewAt(1280, 6, brand)).toBe(6);
    expect(perViewAt(1024, 6, brand)).toBe(3);
    expect(perViewAt(700, 6, brand)).toBe(3);
    expect(perViewAt(550, 6, brand)).toBe(2);
    expect(perViewAt(400, 6, brand)).toBe(1);
  });
});
