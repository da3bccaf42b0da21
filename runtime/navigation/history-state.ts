/**
 * What the runtime keeps in each history entry (runtime spec §3 "History state"), next to whatever else the
 * entry holds (htmx's own marker among it). Pure: the caller reads and writes `history.state`.
 */

export interface ShopHistoryState {
  /** The page was loaded bypassing the cache: back/forward loads it the same way. */
  disableCache: boolean;
  /** The hash the page was loaded with. */
  anchor: string;
  /** The id of the element the content went into (the page section). */
  targetId: string;
  /** Where the page was scrolled when it was left. */
  scrollTop: number;
}

type EntryState = Record<string, unknown>;

function isRecord(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Our part of a history entry's state; empty when it has none (the first page, another script's entry). */
export function shopStateOf(state: unknown): Partial<ShopHistoryState> {
  const shop = isRecord(state) ? state.shop : undefined;
  return isRecord(shop) ? shop : {};
}

/** The entry's state with `values` merged into our part; everything else in it is kept. */
export function withShopState(state: unknown, values: Partial<ShopHistoryState>): EntryState {
  const entry = isRecord(state) ? state : {};
  return { ...entry, shop: { ...shopStateOf(state), ...values } };
}
