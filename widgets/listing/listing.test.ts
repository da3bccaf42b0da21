import { describe, expect, it } from 'vitest';
import {
  isSelected,
  listingUrl,
  matchesFacetText,
  parseFilter,
  serializeFilter,
  toggleFilter,
} from './filter-state.ts';
import { pageWindow } from './pagination-window.ts';

describe('filter state (shop spec §4)', () => {
  it('accumulates values of a filter in a list and removes an emptied list', () => {
    let state = toggleFilter({}, { name: 'Brand', value: 2 });
    state = toggleFilter(state, { name: 'Brand', value: 5 });
    expect(state).toEqual({ Brand: [2, 5] });
    expect(isSelected(state, { name: 'Brand', value: '5' })).toBe(true);
    state = toggleFilter(state, { name: 'Brand', value: 2 });
    state = toggleFilter(state, { name: 'Brand', value: 5 });
    expect(state).toEqual({});
    expect(serializeFilter(state)).toBeNull();
  });

  it('replaces the value of a single-change filter, and toggles it off', () => {
    let state = toggleFilter({ Brand: [2] }, { name: 'Availability', value: 'InStock', single: true });
    state = toggleFilter(state, { name: 'Availability', value: 'Soon', single: true });
    expect(state).toEqual({ Brand: [2], Availability: 'Soon' });
    expect(toggleFilter(state, { name: 'Availability', value: 'Soon', single: true })).toEqual({ Brand: [2] });
  });

  it('keys ProductAttributes by attribute id with lists of value ids', () => {
    let state = toggleFilter({}, { name: 'ProductAttributes', key: '3', value: 301 });
    state = toggleFilter(state, { name: 'ProductAttributes', key: '3', value: 303 });
    state = toggleFilter(state, { name: 'ProductAttributes', key: '1', value: 102 });
    expect(state).toEqual({ ProductAttributes: { '3': [301, 303], '1': [102] } });
    expect(isSelected(state, { name: 'ProductAttributes', key: '3', value: 303 })).toBe(true);
    state = toggleFilter(state, { name: 'ProductAttributes', key: '1', value: 102 });
    state = toggleFilter(state, { name: 'ProductAttributes', key: '3', value: 301 });
    state = toggleFilter(state, { name: 'ProductAttributes', key: '3', value: 303 });
    expect(state).toEqual({});
  });

  it('leaves the state it was given unchanged', () => {
    const state = { Brand: [2] };
    toggleFilter(state, { name: 'Brand', value: 3 });
    expect(state).toEqual({ Brand: [2] });
  });

  it('ignores malformed filter JSON and says why', () => {
    expect(parseFilter('{"Brand":[2]}')).toEqual({ state: { Brand: [2] } });
    expect(parseFilter(null)).toEqual({ state: {} });
    expect(parseFilter('{Brand:').error).toMatch(/^not JSON/);
    expect(parseFilter('[1,2]')).toEqual({ state: {}, error: 'not a JSON object' });
  });

  it('changes listing parameters and drops pageindex', () => {
    expect(listingUrl('/fr/catalog/category/3/casques?sort=price&pageindex=4', { filter: '{"Brand":[2]}' })).toBe(
      '/fr/catalog/category/3/casques?sort=price&filter=%7B%22Brand%22%3A%5B2%5D%7D',
    );
    expect(listingUrl('/nl/catalog?q=helm&filter=x&pageindex=2', { filter: null, display: 'table' })).toBe(
      '/nl/catalog?q=helm&display=table',
    );
  });

  it('matches the facet text case-insensitively', () => {
    expect(matchesFacetText('Kasseiwerk', 'kassei')).toBe(true);
    expect(matchesFacetText('Élan', 'ÉL')).toBe(true);
    expect(matchesFacetText('Boréal', 'nord')).toBe(false);
    expect(matchesFacetText('Boréal', '  ')).toBe(true);
  });
});

describe('pagination window (shop spec §9)', () => {
  const show = (current: number, total: number, radius: number) =>
    pageWindow(current, total, radius)
      .map((item) => ('gap' in item ? '…' : item.current ? `[${item.page}]` : String(item.page)))
      .join(' ');

  it('shows 2 pages each side, the first and the last, with gaps', () => {
    expect(show(6, 12, 2)).toBe('1 … 4 5 [6] 7 8 … 12');
    expect(show(1, 12, 2)).toBe('[1] 2 3 … 12');
    expect(show(12, 12, 2)).toBe('1 … 10 11 [12]');
    expect(show(4, 6, 2)).toBe('1 2 3 [4] 5 6');
  });

  it('shows no neighbours on small screens (radius 0)', () => {
    expect(show(6, 12, 0)).toBe('1 … [6] … 12');
  });

  it('hides itself when there is one page', () => {
    expect(pageWindow(1, 1, 2)).toEqual([]);
    expect(pageWindow(1, 0, 2)).toEqual([]);
  });
});
