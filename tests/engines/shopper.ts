/**
 * A shopper at one engine's tab: what every journey does, written once over the adapters' few primitives
 * (driver.ts). Elements are found as a shopper finds them (role and name, text, CSS: in-page.ts), clicked with the
 * pointer where they are drawn, typed into with the keyboard.
 */
import type { EngineName, EnginePage, KeyName } from './driver.ts';
import { snapshotScript, type Snapshot, type Target } from './in-page.ts';

export type { Target } from './in-page.ts';

const POLL_MS = 50;
/** What each engine says when a script was sent to a document that a whole page load has just replaced. */
const BETWEEN_DOCUMENTS =
  /context was destroyed|navigat|no such (frame|execution context)|realm|DiscardedBrowsingContext/i;

/**
 * Waits until `check` gives something other than false, null or undefined; fails with `what` and the last answer.
 * A check that throws (the page was between two documents) is asked again.
 */
export async function until<T>(check: () => Promise<T>, what: string, timeoutMs = 5_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const answer = await check();
      if (answer !== false && answer !== null && answer !== undefined) return answer;
      last = answer;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A target given as CSS alone. */
const asTarget = (target: Target | string): Target => (typeof target === 'string' ? { css: target } : target);
const describe = (target: Target) => JSON.stringify(target);

export class Shopper {
  constructor(
    readonly page: EnginePage,
    readonly baseUrl: string,
  ) {}

  get engine(): EngineName {
    return this.page.engine;
  }

  /** Runs `fn(arg)` in the page (self-contained: its source is sent) and gives back its JSON result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.run(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`) as Promise<R>;
  }

  /** Runs an expression in the page; asked again while the page is between two documents (a whole page load). */
  private async run(expression: string): Promise<unknown> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        return await this.page.run(expression);
      } catch (error) {
        if (!BETWEEN_DOCUMENTS.test(String(error)) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  }

  /** Waits in the page until `fn(arg)` is truthy, and gives its value. */
  waitFor<R, A = undefined>(what: string, fn: (arg: A) => R, arg?: A, timeoutMs = 5_000): Promise<NonNullable<R>> {
    return until(() => this.evaluate(fn, arg), what, timeoutMs);
  }

  snapshot(target: Target | string, attributes: string[] = [], scroll = false): Promise<Snapshot> {
    return this.run(snapshotScript({ target: asTarget(target), attributes, scroll })) as Promise<Snapshot>;
  }

  /** Waits until the target is there (visible unless `hidden`), and describes it. */
  async find(target: Target | string, attributes: string[] = [], timeoutMs = 5_000): Promise<Snapshot> {
    const wanted = asTarget(target);
    return until(
      async () => {
        const found = await this.snapshot(wanted, attributes);
        return found.found ? found : null;
      },
      describe(wanted),
      timeoutMs,
    );
  }

  async count(target: Target | string): Promise<number> {
    return (await this.snapshot(target)).count;
  }
  async text(target: Target | string): Promise<string> {
    return (await this.find(target)).text;
  }
  async value(target: Target | string): Promise<string> {
    return (await this.find(target)).value;
  }
  async attribute(target: Target | string, name: string): Promise<string | null> {
    return (await this.find(target, [name])).attributes[name] ?? null;
  }
  /** Whether the target has the focus. */
  async focused(target: Target | string): Promise<boolean> {
    return (await this.snapshot(target)).focused;
  }

  /** Scrolls the target to the middle of the window, as a shopper scrolling to it, and gives the window's scroll. */
  async reveal(target: Target | string): Promise<number> {
    await this.find(target);
    await this.snapshot(target, [], true);
    return this.evaluate(() => Math.round(window.scrollY));
  }

  /** Marks the window: the mark stays through in-place loads, a whole page load loses it. */
  markWindow(): Promise<void> {
    return this.evaluate(() => {
      (window as unknown as { journeyMark?: boolean }).journeyMark = true;
    });
  }
  stillSameWindow(): Promise<boolean> {
    return this.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true);
  }

  /**
   * Clicks the target with the pointer, once it is drawn where a click reaches it (scrolled to the middle) and has
   * stood still between two looks (a dialog placing itself under its field moves once it is drawn). Only a look that
   * finds it out of reach scrolls it: a look that scrolled it back each time would hide the page scrolling away
   * meanwhile (Firefox bringing the field typed into back into view), and the click would land on another element.
   */
  async click(target: Target | string, timeoutMs = 5_000): Promise<void> {
    const wanted = asTarget(target);
    let previous: Snapshot | undefined;
    let why = '';
    const point = await until(
      async () => {
        const found = await this.snapshot(wanted, [], !previous?.reachable);
        const still = previous?.x === found.x && previous.y === found.y;
        why = !found.found
          ? 'not found'
          : !found.reachable
            ? `covered by ${found.covered || 'nothing (outside the window)'} at ${found.x},${found.y}`
            : `moving: ${previous?.x},${previous?.y} → ${found.x},${found.y}`;
        previous = found;
        return found.found && found.reachable && still ? found : null;
      },
      `${describe(wanted)} to be clickable`,
      timeoutMs,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${why}`);
    });
    await this.page.clickAt(point.x, point.y);
  }

  /**
   * Clicks into the field, selects what it holds, and types `text` over it; done when the field holds `text` (the
   * engine may still be handling the last keys when it says they were sent).
   */
  async fill(target: Target | string, text: string): Promise<void> {
    await this.click(target);
    await this.evaluate(() => (document.activeElement as HTMLInputElement | null)?.select?.());
    if (text === '' && (await this.evaluate(() => (document.activeElement as HTMLInputElement).value !== ''))) {
      await this.page.press('Backspace');
    }
    if (text) await this.page.type(text);
    await until(async () => (await this.value(target)) === text, `${describe(asTarget(target))} to hold "${text}"`);
  }

  press(key: KeyName, options: { shift?: boolean; times?: number } = {}): Promise<void> {
    let done = Promise.resolve();
    for (let i = 0; i < (options.times ?? 1); i += 1) done = done.then(() => this.page.press(key, options.shift));
    return done;
  }
  type(text: string): Promise<void> {
    return this.page.type(text);
  }

  /** Presses Tab (Shift+Tab with `backwards`) until the target has the focus, at most `max` times. */
  async tabTo(target: Target | string, { backwards = false, max = 40 } = {}): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      await this.page.press('Tab', backwards);
      if (await this.focused(target)) return;
    }
    const at = await this.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    throw new Error(`${max} presses of Tab did not reach ${describe(asTarget(target))} (focus on ${at})`);
  }

  /** Loads `path` whole and waits until the runtime booted, in-place navigation started and every hook mounted. */
  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).href);
    await this.booted(path);
  }

  /** Waits until the page's runtime has booted and every hook on it has mounted (15 s: the map's chunk is big). */
  async booted(what = 'the page'): Promise<void> {
    await this.waitFor(`${what} to boot`, () => document.body?.classList.contains('loaded'), undefined, 15_000);
    await until(() => this.evaluate(() => window.ShopRuntime?.ready.then(() => true)), `${what}: ShopRuntime.ready`);
    await this.waitFor(`${what}: in-place navigation`, () => !!document.querySelector('[hx-history-elt]'));
    await until(() => this.unmountedHooks().then((left) => left === ''), `${what}: every hook mounted`, 15_000).catch(
      async (error: Error) => {
        throw new Error(`${error.message}; not mounted: ${await this.unmountedHooks()}`);
      },
    );
  }

  /** The hooks of the page that have not mounted each of their names, described ('' when none). */
  unmountedHooks(): Promise<string> {
    return this.evaluate(() =>
      Array.from(document.querySelectorAll('[data-widget]'))
        .filter((element) => {
          const mounted = (element.getAttribute('data-widget-mounted') ?? '').split(/\s+/);
          const names = (element.getAttribute('data-widget') ?? '').split(/\s+/).filter(Boolean);
          return !names.every((name) => mounted.includes(name));
        })
        .map((element) => `<${element.localName} data-widget="${element.getAttribute('data-widget')}">`)
        .join(', '),
    );
  }

  /** Puts lines in the visitor's cart through the CMS's API from the current page, as its product page would. */
  async fillCart(lines: [variantId: number, quantity: number][]): Promise<void> {
    const statuses = await this.evaluate(async (cart) => {
      const token = document.querySelector('meta[name="__RequestVerificationToken"]')?.getAttribute('content') ?? '';
      const answers: number[] = [];
      for (const [variantId, quantity] of cart) {
        const answer = await fetch('/api/v1/catalog/products/addtocart', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
          body: JSON.stringify({ ProductVariantId: variantId, Quantity: quantity }),
        });
        answers.push(answer.status);
      }
      return answers;
    }, lines);
    if (statuses.some((status) => status !== 200)) throw new Error(`fillCart: the API answered ${statuses.join(', ')}`);
  }

  path(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search);
  }
  back(): Promise<void> {
    return this.page.back();
  }
  forward(): Promise<void> {
    return this.page.forward();
  }
  setFiles(css: string, path: string): Promise<void> {
    return this.page.setFiles(css, path);
  }
}
