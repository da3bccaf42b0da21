import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CLOCK, parseShopClock, shiftPageClock } from './shop-clock.mjs';

const RealDate = Date;

describe('the browser tests’ shop clock', () => {
  afterEach(() => {
    globalThis.Date = RealDate;
  });

  it('takes an ISO instant with its offset, and nothing else', () => {
    expect(parseShopClock(DEFAULT_SHOP_CLOCK)).toBe(Date.UTC(2026, 10, 18, 9));
    expect(parseShopClock('2026-12-31T23:59:00+01:00')).toBe(Date.UTC(2026, 11, 31, 22, 59));
    expect(parseShopClock('2027-03-28T00:30Z')).toBe(Date.UTC(2027, 2, 28, 0, 30));
    // Without an offset the instant would depend on the machine's zone; a day alone, or a word, is not an instant.
    for (const wrong of ['2026-12-31T23:59:00', '2026-12-31', 'tomorrow', '2026-13-45T10:00:00Z']) {
      expect(() => parseShopClock(wrong), wrong).toThrow(/SHOP_CLOCK/);
    }
  });

  it('moves the page’s Date by the offset, and flows with the real one', () => {
    const offset = -123_456_789_000;
    const before = RealDate.now();
    shiftPageClock(offset);
    const shifted = Date.now();
    expect(shifted - offset).toBeGreaterThanOrEqual(before);
    expect(shifted - offset - before).toBeLessThan(1000);
    expect(new Date().getTime() - Date.now()).toBeLessThanOrEqual(0);
    expect(Math.abs(new Date().getTime() - shifted)).toBeLessThan(1000);
    // A date given its value, the parsers, instanceof and Date() as a function.
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(2026, 0, 2).getDate()).toBe(2);
    expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(Date.parse('2026-01-01T00:00:00Z')).toBe(RealDate.UTC(2026, 0, 1));
    expect(new Date()).toBeInstanceOf(RealDate);
    expect(new RealDate()).toBeInstanceOf(Date);
    expect(new RealDate(Date()).getFullYear()).toBe(new RealDate(shifted).getFullYear());
  });
});
