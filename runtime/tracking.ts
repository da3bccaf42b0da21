/**
 * Tag-manager tracking: everything goes to `window.dataLayer` (created when absent).
 * mailto: and tel: clicks push emailClick / phoneClick; ecommerce payloads are passed through as given.
 */
import { delegate } from './dom.ts';

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function track(entry: DataLayerEntry): void {
  dataLayer().push(entry);
}

/** Pushes an ecommerce payload (e.g. from a server answer's DataLayer field) unchanged. */
export function trackEcommerce(payload: DataLayerEntry): void {
  dataLayer().push(payload);
}

/** The dataLayer entry for a click on `href`, or null when it is not a mailto:/tel: link. Pure. */
export function contactClickEntry(href: string): DataLayerEntry | null {
  const match = /^(mailto|tel):([^?]*)/i.exec(href.trim());
  if (!match) return null;
  const target = decodeURIComponent(match[2] ?? '');
  return match[1]?.toLowerCase() === 'mailto'
    ? { event: 'emailClick', email: target }
    : { event: 'phoneClick', phone: target };
}

/** Starts the delegated mailto:/tel: click tracking; returns the function that stops it. */
export function startContactTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = delegate(event, 'a[href]');
    const entry = link ? contactClickEntry(link.getAttribute('href') ?? '') : null;
    if (entry) track(entry);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
