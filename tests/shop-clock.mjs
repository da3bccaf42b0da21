/**
 * The instant the browser tests run at: the reference CMS's "today" (passed to it as SHOP_CLOCK, frozen there:
 * fixtures/clock.ts) and the start of each test's browser clock (tests/e2e/support.ts). No test depends on the
 * machine's date. `SHOP_CLOCK=2026-12-31T23:59:00+01:00 npm test` runs the suite at another instant (an ISO instant
 * with its offset).
 */
export const DEFAULT_SHOP_CLOCK = '2026-11-18T10:00:00+01:00';

/** The shop clock's instant (ms since the epoch). */
export const SHOP_NOW = parseShopClock(process.env.SHOP_CLOCK || DEFAULT_SHOP_CLOCK);

/** The shop clock's time zone: the browser tests run as a shopper in Belgium. */
export const SHOP_TIME_ZONE = 'Europe/Brussels';

/** An ISO instant with its offset as ms since the epoch; anything else throws (a typo would run on another day). */
export function parseShopClock(text) {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text)) {
    throw new Error(`SHOP_CLOCK must be an ISO instant with its offset (2026-11-18T10:00:00+01:00): ${text}`);
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`SHOP_CLOCK is not a valid instant: ${text}`);
  return ms;
}

/**
 * An init script for a browser context: from now on `Date` (now, `new Date()`, `Date()`) reads the shop clock,
 * `offset` ms from the real one; every other time function is left as it is (timers, performance.now). Runs in the
 * page: self-contained.
 */
export function shiftPageClock(offset) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  function ShopDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  Object.setPrototypeOf(ShopDate, RealDate);
  ShopDate.prototype = RealDate.prototype;
  ShopDate.now = now;
  // The machine's Date, for a test that hands the page over to Playwright's fake clock (installFakeClock).
  ShopDate.real = RealDate;
  globalThis.Date = ShopDate;
}
