/**
 * Catalogue filter state (shop spec §3 "Filters", §4), pure. The state is the JSON object of the `filter` query
 * parameter, keyed by filter name; ProductAttributes is keyed by attribute id with lists of value ids:
 *
 *   { "Brand": [2, 5], "ProductAttributes": { "3": [301, 303] }, "Availability": "InStock" }
 *
 * A value toggles on and off. A single-change filter replaces its value; the others accumulate in a list; an
 * empty list (or an empty ProductAttributes) is removed.
 */

export type FilterValue = string | number;
export type FilterState = Record<string, FilterValue | FilterValue[] | Record<string, FilterValue[]>>;

export interface FilterToggle {
  /** The filter's name, e.g. Brand or ProductAttributes. */
  name: string;
  /** For ProductAttributes: the attribute id. */
  key?: string;
  value: FilterValue;
  /** Single-change filters replace their value instead of accumulating. */
  single?: boolean;
}

/** Reads the `filter` parameter. Malformed JSON (or not an object) gives an empty state and the reason. */
export function parseFilter(text: string | null | undefined): { state: FilterState; error?: string } {
  if (!text) return { state: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { state: {}, error: `not JSON (${(error as Error).message})` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { state: {}, error: 'not a JSON object' };
  return { state: value as FilterState };
}

const same = (a: FilterValue, b: FilterValue) => String(a) === String(b);

/** Whether a value is selected in the state. */
export function isSelected(state: FilterState, toggle: Omit<FilterToggle, 'single'>): boolean {
  const current =
    toggle.key !== undefined ? (state[toggle.name] as Record<string, FilterValue[]>)?.[toggle.key] : state[toggle.name];
  if (Array.isArray(current)) return current.some((item) => same(item, toggle.value));
  return current !== undefined && typeof current !== 'object' && same(current, toggle.value);
}

function toggledList(list: FilterValue[] | undefined, value: FilterValue, single: boolean): FilterValue[] {
  const current = list ?? [];
  if (current.some((item) => same(item, value))) return current.filter((item) => !same(item, value));
  return single ? [value] : [...current, value];
}

/** The state after toggling one value (a new object; the input is left as it was). */
export function toggleFilter(state: FilterState, toggle: FilterToggle): FilterState {
  const next: FilterState = { ...state };
  const single = toggle.single ?? false;
  if (toggle.key !== undefined) {
    const groups = { ...((state[toggle.name] as Record<string, FilterValue[]> | undefined) ?? {}) };
    const list = toggledList(groups[toggle.key], toggle.value, single);
    if (list.length) groups[toggle.key] = list;
    else delete groups[toggle.key];
    if (Object.keys(groups).length) next[toggle.name] = groups;
    else delete next[toggle.name];
    return next;
  }
  const current = state[toggle.name];
  if (single) {
    if (
      current !== undefined &&
      !Array.isArray(current) &&
      typeof current !== 'object' &&
      same(current, toggle.value)
    ) {
      delete next[toggle.name];
    } else {
      next[toggle.name] = toggle.value;
    }
    return next;
  }
  const list = toggledList(Array.isArray(current) ? current : undefined, toggle.value, false);
  if (list.length) next[toggle.name] = list;
  else delete next[toggle.name];
  return next;
}

/** The `filter` parameter for a state; null when nothing is filtered (the parameter is dropped). */
export function serializeFilter(state: FilterState): string | null {
  return Object.keys(state).length ? JSON.stringify(state) : null;
}

/**
 * The listing address after changing parameters: null removes one. Any change of the listing drops `pageindex`
 * (shop spec §4: a new filter starts again on the first page).
 */
export function listingUrl(current: string, changes: Record<string, string | null>): string {
  const url = new URL(current, 'http://listing.invalid');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  url.searchParams.delete('pageindex');
  return url.pathname + url.search + url.hash;
}

/** Facet text filter: a value's label matches the typed text, case-insensitively (blank matches all). */
export function matchesFacetText(label: string, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  return !needle || label.toLocaleLowerCase().includes(needle);
}
