/**
 * What page code leaves behind, for unit tests in happy-dom: the event listeners it added that are still attached
 * (neither removed nor let go by an aborted signal), on any target (the document, the window, the page's elements),
 * and the ResizeObservers and IntersectionObservers it made observe that are still connected. Start watching before
 * the code runs; vitest's `restoreMocks` gives the methods back after the test.
 */
import { vi } from 'vitest';

interface Listener {
  target: EventTarget;
  type: string;
  listener: unknown;
  capture: boolean;
  signal?: AbortSignal;
}

const captureOf = (options: boolean | EventListenerOptions | undefined) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

/** Where the page's nodes get addEventListener (happy-dom's EventTarget, not Node's global one) and the window. */
function listenerOwners(): EventTarget[] {
  let owner: object | null = document;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'addEventListener'))
    owner = Object.getPrototypeOf(owner);
  return [owner as EventTarget, window];
}

function watchListeners(): Listener[] {
  const attached: Listener[] = [];
  for (const owner of listenerOwners()) {
    const { addEventListener: add, removeEventListener: remove } = owner;
    vi.spyOn(owner, 'addEventListener').mockImplementation(function (this: EventTarget, ...args) {
      const [type, listener, options] = args;
      const signal = typeof options === 'object' ? options.signal : undefined;
      attached.push({ target: this, type, listener, capture: captureOf(options), signal });
      add.apply(this, args);
    });
    vi.spyOn(owner, 'removeEventListener').mockImplementation(function (this: EventTarget, ...args) {
      const [type, listener, options] = args;
      const capture = captureOf(options);
      const index = attached.findIndex(
        (entry) =>
          entry.target === this && entry.type === type && entry.listener === listener && entry.capture === capture,
      );
      if (index >= 0) attached.splice(index, 1);
      remove.apply(this, args);
    });
  }
  return attached;
}

function watchObservers(kind: typeof ResizeObserver | typeof IntersectionObserver): Set<object> {
  const connected = new Set<object>();
  const { observe, disconnect } = kind.prototype;
  vi.spyOn(kind.prototype, 'observe').mockImplementation(function (this: object, ...args: [Element]) {
    connected.add(this);
    observe.apply(this, args);
  });
  vi.spyOn(kind.prototype, 'disconnect').mockImplementation(function (this: object) {
    connected.delete(this);
    disconnect.apply(this);
  });
  return connected;
}

/** An aborted signal fires no more: what listens to it (the DOM's own way of letting a listener go) is gone. */
const isAbortedSignal = (target: EventTarget) => 'aborted' in target && target.aborted === true;

export function watchLeftovers() {
  const listeners = watchListeners();
  const observers = [watchObservers(ResizeObserver), watchObservers(IntersectionObserver)];
  return {
    /** The listeners still attached, as "type on target". */
    listeners: () =>
      listeners
        .filter((entry) => !entry.signal?.aborted && !isAbortedSignal(entry.target))
        .map((entry) => `${entry.type} on ${entry.target === window ? 'window' : entry.target.constructor.name}`),
    /** How many observers still observe. */
    observers: () => observers.reduce((sum, set) => sum + set.size, 0),
  };
}
