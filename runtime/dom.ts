/** Small DOM helpers shared by the runtime parts. */

/** A short, readable description of an element for console messages: `<div#sale.countdown.big>`. */
export function describeElement(element: Element): string {
  // Attributes, not `element.id`: a form's field named "id" would answer instead (see `attributeOf`).
  const id = attributeOf(element, 'id');
  const classes = (attributeOf(element, 'class') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((name) => `.${name}`)
    .join('');
  return `<${element.localName}${id ? `#${id}` : ''}${classes}>`;
}

/** `fooBar` → `data-foo-bar` (the attribute a dataset key came from). */
export function datasetKeyToAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `data-foo-bar` → `fooBar` (its dataset key); the inverse of `datasetKeyToAttribute`. */
export function attributeToDatasetKey(attribute: string): string {
  return attribute.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/*
 * Hooks are read through the prototypes' functions, not as `element.name`: a property looked up on a <form> is first
 * searched among the form's controls by name, and in Chromium each form searched that way makes every later DOM
 * insertion on the page slower (1,000 order forms made inserting the quantity boxes' buttons 3–8× slower, and
 * quadratic: docs/performance.md). The registry touches every hook, order forms included.
 */
let connected: ((this: Node) => boolean) | undefined;
export function isOnPage(node: Node): boolean {
  connected ??= Object.getOwnPropertyDescriptor(Node.prototype, 'isConnected')?.get as (this: Node) => boolean;
  return connected.call(node);
}
export const attributeOf = (element: Element, name: string): string | null =>
  Element.prototype.getAttribute.call(element, name);
export const attributeNamesOf = (element: Element): string[] => Element.prototype.getAttributeNames.call(element);

export function setAttributeOf(element: Element, name: string, value: string | null): void {
  if (value === null) Element.prototype.removeAttribute.call(element, name);
  else Element.prototype.setAttribute.call(element, name, value);
}

/** Whether `element` matches `selector` or holds an element that does, with no list made. */
export const holdsMatch = (element: Element, selector: string): boolean =>
  Element.prototype.matches.call(element, selector) || Element.prototype.querySelector.call(element, selector) !== null;

/** Every element of `root` (itself included) that matches `selector`; linear in the size of `root`. */
export function selectAll(root: ParentNode, selector: string): Element[] {
  const isElement = root instanceof Element;
  // Copied by index (slice reads an array-like so): Array.from walks the list's iterator, an object per element.
  const found: Element[] = Array.prototype.slice.call(
    isElement ? Element.prototype.querySelectorAll.call(root, selector) : root.querySelectorAll(selector),
  );
  if (isElement && Element.prototype.matches.call(root, selector)) found.unshift(root);
  return found;
}

/**
 * The element matching `selector` at the event's target or above it, for a listener that serves many elements: a
 * target inside an SVG icon or a text node counts as its element; null when none matches (or the target is no node).
 */
export function delegate<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  const target = event.target;
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest<E>(selector) ?? null;
}
