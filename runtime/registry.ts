/**
 * The widget registry: one hook convention for theme developers.
 *
 *   <div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>
 *
 * `data-widget` names the widget (several names separated by spaces are allowed); the element's other data
 * attributes are its options, parsed by the widget's valibot schema. Widgets mount on boot and in every subtree
 * added later; each widget's cleanup runs when its element leaves the page. The code of a widget is a lazy chunk,
 * loaded the first time a hook needs it.
 */
import { ChunkLoadError } from './chunks.ts';
import { attributeOf, describeElement, holdsMatch, isOnPage, selectAll, setAttributeOf } from './dom.ts';
import { runSliced, runSlicedEach } from './main-thread.ts';
import { OptionsCache } from './options-cache.ts';
import { formatIssues, nestingIssue, type OptionsOf, type OptionsSchema } from './options.ts';
import type { Runtime } from './runtime.ts';

const HOOK_ATTRIBUTE = 'data-widget';
const HOOK_SELECTOR = `[${HOOK_ATTRIBUTE}]`;
const MOUNTED_ATTRIBUTE = 'data-widget-mounted';

/**
 * Undoes a mount. It gets the element, so a widget whose hooks keep nothing of their own can return one shared
 * function rather than a closure per hook (a listing of 1,000 cards).
 */
export type Cleanup = (element: HTMLElement) => void;

export interface WidgetContext {
  /** Aborted when the element leaves the page: pass it to requests and listeners to clean up for free. */
  signal: AbortSignal;
  /** The page's runtime: its configuration (app path, culture, CMS name…) and `pages.follow` to go somewhere. */
  runtime: Runtime;
}

export interface WidgetModule<O> {
  mount(element: HTMLElement, options: O, context: WidgetContext): Cleanup | undefined | Promise<Cleanup | undefined>;
}

export interface WidgetDefinition<S extends OptionsSchema = OptionsSchema> {
  /** The value of data-widget, lowercase with hyphens. */
  name: string;
  /** One sentence for the theme developers' reference. */
  description: string;
  /** Options from data attributes. */
  options: S;
  /**
   * Widgets whose hooks this one's hook must not sit inside, where it would break (a slider inside a slider takes
   * the inner one's slides for its own). The registry skips such a hook with a console error; the template checker
   * reports it.
   */
  notInside?: readonly string[];
  /**
   * Sends changes (POST, PUT, DELETE): a page with this hook needs the anti-forgery token. For the template checker
   * and the widget reference; the browser build drops it.
   */
  writes?: boolean;
  /**
   * The data attributes the widget reads on its own element beside its options (`data-in-list` of the wishlist
   * button): the template checker does not take them for typos. For the checker alone; the browser build drops it.
   */
  reads?: readonly string[];
  /** Loads the widget's code: `() => import('./my-widget.tsx')`. */
  load: () => Promise<WidgetModule<OptionsOf<S>>>;
}

/** Keeps the options type of a definition (use it to declare a widget). */
export function defineWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  return definition;
}

/**
 * One widget mounted (or mounting) on one element, and the context its `mount` gets. An element's widgets are
 * chained through `next` (most carry one). The abort controller is made when the widget first asks for the signal:
 * a list of 1,000 tooltips or lazy images then allocates no browser objects until they are used.
 */
class Mounting implements WidgetContext {
  next: Mounting | undefined;
  cleanup: Cleanup | undefined;
  ended = false;
  private controller: AbortController | undefined;

  constructor(
    readonly name: string,
    readonly runtime: Runtime,
  ) {}

  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    // Asked for after the element left the page (a widget's late callback): already aborted.
    if (this.ended) this.controller.abort();
    return this.controller.signal;
  }

  end(): void {
    this.ended = true;
    this.controller?.abort();
  }
}

/** What a widget name may be (runtime/definition-check.ts has the same rule for `registerWidget`). */
const NAME = /^[a-z][a-z0-9-]*$/;

/** What theme scripts get of the registry (`ShopRuntime.ready` resolves with it): register and look, no more. */
export interface WidgetCatalog {
  register<S extends OptionsSchema>(definition: WidgetDefinition<S>): void;
  /** The names of the registered widgets. */
  names(): string[];
  /** How many widgets are mounted right now. */
  readonly mountedCount: number;
}

