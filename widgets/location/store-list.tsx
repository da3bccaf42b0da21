/**
 * The store list's components: the server renders the stores (each item with data-lat and data-lng, its content the
 * theme's); once the visitor's location is known the items go nearest first (`useNearestFirst`), each shows how far
 * it is (`StoreDistance`, in its [data-store-distance] slot) and a polite status tells the new order
 * (`StoresSortedStatus`). What a slot or the status held from the server stays until there is something to say.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { VisitorLocation } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import { byDistance, formatDistance } from '../shared/distance.ts';
import { placeLabel } from './location-rules.ts';
import { useVisitorLocation } from './use-visitor-location.ts';

/** A store of the server's list. */
export interface Store {
  item: HTMLLIElement;
  lat: number;
  lng: number;
  /** Its [data-store-distance] element, and the text the server put there. */
  slot: HTMLElement;
  serverDistance: string;
}

/** The list's live region, and the text the server put there. */
export interface StoreStatus {
  element: HTMLElement;
  serverText: string;
}

interface StoreFinderProps {
  list: HTMLElement;
  stores: Store[];
  status: StoreStatus;
  config: Pick<RuntimeConfig, 'cms' | 'culture'>;
}

type Ranked = { store: Store; km: number }[];

export function StoreFinder({ list, stores, status, config }: StoreFinderProps) {
  const place = useVisitorLocation(config);
  // The location known at mount sorts the list silently; a change is announced.
  const [placeAtMount] = useState(place);
  const ranked = useMemo(() => (place ? byDistance(stores, place.geometry.location) : null), [place, stores]);
  useNearestFirst(list, stores, ranked);
  const kmOf = new Map(ranked?.map(({ store, km }) => [store, km]));
  return (
    <>
      {stores.map((store, index) => (
        <StoreDistance key={index} store={store} km={kmOf.get(store)} culture={config.culture} />
      ))}
      <StoresSortedStatus status={status} place={place !== placeAtMount ? place : null} />
    </>
  );
}

/** "At 3,2 km" in the store's slot, once its distance is known. */
function StoreDistance({ store, km, culture }: { store: Store; km: number | undefined; culture: string }) {
  const text =
    km === undefined ? store.serverDistance : t('Stores.Distance', { distance: formatDistance(km, culture) });
  return createPortal(text, store.slot);
}

/** "Stores sorted from 1000 Bruxelles." once the location changed. */
function StoresSortedStatus({ status, place }: { status: StoreStatus; place: VisitorLocation | null }) {
  return createPortal(place ? t('Stores.Sorted', { place: placeLabel(place) }) : status.serverText, status.element);
}

/**
 * Puts the server's items in the ranked order (items without coordinates stay after the others), each with its
 * distance in data-distance-km; the focused link stays focused while its item moves.
 */
function useNearestFirst(list: HTMLElement, stores: Store[], ranked: Ranked | null): void {
  useLayoutEffect(() => {
    if (!ranked) return;
    const focused = document.activeElement;
    const keepFocus = focused instanceof HTMLElement && list.contains(focused) ? focused : null;
    const anchor = Array.from(list.children).find((child) => !stores.some((store) => store.item === child)) ?? null;
    for (const { store, km } of ranked) {
      store.item.setAttribute('data-distance-km', km.toFixed(3));
      list.insertBefore(store.item, anchor);
    }
    keepFocus?.focus({ preventScroll: true });
  }, [list, stores, ranked]);
}
