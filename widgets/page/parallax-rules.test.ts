import { describe, expect, it } from 'vitest';
import { parallaxOffset } from './parallax-rules.ts';

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
