import { describe, expect, it } from 'vitest';
import { isOtherRelease } from './release.ts';

const running = { src: 'https://shop.test/Dist/runtime.js', integrity: 'sha384-old' };
const page = 'https://shop.test/fr/catalog';
const theme = { src: '/theme/site.js', integrity: '' };

describe('an answer rendered for another release', () => {
  it('is the same release when its runtime tag has the same address and integrity', () => {
    expect(isOtherRelease(running, [theme, { src: '/Dist/runtime.js', integrity: 'sha384-old' }], page)).toBe(false);
    expect(isOtherRelease(running, [{ src: '../Dist/runtime.js', integrity: 'sha384-old' }], page)).toBe(false);
  });

  it('is another release when its runtime tag’s integrity or address differs', () => {
    expect(isOtherRelease(running, [{ src: '/Dist/runtime.js', integrity: 'sha384-new' }], page)).toBe(true);
    expect(isOtherRelease(running, [{ src: '/Dist/runtime.js?release=2', integrity: 'sha384-old' }], page)).toBe(true);
    expect(isOtherRelease(running, [theme, { src: '/Dist/2.0/runtime.js', integrity: 'sha384-old' }], page)).toBe(true);
  });

  it('says nothing for an answer without a runtime tag, or when the running tag is unknown', () => {
    expect(isOtherRelease(running, [], page)).toBe(false);
    expect(isOtherRelease(running, [theme, { src: 'http://[bad', integrity: '' }], page)).toBe(false);
    expect(isOtherRelease({ src: '', integrity: '' }, [{ src: '/Dist/runtime.js', integrity: 'x' }], page)).toBe(false);
  });
});
