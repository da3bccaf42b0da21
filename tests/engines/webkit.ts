/**
 * WebKitGTK (Safari's engine; Debian's webkit2gtk-driver) through selenium-webdriver over classic WebDriver:
 * WebKitWebDriver drives WebKitGTK's MiniBrowser in an Xvfb display. Playwright's own WebKit cannot be downloaded
 * here (README, "Browsers"). Classic WebDriver has no page events: the reference CMS writes its test mode's error
 * log into every page for this visitor (fixtures/error-log.ts), and the adapter reads it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import type { EngineBrowser, EnginePage, KeyName, SiteCookie } from './driver.ts';
import { startProcess, freePort, type Started } from './processes.ts';
import { ERROR_LOG_COOKIE, ERROR_LOG_KEY } from '../../fixtures/error-log.ts';
import { SHOP_TIME_ZONE } from '../shop-clock.mjs';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, where Debian's libwebkit2gtk-4.1-0 puts it. */
export function miniBrowserPath(): string {
  const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('\n');
  const path = files.find((file) => file.endsWith('/MiniBrowser'));
  if (!path) throw new Error('libwebkit2gtk-4.1-0 lists no MiniBrowser');
  return path;
}

const KEYS: Record<KeyName, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  Backspace: Key.BACK_SPACE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
  PageDown: Key.PAGE_DOWN,
};

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string) {
    await this.driver.get(url);
  }
  run(expression: string) {
    // WebDriver runs the script as an async function's body and waits for the promise it returns.
    return this.driver.executeScript(`return ${expression};`);
  }
  async clickAt(x: number, y: number) {
    const point = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
    await this.driver.actions().move(point).press().release().perform();
  }
  async press(key: KeyName, shift = false) {
    let actions = this.driver.actions();
    if (shift) actions = actions.keyDown(Key.SHIFT);
    actions = actions.keyDown(KEYS[key]).keyUp(KEYS[key]);
    if (shift) actions = actions.keyUp(Key.SHIFT);
    await actions.perform();
  }
  async type(text: string) {
    await this.driver.actions().sendKeys(text).perform();
  }
  async setFiles(css: string, path: string) {
    await this.driver.findElement({ css }).sendKeys(path);
  }
  async back() {
    await this.driver.navigate().back();
  }
  async forward() {
    await this.driver.navigate().forward();
  }
  async pageErrors() {
    const log = await this.driver.executeScript<string | null>(
      `return sessionStorage.getItem(${JSON.stringify(ERROR_LOG_KEY)});`,
    );
    return JSON.parse(log ?? '[]') as string[];
  }
  async close() {
    // The next test's tab replaces this one (newPage): one WebDriver session for the worker.
  }
}

/** A GTK settings file asking for no animations: WebKitGTK answers `prefers-reduced-motion: reduce` then. */
function reducedMotionConfig(): string {
  const home = join(tmpdir(), `webkit-journeys-${process.pid}`);
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
  return home;
}

async function startDisplay(): Promise<{ display: string; xvfb: Started }> {
  let display = '';
  const xvfb = await startProcess('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    ready: (fd3) => {
      display = fd3.trim();
      return /^\d+$/.test(display);
    },
  });
  return { display: `:${display}`, xvfb };
}

const status = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/status`).then(
    (answer) => answer.ok,
    () => false,
  );

/**
 * The session's one tab, with nothing of the previous test: its page left for a static file of the site (which
 * neither boots the runtime nor makes a visitor), the cookies and storage wiped, this test's cookies set. A new tab
 * for each test cost 0.5 s more and gave nothing more (sessionStorage is wiped here too).
 */
async function freshTab(driver: WebDriver, baseUrl: string, cookies: SiteCookie[]): Promise<void> {
  await driver.get(new URL('/theme/favicon.svg', baseUrl).href);
  await driver.manage().deleteAllCookies();
  await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
  for (const cookie of [...cookies, { name: ERROR_LOG_COOKIE, value: 'on' }]) {
    await driver.manage().addCookie({ ...cookie, path: '/' });
  }
}

/** Xvfb, WebKitWebDriver on a free port and one MiniBrowser session for a worker, its tab wiped for each test. */
export async function launchWebKit(): Promise<EngineBrowser> {
  const { display, xvfb } = await startDisplay();
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: reducedMotionConfig(), TZ: SHOP_TIME_ZONE };
  const server = await startProcess(WEBKIT_DRIVER, [`--port=${port}`], { env, probe: status(port) }).catch(
    (error: unknown) => {
      xvfb.stop();
      throw error;
    },
  );
  const stopAll = () => {
    server.stop();
    xvfb.stop();
  };
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width: 1280, height: 800 });
  } catch (error) {
    stopAll();
    throw error;
  }
  return {
    engine: 'webkit',
    async newPage(baseUrl: string, cookies: SiteCookie[]) {
      await freshTab(driver, baseUrl, cookies);
      return new WebKitPage(driver);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopAll();
    },
  };
}
