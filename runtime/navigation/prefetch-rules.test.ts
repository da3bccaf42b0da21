import { describe, expect, it } from 'vitest';
import { decideLink, type LinkFacts } from './link-policy.ts';
import {
  PREFETCH_FRESH_MS,
  PREFETCH_MAX_ENTRIES,
  PREFETCH_REST_MS,
  PrefetchCache,
  type PrefetchFacts,
  prefetchAddress,
} from './prefetch-rules.ts';

const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const here = 'https://shop.example/fr/catalog/category/1';

function facts(href: string, link: Partial<LinkFacts> = {}, extra: Partial<PrefetchFacts> = {}): PrefetchFacts {
  const decision = decideLink(
    {
      href,
      location: here,
      classes: [],
      target: '',
      togglesComponent: false,
      download: false,
      confirm: null,
      modal: false,
      ...link,
    },
    click,
  );
  return {
    decision,
    saveData: false,
    visitRunning: false,
    inDialog: false,
    optedOut: false,
    currentPath: '/fr/catalog/category/1',
    ...extra,
  };
}

describe('intent prefetch: which links', () => {
  it('fetches ahead a link that loads in place, without its hash', () => {
    expect(prefetchAddress(facts('/fr/service'))).toBe('/fr/service');
    expect(prefetchAddress(facts('/fr/catalog/category/3?pageindex=2#top'))).toBe('/fr/catalog/category/3?pageindex=2');
  });

  it.each([
    ['a no-cache link', facts('/fr/service', { classes: ['no-cache'] })],
    ['a confirm link', facts('/fr/cart/clear', { confirm: '' })],
    ['a modal link', facts('/fr/service', { modal: true })],
    ['the two-factor page (opens in a modal)', facts('/fr/security/twofactorhome')],
    ['a logoff link', facts('/fr/security/logoff')],
    ['a link to the other language', facts('/nl/service')],
    ['another site', facts('https://other.example/fr/')],
    ['a file', facts('/media/catalogue.pdf')],
    ['a no-ajax link', facts('/fr/service', { classes: ['no-ajax'] })],
    ['a new-window link', facts('/fr/service', { target: '_blank' })],
    ['an anchor on the page', facts('#reviews')],
    ['with Save-Data', facts('/fr/service', {}, { saveData: true })],
    ['while a page loads', facts('/fr/service', {}, { visitRunning: true })],
    ['in a dialog', facts('/fr/service', {}, { inDialog: true })],
    ['with data-prefetch="false"', facts('/fr/service', {}, { optedOut: true })],
    ['the page itself', facts('/fr/catalog/category/1')],
  ])('never fetches ahead %s', (_, given) => {
    expect(prefetchAddress(given)).toBeNull();
  });

  it('waits 65 ms of rest and keeps an answer 5 seconds', () => {
    expect(PREFETCH_REST_MS).toBe(65);
    expect(PREFETCH_FRESH_MS).toBe(5_000);
  });
});

describe('intent prefetch: the answers kept', () => {
  it('gives an answer once, while it is fresh', () => {
    const cache = new PrefetchCache<string>();
    cache.put('/fr/service', 'answer', 1_000);
    expect(cache.has('/fr/service', 1_000 + PREFETCH_FRESH_MS - 1)).toBe(true);
    expect(cache.take('/fr/service', 1_000 + PREFETCH_FRESH_MS - 1)).toBe('answer');
    expect(cache.take('/fr/service', 1_001)).toBeUndefined();
  });

  it('refuses an answer that is too old, and forgets it', () => {
    const cache = new PrefetchCache<string>();
    cache.put('/fr/service', 'answer', 1_000);
    expect(cache.has('/fr/service', 1_000 + PREFETCH_FRESH_MS)).toBe(false);
    expect(cache.take('/fr/service', 1_000 + PREFETCH_FRESH_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it(`keeps the ${PREFETCH_MAX_ENTRIES} newest answers`, () => {
    const cache = new PrefetchCache<number>();
    for (let page = 0; page <= PREFETCH_MAX_ENTRIES; page++) cache.put(`/fr/p${page}`, page, 0);
    expect(cache.size).toBe(PREFETCH_MAX_ENTRIES);
    expect(cache.take('/fr/p0', 0)).toBeUndefined();
    expect(cache.take(`/fr/p${PREFETCH_MAX_ENTRIES}`, 0)).toBe(PREFETCH_MAX_ENTRIES);
  });

  it('a page fetched again counts as the newest', () => {
    const cache = new PrefetchCache<string>();
    cache.put('/fr/p0', 'first', 0);
    for (let page = 1; page < PREFETCH_MAX_ENTRIES; page++) cache.put(`/fr/p${page}`, 'x', 0);
    cache.put('/fr/p0', 'again', 10);
    cache.put('/fr/last', 'x', 10);
    expect(cache.take('/fr/p0', 10)).toBe('again');
    expect(cache.take('/fr/p1', 10)).toBeUndefined();
  });

  it('clear forgets everything, and every answer that leaves untaken is discarded', () => {
    const discarded: string[] = [];
    const cache = new PrefetchCache<string>((answer) => discarded.push(answer));
    for (let page = 0; page <= PREFETCH_MAX_ENTRIES; page++) cache.put(`/fr/p${page}`, `p${page}`, 0);
    expect(discarded).toEqual(['p0']);
    cache.put('/fr/p1', 'p1 again', 0);
    expect(discarded).toEqual(['p0', 'p1']);
    expect(cache.take('/fr/p2', PREFETCH_FRESH_MS)).toBeUndefined();
    expect(discarded).toEqual(['p0', 'p1', 'p2']);
    expect(cache.take('/fr/p3', 0)).toBe('p3');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(discarded).toEqual(['p0', 'p1', 'p2', 'p4', 'p1 again']);
  });
});
