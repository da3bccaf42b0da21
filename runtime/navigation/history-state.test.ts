import { describe, expect, it } from 'vitest';
import { shopStateOf, withShopState } from './history-state.ts';

describe('our history state (runtime spec §3)', () => {
  it('is empty for an entry without it', () => {
    expect(shopStateOf(null)).toEqual({});
    expect(shopStateOf(undefined)).toEqual({});
    expect(shopStateOf('a string')).toEqual({});
    expect(shopStateOf({ htmx: true })).toEqual({});
    expect(shopStateOf({ shop: 'broken' })).toEqual({});
  });

  it('reads our part of an entry', () => {
    const shop = { disableCache: true, anchor: '#faq', targetId: 'main', scrollTop: 420 };
    expect(shopStateOf({ htmx: true, shop })).toEqual(shop);
  });

  it('merges new values into our part and keeps everything else of the entry', () => {
    const entry = {
      htmx: true,
      other: { kept: 1 },
      shop: { disableCache: true, anchor: '', targetId: 'main', scrollTop: 0 },
    };
    expect(withShopState(entry, { scrollTop: 812 })).toEqual({
      htmx: true,
      other: { kept: 1 },
      shop: { disableCache: true, anchor: '', targetId: 'main', scrollTop: 812 },
    });
    expect(entry.shop.scrollTop).toBe(0);
  });

  it('starts our part on an entry that had none', () => {
    expect(withShopState(null, { scrollTop: 5 })).toEqual({ shop: { scrollTop: 5 } });
    expect(withShopState({ htmx: true }, { anchor: '#a' })).toEqual({ htmx: true, shop: { anchor: '#a' } });
  });
});
