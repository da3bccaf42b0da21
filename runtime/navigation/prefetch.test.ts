// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../events.ts';
import { type Prefetcher, startPrefetch, withPrefetched } from './prefetch.ts';
import { PREFETCH_REST_MS } from './prefetch-rules.ts';

let fetchPage: ReturnType<typeof vi.fn<typeof fetch>>;
let running: boolean;
let prefetcher: Prefetcher;

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/fr/catalog/category/1');
  document.body.innerHTML = `<main>
    <a id="service" href="/fr/service"><span>Service</span></a>
    <a id="other" href="/fr/atelier">Atelier</a>
    <a id="uncached" class="no-cache" href="/fr/news">News</a>
    <form id="form" action="/fr/contact" method="post"></form>
  </main>`;
  running = false;
  fetchPage = vi.fn<typeof fetch>(async () => new Response('<main>page</main>', { status: 200 }));
  prefetcher = startPrefetch(() => running, fetchPage);
});

afterEach(() => {
  prefetcher.stop();
  vi.useRealTimers();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
function pointer(type: 'pointerover' | 'pointerout', target: Element, related: Element | null = null): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: related }));
}

describe('intent prefetch on the page', () => {
  it('fetches a link the pointer rests on for 65 ms, as the visit would, marked as a prefetch', async () => {
    pointer('pointerover', byId('service').querySelector('span') as Element);
    vi.advanceTimersByTime(PREFETCH_REST_MS - 1);
    expect(fetchPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const [url, init] = fetchPage.mock.calls[0] ?? [];
    expect(url).toBe('/fr/service');
    expect(init?.headers).toMatchObject({ 'HX-Request': 'true', Purpose: 'prefetch', Accept: 'text/html' });
    const prefetched = prefetcher.take('/fr/service#team');
    expect(await (await prefetched?.answer)?.text()).toBe('<main>page</main>');
    expect(prefetcher.take('/fr/service')).toBeUndefined();
  });

  it('a pointer that passes over a link fetches nothing', () => {
    pointer('pointerover', byId('service'));
    pointer('pointerout', byId('service'), byId('other'));
    pointer('pointerover', byId('other'));
    pointer('pointerout', byId('other'), document.body);
    vi.advanceTimersByTime(1_000);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("moving within the link's own children still rests on it", () => {
    const inner = byId('service').querySelector('span') as Element;
    pointer('pointerover', byId('service'));
    pointer('pointerout', byId('service'), inner);
    vi.advanceTimersByTime(PREFETCH_REST_MS);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('a touch and a keyboard focus fetch at once; a second intent does not fetch again', () => {
    byId('service').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    byId('service').focus();
    byId('other').focus();
    expect(fetchPage.mock.calls.map(([url]) => url)).toEqual(['/fr/service', '/fr/atelier']);
  });

  it('never fetches a no-cache link, nor while a page loads', () => {
    byId('uncached').focus();
    running = true;
    byId('service').focus();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('forgets what it fetched when a form is sent or the server data changes', () => {
    byId('service').focus();
    byId('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(prefetcher.take('/fr/service')).toBeUndefined();
    byId('other').focus();
    emit('server:changed', { method: 'POST', url: '/api/v1/sales/orders/addtocart' });
    expect(prefetcher.take('/fr/atelier')).toBeUndefined();
  });
});

describe("the visit's fetch with a prefetched answer", () => {
  const network = vi.fn(async () => new Response('fresh', { status: 200 }));
  beforeEach(() => network.mockClear());
  const ahead = (answer: Promise<Response>, abort = vi.fn()) => ({ answer, abort });

  it('uses a good answer without asking the network', async () => {
    const fetchVisit = withPrefetched(ahead(Promise.resolve(new Response('ahead'))), network);
    expect(await (await fetchVisit('/fr/service', {})).text()).toBe('ahead');
    expect(network).not.toHaveBeenCalled();
  });

  it("uses the server's failure as the visit's answer, and asks again when the network failed", async () => {
    const refused = withPrefetched(ahead(Promise.resolve(new Response('no', { status: 500 }))), network);
    expect((await refused('/fr/service', {})).status).toBe(500);
    expect(network).not.toHaveBeenCalled();
    const failed = withPrefetched(ahead(Promise.reject(new TypeError('offline'))), network);
    expect(await (await failed('/fr/service', {})).text()).toBe('fresh');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("an aborted visit cancels the prefetch's request", () => {
    const abort = vi.fn();
    const visit = new AbortController();
    void withPrefetched(ahead(new Promise(() => {}), abort), network)('/fr/service', { signal: visit.signal });
    expect(abort).not.toHaveBeenCalled();
    visit.abort();
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('is the network itself when nothing was prefetched', () => {
    expect(withPrefetched(undefined, network)).toBe(network);
  });
});

describe('requests fetched ahead and then forgotten', () => {
  it('are cancelled when the server data changes', () => {
    byId('service').focus();
    const signal = fetchPage.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    emit('server:changed', { method: 'PUT', url: '/api/v1/shoppingcarts/items' });
    expect(signal?.aborted).toBe(true);
  });
});
