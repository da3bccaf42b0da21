// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../events.ts';
import { onRestore, putAwayPassing, refreshVisitorParts } from './restored-page.ts';

function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

const HEADER = (count: number, account: string) =>
  `<header id="site-header" data-refresh-on-restore><a href="/fr/shoppingcarts">Panier <span data-cart-count>${count}</span></a><a href="/fr/account">${account}</a></header>`;

function stubPage(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('a page back from the back-forward cache', () => {
  it('is told on a pageshow that restores it, not on a page load', () => {
    const restored = vi.fn();
    onRestore(restored);
    window.dispatchEvent(pageshow(false));
    expect(restored).not.toHaveBeenCalled();
    window.dispatchEvent(pageshow(true));
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it("drops the page load under way and closes the runtime's dialogs, but the consent one and the theme's", () => {
    document.body.innerHTML = `
      <dialog class="rt-dialog" id="modal" open></dialog>
      <dialog class="rt-dialog rt-fallback-dialog" id="fallback" open></dialog>
      <dialog class="rt-dialog rt-consent" id="consent" open></dialog>
      <dialog class="theme-dialog" id="theme" open></dialog>`;
    const settle = vi.fn();
    putAwayPassing(settle);
    expect(settle).toHaveBeenCalledTimes(1);
    const open = Array.from(document.querySelectorAll('dialog[open]'), (dialog) => dialog.id);
    expect(open).toEqual(['consent', 'theme']);
  });

  it('tells the widgets, then replaces the marked parts with their copy in a fresh answer, focus kept', async () => {
    document.body.innerHTML = `${HEADER(1, 'Se connecter')}<main><h1>Casques</h1></main>`;
    document.querySelector<HTMLElement>('a[href="/fr/account"]')?.focus();
    const told: string[] = [];
    const stop = on('page:restored', (event) => told.push(event.detail.url));
    const fetch = stubPage(() => new Response(`<html><body>${HEADER(3, 'Mon compte')}<main>new</main></body></html>`));
    await refreshVisitorParts();
    stop();
    expect(told).toEqual([location.href]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('Cache-Control')).toBe('no-cache');
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('3');
    expect(document.activeElement?.textContent).toBe('Mon compte');
    // Only the marked part: the page's own content is the one the shopper left.
    expect(document.querySelector('main')?.textContent).toBe('Casques');
  });

  it('asks nothing when no part is marked', async () => {
    document.body.innerHTML = '<main><h1>Casques</h1></main>';
    const fetch = stubPage(() => new Response(''));
    await refreshVisitorParts();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the parts as they are when the fresh answer cannot come, with a warning', async () => {
    document.body.innerHTML = HEADER(1, 'Se connecter');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubPage(() => new Response('oops', { status: 500 }));
    await refreshVisitorParts();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/could not refresh its header/);
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('1');
  });
});
