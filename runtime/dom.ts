/** Small DOM helpers shared by the runtime parts. */

/** A short, readable description of an element for console messages: `<div#sale.countdown.big>`. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = Array.from(element.classList)
    .slice(0, 3)
    .map((name) => `.${name}`)
    .join('');
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}

/** `fooBar` → `data-foo-bar` (the attribute a dataset key came from). */
export function datasetKeyToAttribute(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Every element of `root` (itself included) that matches `selector`; linear in the size of `root`. */
export function selectAll(root: ParentNode, selector: string): Element[] {
  const found = Array.from(root.querySelectorAll(selector));
  if (root instanceof Element && root.matches(selector)) found.unshift(root);
  return found;
}
