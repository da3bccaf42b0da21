import { describe, expect, it } from 'vitest';
import { cssUrl, parallaxImage, parallaxOffset } from './parallax-rules.ts';

describe('parallaxOffset', () => {
  it('moves the layer by a quarter of the scroll at speed 4', () => {
    expect(parallaxOffset(-400, 4)).toBe(100);
  });
  it('is zero when the banner is at the top of the viewport', () => {
    expect(parallaxOffset(0, 4)).toBeCloseTo(0);
  });
  it('moves up while the banner is still below the top', () => {
    expect(parallaxOffset(200, 4)).toBe(-50);
  });
});

describe('parallaxImage', () => {
  const all = { image: '/s.svg', 'image-576': '/m.svg', 'image-768': '/l.svg', 'image-1201': '/xl.svg' };

  it.each([
    [0, '/s.svg'],
    [575, '/s.svg'],
    [576, '/m.svg'],
    [767, '/m.svg'],
    [768, '/l.svg'],
    [1200, '/l.svg'],
    [1201, '/xl.svg'],
    [2560, '/xl.svg'],
  ])('shows the tier image of a %i px wide viewport', (width, image) => {
    expect(parallaxImage(width, all)).toBe(image);
  });

  it('falls back to the widest narrower tier that has an image', () => {
    const images = { image: '/s.svg', 'image-576': '/m.svg' };
    expect(parallaxImage(1201, images)).toBe('/m.svg');
    expect(parallaxImage(768, images)).toBe('/m.svg');
    expect(parallaxImage(575, images)).toBe('/s.svg');
    expect(parallaxImage(1201, { ...all, 'image-1201': '', 'image-768': undefined })).toBe('/m.svg');
  });

  it('falls back to data-image, and never to a wider tier', () => {
    expect(parallaxImage(1201, { image: '/s.svg' })).toBe('/s.svg');
    expect(parallaxImage(575, { 'image-576': '/m.svg', 'image-1201': '/xl.svg' })).toBeUndefined();
    expect(parallaxImage(767, { 'image-768': '/l.svg' })).toBeUndefined();
  });

  it('is undefined when the banner names no image (the theme’s background stays)', () => {
    expect(parallaxImage(1201, {})).toBeUndefined();
    expect(parallaxImage(1201, { image: '' })).toBeUndefined();
  });
});

describe('cssUrl', () => {
  it('quotes a plain path', () => {
    expect(cssUrl('/media/banners/atelier-768.svg')).toBe('url("/media/banners/atelier-768.svg")');
  });
  it('escapes quotes, backslashes and line breaks so the path cannot leave url()', () => {
    expect(cssUrl('/a".svg") , url("/b')).toBe('url("/a\\".svg\\") , url(\\"/b")');
    expect(cssUrl('/a\\"b')).toBe('url("/a\\\\\\"b")');
    expect(cssUrl('/a\nb\rc\fd')).toBe('url("/a\\a b\\d c\\c d")');
  });
});
