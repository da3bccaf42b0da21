/** Shared helpers of the browser tests. */
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect as playwrightExpect,
  type BrowserContext,
  type Disposable,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { dismissedPopupsCookie, grantedConsentCookies } from '../consent-cookie.mjs';
import { reactChunkFiles } from '../react-chunks.mjs';
import { SHOP_NOW, shiftPageClock } from '../shop-clock.mjs';

export { SHOP_NOW };

/** Lighthouse's mobile emulation (412 × 823): the phone of the layout and largest-paint tests. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export const CULTURES = ['fr', 'nl'] as const;
export type Culture = (typeof CULTURES)[number];

/**
 * The one culture a culture-neutral test runs in: fr or nl by a hash of its title, so that such tests share the two
 * cultures about evenly, and a test keeps its culture from run to run (a failure reproduces as it was seen). Tests
 * about strings, formats, plurals, dates, money or culture resources run in both (`for (const culture of CULTURES)`).
 */
export function cultureOf(title: string): Culture {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 2 === 0 ? 'fr' : 'nl';
}

/**
 * Inside a `for (const culture of CULTURES)` loop: defines the culture-neutral test `title` in its one culture only
 * (`cultureOf(title)`), where `test(title, body)` would define it in both. Playwright gives such a test this line as
 * its location (it takes the caller of `test`); a failure's stack still points into the spec.
 */
export function neutralTest(culture: Culture, title: string, body: Parameters<typeof test>[2]): void {
  // A title naming its culture hashes differently in each: the test would run in both, or in neither.
  if (CULTURES.some((name) => new RegExp(`\\b${name}\\b`).test(title))) {
    throw new Error(`neutralTest: the title names a culture, so it cannot pick one: ${title}`);
  }
  if (culture === cultureOf(title)) test(title, body);
}

/** Each test context's init script that sets its pages' Date to the shop clock. */
const shopClockScripts = new WeakMap<BrowserContext, Disposable>();

/**
 * Installs Playwright's fake clock in place of the shop clock's script, at the shop clock's instant (or `time`); on a
 * page already loaded, at the page's time. Playwright's clock keeps the Date it finds as the real one and replays its
 * steps against the test's own time, so it must find the machine's Date: the page's is given back first.
 */
export async function installFakeClock(page: Page, time?: number | Date): Promise<void> {
  await shopClockScripts.get(page.context())?.dispose();
  const now = await page.evaluate(() => {
    const shifted = Date.now();
    const real = (Date as { real?: DateConstructor }).real;
    if (real) globalThis.Date = real;
    return shifted;
  });
  await page.clock.install({ time: time ?? (page.url() === 'about:blank' ? SHOP_NOW : now) });
}

export interface ConsoleLine {
  type: string;
  text: string;
}

/**
 * Every test fails on an uncaught error, an unhandled promise rejection or a Content Security Policy violation (the
 * reference CMS sends a strict script policy with every page: fixtures/csp.ts) in any of its pages, automatically
 * (`pageErrorGuard`, an auto fixture), and may read the console lines of its page (`consoleLines`). Its visitor is a
 * returning one: a cookie choice made (everything granted) and the demo popups closed, unless the test is about
 * them: `test.use({ consent: 'none' })`, `test.use({ popups: 'new' })`.
 */
export const test = base.extend<{
  consoleLines: ConsoleLine[];
  cspViolations: string[];
  consent: 'granted' | 'none';
  popups: 'dismissed' | 'new';
  pageErrorGuard: void;
}>({
  consent: ['granted', { option: true }],
  popups: ['dismissed', { option: true }],
  context: async ({ context, consent, popups, baseURL }, use) => {
    // The page's Date reads the shop clock, as the reference CMS does (tests/shop-clock.mjs).
    shopClockScripts.set(context, await context.addInitScript(shiftPageClock, SHOP_NOW - Date.now()));
    if (consent === 'granted') await context.addCookies(grantedConsentCookies(baseURL ?? ''));
    if (popups === 'dismissed') await context.addCookies([dismissedPopupsCookie(baseURL ?? '')]);
    await use(context);
  },
  // A test that provokes a violation on purpose takes it out of this list (the guard fails on what is left).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
  cspViolations: async ({}, use) => use([]),
  pageErrorGuard: [
    async ({ context, cspViolations }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => watchPage(page, errors, cspViolations);
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'uncaught errors or unhandled rejections in the page').toEqual([]);
      expect(cspViolations, 'Content Security Policy violations in the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleLines: async ({ page }, use) => {
    const lines: ConsoleLine[] = [];
    page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
    await use(lines);
  },
});

/**
 * Playwright's `expect`, but `expect.poll` looks every 50 ms unless told otherwise: its own steps (100, 250, 500 ms,
 * then every second) wait out up to a second past the moment the state came, in every test that polls.
 */
export const expect: typeof playwrightExpect = playwrightExpect.configure({});
const pollEvery50ms: typeof playwrightExpect.poll = (actual, messageOrOptions) =>
  playwrightExpect.poll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: [50] }
      : { intervals: [50], ...messageOrOptions },
  );