export class WidgetRegistry {
  private readonly definitions = new Map<string, WidgetDefinition>();
  private readonly modules = new Map<string, Promise<WidgetModule<unknown>>>();
  /** The modules already loaded: their hooks mount at once. */
  private readonly loaded = new Map<string, WidgetModule<unknown>>();
  /** Parsed options by widget name and data attributes. */
  private readonly options = new OptionsCache();
  /** The first of each element's mounted (or mounting) widgets. */
  private readonly instances = new WeakMap<Element, Mounting>();
  private observer: MutationObserver | undefined;
  private root: ParentNode | undefined;
  /** How many widgets are mounted right now (for tests and benchmarks). */
  mountedCount = 0;

  constructor(private readonly runtime: Runtime) {}

  /** The narrow view theme scripts get. */
  catalog(): WidgetCatalog {
    const count = () => this.mountedCount;
    return {
      register: (definition) => this.register(definition),
      names: () => Array.from(this.definitions.keys()),
      get mountedCount() {
        return count();
      },
    };
  }

  register<S extends OptionsSchema>(definition: WidgetDefinition<S>): void {
    if (!NAME.test(definition.name)) {
      throw new Error(`[runtime] Widget name "${definition.name}" must be lowercase letters, digits and hyphens.`);
    }
    if (this.definitions.has(definition.name)) {
      throw new Error(`[runtime] A widget named "${definition.name}" is already registered.`);
    }
    this.definitions.set(definition.name, definition);
    if (this.root) this.mountIn(this.root, definition.name);
  }

  /** Mounts what is on the page and watches for hooks that arrive or leave later. */
  start(root: HTMLElement = document.documentElement): void {
    this.root = root;
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(root, { childList: true, subtree: true });
    this.mountIn(root);
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    if (this.root) this.unmountIn(this.root, true);
    this.root = undefined;
  }

