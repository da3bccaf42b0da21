import { describe, expect, it } from 'vitest';
import { safeColor, swatchBackground } from './swatch-rules.ts';

/** What a browser's CSS.supports('color', …) says, for the texts of these tests. */
const isColor = (text: string) => /^(#[0-9a-f]{3,8}|rgb\([\d\s,.%]+\)|red|navy|var\(--x\))$/i.test(text);

describe('colour squares', () => {
  it('draws one colour as it is, two or three as a diagonal gradient', () => {
    expect(swatchBackground(['#1d1d1f', null, null], isColor)).toBe('#1d1d1f');
    expect(swatchBackground(['#c62828', '#1d1d1f', null], isColor)).toBe('linear-gradient(135deg, #c62828, #1d1d1f)');
    expect(swatchBackground(['#1d1d1f', 'rgb(253, 218, 36)', 'red'], isColor)).toBe(
      'linear-gradient(135deg, #1d1d1f, rgb(253, 218, 36), red)',
    );
  });

  it('leaves out what is not a colour, and draws nothing when no code is one', () => {
    expect(safeColor('red; background-image: url(https://evil.test/x.png)', isColor)).toBeNull();
    expect(safeColor('"><img src=x onerror=alert(1)>', isColor)).toBeNull();
    expect(safeColor('var(--x)', isColor)).toBeNull();
    expect(safeColor('url(x.png)', isColor)).toBeNull();
    expect(safeColor('banana', isColor)).toBeNull();
    expect(safeColor('  navy ', isColor)).toBe('navy');
    expect(swatchBackground(['#zzz', 'expression(alert(1))', null], isColor)).toBeNull();
    expect(swatchBackground(['red', '</span>', null], isColor)).toBe('red');
    expect(swatchBackground([], isColor)).toBeNull();
  });
});
