import { describe, expect, it } from 'vitest';
import { crossedEnd, remaining } from './remaining.ts';

describe('countdown rules', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = Date.UTC(2027, 2, 31, 22, 0, 0);
    const now = end - ((2 * 24 + 5) * 3600 + 17 * 60 + 9) * 1000 - 400;
    expect(remaining(end, now)).toMatchObject({ days: 2, hours: 5, minutes: 17, seconds: 9 });
  });

  it('never goes below zero', () => {
    expect(remaining(1000, 5000)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reloads only when the end is crossed while the page is open', () => {
    expect(crossedEnd(10_000, 9_500, 10_500)).toBe(true);
    expect(crossedEnd(10_000, 10_500, 11_500)).toBe(false);
    expect(crossedEnd(10_000, 8_000, 9_000)).toBe(false);
  });
});
