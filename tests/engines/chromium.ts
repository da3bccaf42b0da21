/** Chromium through Playwright (Debian's headless shell, the launch options of the Chromium suite: tests/chromium.mjs). */
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { TEST_LAUNCH_OPTIONS } from '../chromium.mjs';
import { SHOP_TIME_ZONE } from '../shop-clock.mjs';
import type { EngineBrowser, EnginePage, KeyName, SiteCookie } from './driver.ts';

class ChromiumPage implements EnginePage {
  readonly engine = 'chromium';
  private readonly errors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.stack ?? String(error)}`));
    // Chromium reports a CSP violation only as a console error.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
        this.errors.push(`${page.url()}: ${message.text()}`);
      }
    });
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  run(expression: string) {
    return this.page.evaluate(expression);
  }
  clickAt(x: number, y: number) {
    return this.page.mouse.click(x, y);
  }
  press(key: KeyName, shift = false) {
    return this.page.keyboard.press(shift ? `Shift+${key}` : key);
  }
  type(text: string) {
    return this.page.keyboard.type(text);
  }
  setFiles(css: string, path: string) {
    return this.page.locator(css).setInputFiles(path);
  }
  async back() {
    await this.page.goBack({ waitUntil: 'commit' });
  }
  async forward() {
    await this.page.goForward({ waitUntil: 'commit' });
  }
  async pageErrors() {
    return [...this.errors];
  }
  async close() {
    await this.page.context().close();
  }
}

/** One Chromium for a worker; a new context for each test. */
export async function launchChromium(playwright: PlaywrightWorkerArgs['playwright']): Promise<EngineBrowser> {
  const browser: Browser = await playwright.chromium.launch(TEST_LAUNCH_OPTIONS);
  return {
    engine: 'chromium',
    async newPage(baseUrl: string, cookies: SiteCookie[]) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        reducedMotion: 'reduce',
        timezoneId: SHOP_TIME_ZONE,
      });
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl, sameSite: 'Lax' as const })));
      return new ChromiumPage(await context.newPage());
    },
    close: () => browser.close(),
  };
}
