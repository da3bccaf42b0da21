/**
 * The shop's stores, nearest first (the store-finder widget): a React island (store-list.tsx) over the server's
 * list. Each item carries data-lat and data-lng; once the visitor's location is known, the items are reordered by
 * distance, each shows how far it is, and a polite status tells the new order. The focused link stays focused.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import { type Store, StoreFinder, type StoreStatus } from './store-list.tsx';
import type { StoreFinderOptions } from './definition.ts';

/** An element's server text, taken out: from now on the island draws it. */
function takeText(element: HTMLElement): string {
  const text = element.textContent ?? '';
  element.replaceChildren();
  return text;
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

function storesOf(list: HTMLElement): Store[] {
  const stores: Store[] = [];
  for (const item of Array.from(list.children)) {
    if (!(item instanceof HTMLLIElement)) continue;
    const lat = Number(item.dataset.lat);
    const lng = Number(item.dataset.lng);
    if (item.dataset.lat && item.dataset.lng && Number.isFinite(lat) && Number.isFinite(lng)) {
      const slot = distanceSlot(item);
      stores.push({ item, lat, lng, slot, serverDistance: takeText(slot) });
    } else {
      console.warn('[runtime] A store without valid data-lat and data-lng stays at the end of the list.', item);
    }
  }
  return stores;
}

function statusOf(element: HTMLElement, list: HTMLElement): StoreStatus {
  let status = element.querySelector<HTMLElement>('[data-store-status]');
  if (!status) {
    status = document.createElement('p');
    status.className = 'rt-visually-hidden';
    status.setAttribute('role', 'status');
    status.setAttribute('data-store-status', '');
    list.after(status);
  }
  return { element: status, serverText: takeText(status) };
}

export function mount(element: HTMLElement, _options: StoreFinderOptions, { runtime }: WidgetContext) {
  const list = element.matches('ol, ul') ? element : element.querySelector<HTMLElement>('ol, ul');
  if (!list) {
    console.error('[runtime] The store-finder widget needs a list of stores.', element);
    return undefined;
  }
  const stores = storesOf(list);
  const status = statusOf(element, list);
  return mountIsland(element, <StoreFinder list={list} stores={stores} status={status} config={runtime.config} />);
}
