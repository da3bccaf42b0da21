// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('./ui.ts', () => ({
  toast: async (kind: string, message: string) => void toasts.push(`${kind}: ${message}`),
}));
const { Pages } = await import('./page.ts');
const { sameOriginPath } = await import('./urls.ts');

const HERE = 'http://shop.test/fr/catalog?page=2';

/** Every kind of URL a server answer or a data attribute can carry today. */
const REFUSED = [
  'javascript:alert(document.cookie)',
  'JavaScript:void(0)',
  'data:text/html,<script>alert(1)</script>',
  '//other.example/fr/product/1',
  'https://other.example/fr/product/1',
  'http://shop.test:8080/fr/',
  'blob:http://shop.test/5b2e',
  'mailto:someone@example.com',
];
const FOLLOWED: [string, string][] = [
  ['/fr/product/casque-12', '/fr/product/casque-12'],
  ['product/casque-12?v=3#avis', '/fr/product/casque-12?v=3#avis'],
  ['http://shop.test/nl/product/helm-12', '/nl/product/helm-12'],
];

let warnings: unknown[][];
beforeEach(() => {
  toasts.length = 0;
  warnings = [];
  // The refusals' warnings (i18n also warns, once, that the test has no string resources).
  vi.spyOn(console, 'warn').mockImplementation(
    (...args: unknown[]) => void (String(args[0]).startsWith('[runtime] Refused the URL') && warnings.push(args)),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('sameOriginPath', () => {
  it.each(REFUSED)('refuses %s with one warning', (url) => {
    expect(sameOriginPath(url, HERE)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it.each(FOLLOWED)('keeps %s as the path %s', (url, path) => {
    expect(sameOriginPath(url, HERE)).toBe(path);
    expect(warnings).toHaveLength(0);
  });
});

describe('Pages.follow, the one way to follow an outside URL', () => {
  it.each(REFUSED)('never visits %s; a click is told with an error toast', (url) => {
    const pages = new Pages();
    const visits: string[] = [];
    pages.attach((path) => visits.push(path));
    expect(pages.follow(url, { clicked: true })).toBe(false);
    expect(pages.follow(url)).toBe(false);
    expect(visits).toEqual([]);
    expect(toasts).toEqual(['error: Core.LinkRefused']);
    expect(warnings).toHaveLength(2);
  });

  it('visits a same-origin address in place, keeping the history choice', () => {
    const pages = new Pages();
    const visits: [string, boolean | undefined][] = [];
    pages.attach((path, options) => visits.push([path, options.replace]));
    expect(pages.follow(`${location.origin}/fr/shoppingcarts`)).toBe(true);
    expect(pages.follow('/fr/catalog?page=3', { replace: true })).toBe(true);
    expect(visits).toEqual([
      ['/fr/shoppingcarts', undefined],
      ['/fr/catalog?page=3', true],
    ]);
    expect(toasts).toEqual([]);
  });

  it('reload visits the current address without a new history entry', () => {
    const pages = new Pages();
    const visits: [string, boolean | undefined][] = [];
    pages.attach((path, options) => visits.push([path, options.replace]));
    pages.reload();
    expect(visits).toEqual([[location.pathname + location.search + location.hash, true]]);
  });
});
