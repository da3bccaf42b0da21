/**
 * The one interface the journeys drive a browser through, whatever its engine (tests/engines/README.md): Chromium
 * through Playwright, Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK through selenium-webdriver
 * over classic WebDriver. Each adapter gives these few primitives; everything a journey does (find an element by
 * its role or text, click it with the pointer, wait for a state) is built once on top of them (shopper.ts).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** A key as the journeys name it: a key name of the W3C key table or one printable character. */
export type KeyName =
  | 'Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'Backspace'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageDown';

/** A cookie of the site under test (its host is the base address's). */
export interface SiteCookie {
  name: string;
  value: string;
}

/** One tab of one engine, for one test. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` whole and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a JavaScript expression in the page (outside its Content Security Policy) and gives back its JSON
   * value, a promise's awaited. */
  run(expression: string): Promise<unknown>;
  /** A real pointer click (move, press, release) at a point of the viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press (down, up); `shift` holds Shift around it. */
  press(key: KeyName, shift?: boolean): Promise<void>;
  /** Types text into the focused element, one key at a time. */
  type(text: string): Promise<void>;
  /** Gives the file input matching `css` a file from disk, as the file chooser would. */
  setFiles(css: string, path: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** The uncaught errors, unhandled rejections and CSP violations of every page this tab has shown. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** One browser of one engine, kept for a worker's tests. */
export interface EngineBrowser {
  readonly engine: EngineName;
  /** A tab with nothing of the previous tests (cookies, storage, history), holding `cookies` for `baseUrl`. */
  newPage(baseUrl: string, cookies: SiteCookie[]): Promise<EnginePage>;
  close(): Promise<void>;
}
