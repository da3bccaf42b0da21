/** The hook an event belongs to: its target, or the nearest ancestor of it, that `hooks` holds. */
export function delegatedHook<H>(hooks: ReadonlyMap<HTMLElement, H>, target: EventTarget | null): H | undefined {
  for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
    const hook = node instanceof HTMLElement ? hooks.get(node) : undefined;
    if (hook) return hook;
  }
  return undefined;
}
