/**
 * The mounted hooks of one widget type and the document listeners they share: one set of listeners serves every
 * hook of the page (a list may carry hundreds), added when the first hook mounts and removed when the last one
 * unmounts (through the signal `listen` gets).
 */
export class DelegatedHooks<H> {
  private readonly hooks = new Map<HTMLElement, H>();
  private controller: AbortController | undefined;

  /** `listen(signal)` adds the shared listeners, with `{ signal }` so that they go with the last hook. */
  constructor(private readonly listen: (signal: AbortSignal) => void) {}

  get size(): number {
    return this.hooks.size;
  }

  /** Holds the element's hook (the first hook adds the listeners). */
  add(element: HTMLElement, hook: H): void {
    this.hooks.set(element, hook);
    if (this.controller) return;
    this.controller = new AbortController();
    this.listen(this.controller.signal);
  }

  /** Lets the element's hook go, unless another hook has taken its place since (the last hook takes the listeners). */
  remove(element: HTMLElement, hook: H): void {
    if (this.hooks.get(element) !== hook) return;
    this.hooks.delete(element);
    if (this.hooks.size > 0) return;
    this.controller?.abort();
    this.controller = undefined;
  }

  get(element: HTMLElement): H | undefined {
    return this.hooks.get(element);
  }

  values(): IterableIterator<H> {
    return this.hooks.values();
  }

  /** The hook an event belongs to: its target's (a text node's parent counts), or the nearest ancestor's. */
  of(target: EventTarget | null): H | undefined {
    for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
      const hook = node instanceof HTMLElement ? this.hooks.get(node) : undefined;
      if (hook) return hook;
    }
    return undefined;
  }
}
