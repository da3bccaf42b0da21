/**
 * Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: Playwright's own Firefox cannot be
 * downloaded here, and its `moz-firefox` channel fails on ESR (README, "Browsers").
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SHOP_TIME_ZONE } from '../shop-clock.mjs';
import type { EngineBrowser, EnginePage, KeyName, SiteCookie } from './driver.ts';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';
  private readonly errors: string[] = [];

  constructor(private readonly page: Page) {
    // BiDi's log.entryAdded of type javascript: uncaught errors and unhandled rejections, and Firefox's report of a
    // cross-origin request that failed (Adyen's servers, out of reach here), which is the network's, as Chromium's
    // "Failed to load resource" console line: the page's code gets a rejected fetch, its own to handle.
    page.on('pageerror', (error) => {
      if (!/^(Error: )?Cross-Origin Request Blocked/.test(String(error)))
        this.errors.push(`${page.url()}: ${String(error)}`);
    });
    // Firefox logs a CSP violation as a console error ("Content-Security-Policy: …").
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
        this.errors.push(`${page.url()}: ${message.text()}`);
      }
    });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  run(expression: string) {
    return this.page.evaluate(expression);
  }
  clickAt(x: number, y: number) {
    return this.page.mouse.click(x, y);
  }
  async press(key: KeyName, shift = false) {
    if (shift) await this.page.keyboard.down('Shift');
    await this.page.keyboard.press(key);
    if (shift) await this.page.keyboard.up('Shift');
  }
  type(text: string) {
    return this.page.keyboard.type(text);
  }
  async setFiles(css: string, path: string) {
    const input = await this.page.$(css);
    if (!input) throw new Error(`setFiles: no ${css}`);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
  }
  // The session history is the browser's (BiDi browsingContext.traverseHistory); an in-place load is no
  // navigation to wait for, so the journey waits for the content itself.
  async back() {
    await this.page.goBack({ timeout: 1 }).catch(() => undefined);
  }
  async forward() {
    await this.page.goForward({ timeout: 1 }).catch(() => undefined);
  }
  async pageErrors() {
    return [...this.errors];
  }
  async close() {
    await this.page.browserContext().close();
  }
}

/** One Firefox for a worker, asking for reduced motion as the Chromium suite does; a new context for each test. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
    env: { ...process.env, TZ: SHOP_TIME_ZONE },
  });
  return {
    engine: 'firefox',
    async newPage(baseUrl: string, cookies: SiteCookie[]) {
      const context = await browser.createBrowserContext();
      const { hostname } = new URL(baseUrl);
      await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/' })));
      return new FirefoxPage(await context.newPage());
    },
    close: () => browser.close(),
  };
}