expect.poll = pollEvery50ms;

/**
 * Collects the uncaught errors, unhandled rejections and CSP violations of `page` (the guard above; a test that
 * keeps one page over several tests, as the fault matrix does, watches it with this too).
 */
export function watchPage(page: Page, errors: string[], cspViolations: string[]): void {
  // Chromium reports unhandled rejections as page errors too ("Uncaught (in promise)").
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? String(error)}`));
  // Chromium logs each violation ("Executing inline script violates the following Content Security Policy…").
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      cspViolations.push(`${page.url()}: ${message.text()}`);
    }
  });
}

/** Zero axe violations for WCAG 2.0/2.1/2.2 A and AA. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // Colours are measured after transitions (a dialog fading in has blended colours for 300 ms).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page for each check to gather the frames'
  // results there (0.5 s a check on this machine, 0.2 s without). The shop's own pages have no frames; what it
  // loses is the inside of cross-origin frames, third-party content (YouTube, Vimeo), which axe then reports as
  // not tested, not as a violation.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export interface FaultSpec {
  match: string;
  fault: 'slow' | 'abort' | 'reset' | 'malformed' | `${number}`;
  times?: number;
  delayMs?: number;
  method?: string;
}

/** The checkout of a shop that configured the Google geocoder for its pickup search (test mode's ?__geocoder). */
export async function withGoogleGeocoder(page: Page, culture: string): Promise<void> {
  await page.route(`**/${culture}/checkout`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      `data-search-url="/${culture}/shippings/pickuppoint/search"`,
      `data-search-url="/${culture}/shippings/pickuppoint/search?__geocoder=google"`,
    );
    await route.fulfill({ response, body });
  });
}

/** Makes the next matching request(s) of this visitor fail (reference CMS test mode). */
export async function injectFault(page: Page, fault: FaultSpec): Promise<void> {
  const response = await page.request.post('/__test/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

/**
 * Holds the page's first request whose path and query contain `match` (as `injectFault` matches) and, if given,
 * whose method is `method`, until `release()`: the page waits for that answer for as long as the test looks at it,
 * then the request goes on to the server. `requested()` resolves when the page has made it, and fails if it has not
 * within `deadlineMs`; the page's other requests, later matching ones too, go on at once. `stop()` ends the hold.
 */
export async function holdRequest(page: Page, match: string, method?: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let made = () => {};
  const wasMade = new Promise<void>((resolve) => (made = resolve));
  let taken = false;
  const matches = (url: URL) => (url.pathname + url.search).includes(match);
  const handler = async (route: Route) => {
    if (taken || (method && route.request().method() !== method)) return route.fallback();
    taken = true;
    made();
    await held;
    await route.fallback();
  };
  await page.route(matches, handler);
  const what = `${method ? `${method} ` : ''}request for ${match}`;
  const requested = (deadlineMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The page made no ${what} in ${deadlineMs} ms`)), deadlineMs);
      void wasMade.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { requested, release, stop: () => page.unroute(matches, handler) };
}

/**
 * Opens a page and waits until the runtime has booted and in-place navigation has started: before that, links and
 * forms work natively (whole pages), which is right for a visitor but not what the tests are about.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  await page.evaluate(() => window.ShopRuntime?.ready);
  await navigationReady(page);
}

/**
 * Holds the answer to a widget chunk's own stylesheet (`assets/<name>-<hash>.css`) until `release()`; `requested`
 * resolves when the page asks for it (the widget's chunk has run). Call before the page loads.
 */