  /**
   * Most nodes that come and go are not hooks and hold none (the buttons and texts widgets add as they mount: three
   * per quantity box): they are passed over with two lookups, no list nor slice.
   */
  private onMutations(records: MutationRecord[]): void {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && !isOnPage(node) && holdsMatch(node, HOOK_SELECTOR)) this.unmountIn(node);
      }
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && isOnPage(node) && holdsMatch(node, HOOK_SELECTOR)) this.mountIn(node);
      }
    }
  }

  /**
   * Mounts every hook in `root` (itself included) that is not mounted yet. A page (or an inserted list) with many
   * hooks has them read in slices (runtime/main-thread.ts): a hook that has left the page by its turn is skipped.
   */
  mountIn(root: ParentNode, onlyName?: string): void {
    runSlicedEach(selectAll(root, HOOK_SELECTOR), (element) => {
      if (!(element instanceof HTMLElement) || !isOnPage(element)) return;
      const value = attributeOf(element, HOOK_ATTRIBUTE) ?? '';
      // Most hooks name one widget: no list to make.
      if (!/\s/.test(value)) return this.mountOne(element, value, onlyName);
      for (const name of value.split(/\s+/)) this.mountOne(element, name, onlyName);
    });
  }

  /**
   * Runs the cleanup of every widget in `root`. Hooks that left the page are cleaned up in slices, as they mount (a
   * listing of 2,000 leaving at once was a 50 ms task); one back on the page by its turn keeps its widgets. `force`
   * (stop) cleans up at once, on the page or not.
   */
  unmountIn(root: ParentNode, force = false): void {
    const elements = selectAll(root, HOOK_SELECTOR);
    if (force) elements.forEach(this.unmount, this);
    else runSlicedEach(elements, (element) => isOnPage(element) || this.unmount(element));
  }

  private unmount(element: Element): void {
    let mounting = this.instances.get(element);
    this.instances.delete(element);
    for (; mounting; mounting = mounting.next) this.finish(element, mounting);
  }

  private finish(element: Element, mounting: Mounting): void {
    mounting.end();
    if (!mounting.cleanup) return;
    this.mountedCount -= 1;
    markMounted(element, mounting.name, false);
    try {
      // Only HTML elements mount (mountIn).
      mounting.cleanup(element as HTMLElement);
    } catch (error) {
      console.error(`[runtime] Widget "${mounting.name}" failed to clean up on ${describeElement(element)}:`, error);
    }
  }

  /** Mounts the widget `name` on `element`, unless it is mounted there, or `onlyName` names another. */
  private mountOne(element: HTMLElement, name: string, onlyName: string | undefined): void {
    if (!name || (onlyName && name !== onlyName)) return;
    const first = this.instances.get(element);
    for (let mounting = first; mounting; mounting = mounting.next)
      if (mounting.name === name && !mounting.ended) return;
    const definition = this.definitions.get(name);
    if (!definition) {
      // A theme script may register it later: register() mounts it then.
      return;
    }
    // Hooks with the same data attributes (a list of cards) share one valibot parse, ok or not.
    const parsed = this.options.parse(name, definition.options, element);
    if (!parsed.ok) {
      console.error(
        `[runtime] Widget "${name}" skipped on ${describeElement(element)}: ${formatIssues(parsed.issues)}.`,
        element,
      );
      return;
    }
    const outer = definition.notInside?.find((host) => element.parentElement?.closest(`[data-widget~="${host}"]`));
    if (outer) {
      console.error(
        `[runtime] Widget "${name}" skipped on ${describeElement(element)}: ${nestingIssue(outer)}.`,
        element,
      );
      return;
    }
    const mounting = new Mounting(name, this.runtime);
    mounting.next = first;
    this.instances.set(element, mounting);
    // A hook of a loaded widget mounts at once (mountIn already runs it in a slice); hooks whose chunk arrives
    // later mount in slices (runtime/main-thread.ts), not in one long task.
    const loaded = this.loaded.get(name);
    if (loaded) this.mountWith(element, mounting, loaded, parsed.options);
    else
      this.load(definition).then(
        (module) =>
          runSliced(() => {
            // Known as loaded in its turn: hooks queued before it (the slice ran out) would overtake this one.
            this.loaded.set(name, module);
            this.mountWith(element, mounting, module, parsed.options);
          }),
        (error: unknown) => {
          // An ended attempt: a retry (or a later hook) mounts it.
          mounting.end();
          if (error instanceof ChunkLoadError) this.runtime.errors.report(error);
          else console.error(`[runtime] Widget "${name}" could not be loaded:`, error);
        },
      );
  }

  /**
   * Runs the widget's mount: to its end in this task, unless the mount returns a promise (no promise nor microtask
   * per hook otherwise).
   */
  private mountWith(element: HTMLElement, mounting: Mounting, module: WidgetModule<unknown>, options: unknown): void {
    if (mounting.ended || !isOnPage(element)) return;
    try {
      // Hooks with equal attributes share one parse, frozen (runtime/options-cache.ts): no copy per hook.
      const cleanup = module.mount(element, options, mounting);
      if (cleanup instanceof Promise)
        cleanup
          .then((done) => this.mounted(element, mounting, done))
          .catch((error: unknown) => mountFailed(element, mounting, error));
      else this.mounted(element, mounting, cleanup);
    } catch (error) {
      mountFailed(element, mounting, error);
    }
  }

  private mounted(element: HTMLElement, mounting: Mounting, cleanup: Cleanup | undefined): void {
    if (mounting.ended) return cleanup?.(element);
    mounting.cleanup = cleanup ?? noop;
    this.mountedCount += 1;
    markMounted(element, mounting.name, true);
  }

  private load(definition: WidgetDefinition): Promise<WidgetModule<unknown>> {
    let loading = this.modules.get(definition.name);
    if (!loading) {
      const retry = async () => {
        if (this.root) this.mountIn(this.root, definition.name);
      };
      loading = this.runtime.chunks.load(`widget ${definition.name}`, definition.load, retry);
      loading.catch(() => this.modules.delete(definition.name));
      this.modules.set(definition.name, loading);
    }
    return loading;
  }
}

function noop(): void {}

function mountFailed(element: Element, mounting: Mounting, error: unknown): void {
  console.error(`[runtime] Widget "${mounting.name}" failed to mount on ${describeElement(element)}:`, error);
}

/**
 * `data-widget-mounted` lists the widgets mounted on an element: themes can style the enhanced state
 * (`[data-widget-mounted~="slider"]`), tests can wait for it.
 */
function markMounted(element: Element, name: string, mounted: boolean): void {
  const current = attributeOf(element, MOUNTED_ATTRIBUTE);
  // Most hooks carry one widget: no list to build.
  if (mounted && !current) return setAttributeOf(element, MOUNTED_ATTRIBUTE, name);
  const names = (current ?? '').split(' ').filter((one) => one && one !== name);
  if (mounted) names.push(name);
  setAttributeOf(element, MOUNTED_ATTRIBUTE, names.join(' ') || null);
}
