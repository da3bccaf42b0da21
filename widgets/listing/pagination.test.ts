// @vitest-environment happy-dom
/**
 * The page links' wiring in happy-dom (shop spec §9): the window of pages around the current one as links of the
 * current address, named in the page's language, the current page marked; no neighbours on a small screen, redrawn
 * when the width crosses 576 px; hidden for one page; the server's links given back on cleanup. The window's rule is
 * pagination-window.ts's (listing.test.ts); the in-place loads run in Chromium (shop-catalogue, account-orders).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import type { PaginationOptions } from './definition.ts';
import { mount } from './pagination.ts';

/** The window's width, as a browser resized (happy-dom's own API: a resize event, media queries re-read). */
const viewportWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
const SERVER_LINKS = '<a href="/fr/catalog?pageindex=2">Page suivante</a>';
let cleanup: (() => void) | void;

beforeEach(() => {
  installStrings('fr', STRING_RESOURCES.fr);
  viewportWidth(1280);
  history.replaceState(null, '', '/fr/catalog?sort=price&pageindex=3');
  document.body.innerHTML = `<div class="listing-pages">${SERVER_LINKS}</div>`;
});
afterEach(() => cleanup?.());

const element = () => document.querySelector('.listing-pages') as HTMLElement;
const start = (options: Partial<PaginationOptions> = {}) => {
  const all = { totalPages: 5, currentPage: 3, param: 'pageindex', ...options } as PaginationOptions;
  cleanup = mount(element(), all, { signal: new AbortController().signal, runtime: testRuntime() });
};
const items = () => Array.from(element().querySelectorAll('.page-item'), (item) => item.textContent);
const link = (name: string) => element().querySelector(`a[aria-label="${name}"]`) as HTMLAnchorElement;
const pageName = (page: number) => STRING_RESOURCES.fr['Core.Page']!.replace('{{page}}', String(page));

describe('the page links', () => {
  it('show 2 pages each side, the first and the last, previous and next, as links of the current address', () => {
    start({ totalPages: 9, currentPage: 5 });
    expect(items()).toEqual(['‹', '1', '…', '3', '4', '5', '6', '7', '…', '9', '›']);
    expect(element().querySelector('nav')?.getAttribute('aria-label')).toBe(STRING_RESOURCES.fr['Core.Pagination']);
    expect(link(pageName(5)).getAttribute('aria-current')).toBe('page');
    expect(link(pageName(5)).parentElement?.classList.contains('active')).toBe(true);
    // The other parameters kept; page 1 without the parameter.
    expect(link(pageName(7)).getAttribute('href')).toBe('/fr/catalog?sort=price&pageindex=7');
    expect(link(pageName(1)).getAttribute('href')).toBe('/fr/catalog?sort=price');
    expect(link(STRING_RESOURCES.fr['Core.PreviousPage']!).getAttribute('href')).toBe(
      '/fr/catalog?sort=price&pageindex=4',
    );
    expect(link(STRING_RESOURCES.fr['Core.NextPage']!).getAttribute('href')).toBe('/fr/catalog?sort=price&pageindex=6');
  });

  it('use the named parameter and accessible name', () => {
    history.replaceState(null, '', '/fr/account/orders');
    start({ param: 'pagenbr', label: 'Pages des commandes', totalPages: 3, currentPage: 1 });
    expect(items()).toEqual(['1', '2', '3', '›']);
    expect(link(pageName(3)).getAttribute('href')).toBe('/fr/account/orders?pagenbr=3');
    expect(element().querySelector('nav')?.getAttribute('aria-label')).toBe('Pages des commandes');
  });

  it('have no neighbours at 575 px and below, redrawn as the width crosses the breakpoint', () => {
    viewportWidth(575);
    start();
    expect(items()).toEqual(['‹', '1', '…', '3', '…', '5', '›']);
    cleanup?.();
    // Wide, narrow, wide again (happy-dom tells a media query's change from "not matching" on: this order sees both).
    viewportWidth(576);
    start();
    expect(items()).toEqual(['‹', '1', '2', '3', '4', '5', '›']);
    viewportWidth(575);
    expect(items()).toEqual(['‹', '1', '…', '3', '…', '5', '›']);
    viewportWidth(576);
    expect(items()).toEqual(['‹', '1', '2', '3', '4', '5', '›']);
  });

  it('are hidden for one page, and give the server’s links back on cleanup', () => {
    start({ totalPages: 1, currentPage: 1 });
    expect(element().hidden).toBe(true);
    expect(element().childElementCount).toBe(0);
    cleanup?.();
    cleanup = undefined;
    expect(element().hidden).toBe(false);
    expect(element().innerHTML).toBe(SERVER_LINKS);
  });
});