export async function holdStylesheet(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/assets/${name}-*.css`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Records the computed `property` (`display` unless named) of the first element matching `selector` as it enters
 * the page (a mutation observer, before any frame): what the visitor first sees of it. Call before the page loads;
 * read with `firstStyle`.
 */
export async function recordFirstStyle(page: Page, selector: string, property = 'display'): Promise<void> {
  await page.addInitScript(
    ([selector, property]) => {
      const observer = new MutationObserver(() => {
        const first = document.querySelector(selector);
        if (!first) return;
        (window as unknown as { firstStyle: string }).firstStyle = getComputedStyle(first).getPropertyValue(property);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [selector, property] as const,
  );
}

export const firstStyle = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstStyle?: string }).firstStyle);

/** Inserts a widget hook into <main>, as a theme script or a swapped fragment would. */
export async function addHook(page: Page, attributes: Record<string, string>, tag = 'div'): Promise<void> {
  await page.evaluate(
    ([name, values]) => {
      const hook = document.createElement(name);
      for (const [attribute, value] of Object.entries(values)) hook.setAttribute(attribute, value);
      document.querySelector('main')?.append(hook);
    },
    [tag, attributes] as const,
  );
}

/**
 * Adds a script to the page as the CMS would write it: with the page's nonce (the runtime's script tag keeps it),
 * so that it runs under the strict CSP. Playwright's `addScriptTag({ content })` has no nonce and is refused.
 */
export async function addPageScript(page: Page, content: string, type = 'text/javascript'): Promise<void> {
  await page.evaluate(
    ([text, kind]) =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.nonce = document.querySelector<HTMLScriptElement>('script[src*="runtime.js"]')?.nonce ?? '';
        script.type = kind;
        script.text = text;
        if (kind === 'module') {
          // A module script runs after insertion: resolve when it has (its last statement dispatches the event).
          script.text += '\ndispatchEvent(new Event("page-script-ran"));';
          addEventListener('page-script-ran', () => resolve(), { once: true });
        }
        document.head.append(script);
        if (kind !== 'module') resolve();
      }),
    [content, type] as const,
  );
}

/** The page's time (ms since the epoch): the shop clock, or Playwright's fake clock once a test installed it. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Stops the installed fake clock `ahead` ms past the page's now (timers due before then run first): from there time
 * moves only when the test says. The clock runs between reading the page's now and pausing; on a loaded machine that
 * gap can pass the target ("Cannot fast-forward to the past", nothing changed), so a new target is read, twice as far.
 */
export async function pauseClock(page: Page, ahead = 500): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt((await pageNow(page)) + ahead * 2 ** attempt);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/** An ISO date `ms` milliseconds from now on the page's clock (the shop clock, not the machine's). */
export const inMs = async (page: Page, ms: number) => new Date((await pageNow(page)) + ms).toISOString();

/** Marks the window: the mark survives in-place loads and disappears on a whole page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { inPlaceMark: boolean }).inPlaceMark = true;
  });
}
export const stillSameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { inPlaceMark?: boolean }).inPlaceMark === true);
/** In-place navigation has started (its chunk loads right after boot). */
export const navigationReady = (page: Page) => page.waitForFunction(() => document.querySelector('[hx-history-elt]'));

/**
 * Opens a page and waits until every widget hook on it has mounted (`data-widget-mounted` lists all its names):
 * the shop tests act on the enhanced forms, not on their native fallback, which a quick click could still reach.
 */
export async function openShopPage(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  try {
    // Looked at in the page at each frame (no call from the test each time, no poll steps to wait out). The state,
    // however long it takes: the map's chunk (290 kB, a worker, WebGL drawn in software) has taken more than the
    // 5 s of other waits to mount on this 2-core machine while other work ran.
    await page.waitForFunction(unmountedHooks, false, { timeout: 15_000 });
  } catch (error) {
    const left = await page.evaluate(unmountedHooks, true).catch(() => 'unknown: the page is gone');
    throw new Error(`openShopPage ${path}: hooks not mounted: ${String(left)}`, { cause: error });
  }
}

/**
 * Runs in the page: whether every `data-widget` hook has mounted each of its names (`data-widget-mounted`), or with
 * `list`, the hooks that have not.
 */
function unmountedHooks(list: boolean): boolean | string {
  const left = Array.from(document.querySelectorAll('[data-widget]')).filter((element) => {
    const mounted = (element.getAttribute('data-widget-mounted') ?? '').split(/\s+/);
    const names = (element.getAttribute('data-widget') ?? '').split(/\s+/).filter(Boolean);
    return !names.every((name) => mounted.includes(name));
  });
  if (!list) return left.length === 0;
  return left
    .map((element) => `<${element.localName} data-widget="${element.getAttribute('data-widget')}">`)
    .join(', ');
}

/**
 * Signs in as one of the reference CMS's demo customers (README "Demo accounts": the private one unless `email`
 * names another) through the login page, which sends them to `/{culture}/account`.
 */
export async function signIn(page: Page, culture: string, email = 'demo@ateliervelo.be'): Promise<void> {
  await openPage(page, `/${culture}/security/login?returnUrl=/${culture}/account`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill('velo2026');
  await page.locator('#login-password').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${culture}/account$`));
  // The login sends the browser to the account page: a click before in-place navigation has started there is the
  // browser's own (a modal link would open its page whole).
  await navigationReady(page);
}

