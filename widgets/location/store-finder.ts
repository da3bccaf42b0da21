/**
 * The shop's stores, nearest first: the server renders the list (each item with data-lat and data-lng); once the
 * visitor's location is known, the items are reordered by distance, each shows how far it is, and a polite status
 * tells the new order. The focused link stays focused while its item moves.
 */
import { on, type VisitorLocation } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { currentLocation } from './current-location.ts';
import { byDistance, formatDistance } from '../shared/distance.ts';
import { placeLabel } from './location-rules.ts';

interface StoreItem {
  item: HTMLLIElement;
  lat: number;
  lng: number;
}

function storesOf(list: HTMLElement): StoreItem[] {
  const stores: StoreItem[] = [];
  for (const item of Array.from(list.children)) {
    if (!(item instanceof HTMLLIElement)) continue;
    const lat = Number(item.dataset.lat);
    const lng = Number(item.dataset.lng);
    if (item.dataset.lat && item.dataset.lng && Number.isFinite(lat) && Number.isFinite(lng)) {
      stores.push({ item, lat, lng });
    } else {
      console.warn('[runtime] A store without valid data-lat and data-lng stays at the end of the list.', item);
    }
  }
  return stores;
}

function distanceSlot(item: HTMLElement): HTMLElement {
  const existing = item.querySelector<HTMLElement>('[data-store-distance]');
  if (existing) return existing;
  const slot = document.createElement('span');
  slot.className = 'store-distance';
  slot.setAttribute('data-store-distance', '');
  item.append(slot);
  return slot;
}

function statusOf(element: HTMLElement, list: HTMLElement): HTMLElement {
  const existing = element.querySelector<HTMLElement>('[data-store-status]');
  if (existing) return existing;
  const status = document.createElement('p');
  status.className = 'rt-visually-hidden';
  status.setAttribute('role', 'status');
  status.setAttribute('data-store-status', '');
  list.after(status);
  return status;
}

export function mount(element: HTMLElement, _options: unknown, { signal, runtime }: WidgetContext) {
  const list = element.matches('ol, ul') ? element : element.querySelector<HTMLElement>('ol, ul');
  if (!list) {
    console.error('[runtime] The store-finder widget needs a list of stores.', element);
    return undefined;
  }
  const { culture } = runtime.config;
  const stores = storesOf(list);
  const status = statusOf(element, list);

  const arrange = (place: VisitorLocation, announce: boolean) => {
    const focused = document.activeElement;
    const keepFocus = focused instanceof HTMLElement && list.contains(focused) ? focused : null;
    const origin = place.geometry.location;
    // Items without coordinates stay after the others.
    const anchor = Array.from(list.children).find((child) => !stores.some((store) => store.item === child)) ?? null;
    for (const { store, km } of byDistance(stores, origin)) {
      distanceSlot(store.item).textContent = t('Stores.Distance', { distance: formatDistance(km, culture) });
      store.item.dataset.distanceKm = km.toFixed(3);
      list.insertBefore(store.item, anchor);
    }
    keepFocus?.focus({ preventScroll: true });
    if (announce) status.textContent = t('Stores.Sorted', { place: placeLabel(place) });
  };

  on('location:changed', (event) => arrange(event.detail.location, true), { signal });
  const known = currentLocation(runtime.config);
  if (known) arrange(known, false);
  return undefined;
}
