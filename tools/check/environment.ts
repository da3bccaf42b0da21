/**
 * The two browser facts the widgets' option schemas ask for, given in Node so the checker runs the runtime's own
 * schemas unchanged (runtime/options.ts): `attr.url` compares with `location.origin` (the page's address when a page
 * is crawled, `--base-url` for files) and `attr.selector` asks `querySelector` whether the browser accepts a
 * selector (css-what, the selector parser of htmlparser2's family, answers here).
 */
import { parse as parseSelector } from 'css-what';

const fragment = {
  querySelector(selector: string): null {
    parseSelector(selector);
    return null;
  },
};

/** Installs the shims (once) and points `location` at `address`; returns what it replaced, for tests. */
export function pageEnvironment(address: string): void {
  const url = new URL(address);
  const scope = globalThis as unknown as Record<string, unknown>;
  if (typeof scope.document === 'undefined') {
    scope.document = { createDocumentFragment: () => fragment, documentElement: { lang: '' } };
  }
  Object.defineProperty(globalThis, 'location', {
    value: { href: url.href, origin: url.origin },
    configurable: true,
    writable: true,
  });
}