/** Puts lines in the visitor's cart through the API, as the product page would. */
export async function fillCart(page: Page, lines: [variantId: number, quantity: number][]): Promise<void> {
  await openShopPage(page, '/fr/');
  const token = await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content');
  for (const [variantId, quantity] of lines) {
    const response = await page.request.post('/api/v1/catalog/products/addtocart', {
      data: { ProductVariantId: variantId, Quantity: quantity },
      headers: { RequestVerificationToken: token ?? '' },
    });
    expect(response.ok()).toBe(true);
  }
}

/**
 * Makes a change on a cart line and waits for the cart's content to come back with it (`total`, the line's total,
 * changes): the header's counter answers first, and an action taken on the line before the reload acts on the old one.
 */
export async function changeCartLine(total: Locator, change: () => Promise<void>): Promise<void> {
  const before = await total.textContent();
  await change();
  await expect(total).not.toHaveText(before ?? '');
}

/**
 * A state-changing call of the CMS made directly, as another tab of the same visitor would (its cookies, the page's
 * anti-forgery token): `form` sent as a form, `data` as JSON. Fails unless the answer is a success.
 */
export async function sameVisitorCall(
  page: Page,
  method: 'POST' | 'DELETE',
  path: string,
  form?: Record<string, string>,
  data?: unknown,
) {
  const token = (await page.locator('meta[name="__RequestVerificationToken"]').getAttribute('content')) ?? '';
  const response = await page.request.fetch(path, {
    method,
    ...(form ? { form } : {}),
    ...(data ? { data } : {}),
    headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return response;
}

/** The staff's customer picker (the account page's combobox). */
export const customerPicker = (page: Page, culture: Culture) =>
  page.getByRole('combobox', { name: { fr: 'Client (e-mail)', nl: 'Klant (e-mail)' }[culture] });

/** The folder tree's item whose own name (not a descendant's) is `name`. */
export const folderItem = (page: Page, name: string) =>
  page.locator('[role=treeitem]', {
    has: page.locator(`:scope > .folder-tree__row > .folder-tree__name:text-is("${name}")`),
  });

/**
 * Records the build's chunks holding React (read from dist/meta.json) that the page asks for: a page that asks for
 * none has not loaded React. Call before the page opens.
 */
export function recordReactChunks(page: Page): string[] {
  const react = reactChunkFiles();
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = /\/Dist\/(chunks\/[^?#]+\.js)$/.exec(request.url())?.[1];
    if (file && react.has(file)) asked.push(file);
  });
  return asked;
}

/**
 * Types Brussels' postal code into the town typeahead `postal` (the shop's cart and checkout): its first three
 * characters ask nothing, even with time run well past the typing delay on the fake clock (a lookup asked then would
 * be listed before the fourth's); the fourth asks for Belgium's towns of 1000 once, and they show.
 */
export async function typeTownLookup(page: Page, postal: Locator): Promise<void> {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cities/')) lookups.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  await pauseClock(page);
  await postal.pressSequentially('100');
  await page.clock.runFor(1000);
  await page.clock.resume();
  expect(lookups).toEqual([]);
  await postal.pressSequentially('0');
  await expect(page.locator('.rt-combobox__list').getByRole('option').first()).toBeVisible();
  expect(lookups).toEqual(['/api/v1/countries/21/cities/1000']);
}
