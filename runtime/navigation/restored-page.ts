/**
 * A page the browser gives back from its back-forward cache (`pageshow` with `persisted`; README "The back-forward
 * cache"): the same document the shopper left, its widgets mounted and listening. Nothing boots again, so nothing
 * mounts twice. What was passing when they left is put away: a page load under way (its loader and leaving
 * classes) and the runtime's open dialogs, but the consent one, which still asks its question. What the page shows
 * of the visitor may be stale (they may have filled the cart or signed in on another page): `page:restored` tells
 * the widgets (the cart and wishlist counters ask again), and the elements the CMS marks `data-refresh-on-restore`
 * (its header) are replaced by their copy in a fresh answer for the address; the registry unmounts the widgets of
 * the old copy and mounts those of the new one.
 */
import { emit } from '../events.ts';
import { request } from '../http.ts';
import { readHtml } from '../parsed-html.ts';

/** The runtime's dialogs that a restored page closes: all but the consent dialog. */
const PASSING_DIALOGS = 'dialog.rt-dialog[open]:not(.rt-consent)';
const REFRESHED_ON_RESTORE = '[data-refresh-on-restore]';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Calls `restored` each time the browser gives the page back from its back-forward cache. */
export function onRestore(restored: () => void): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) restored();
  });
}

/** Puts away what was passing when the shopper left: `settle` drops a page load, then the dialogs close. */
export function putAwayPassing(settle: () => void): void {
  settle();
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(PASSING_DIALOGS)) dialog.close();
}

/** Tells the widgets, then replaces the marked elements by their fresh copies. Resolves when done. */
export async function refreshVisitorParts(): Promise<void> {
  emit('page:restored', { url: location.href });
  const regions = Array.from(document.querySelectorAll<HTMLElement>(REFRESHED_ON_RESTORE));
  if (regions.length === 0) return;
  let answer: string;
  try {
    answer = await request(location.pathname + location.search, {
      expect: 'html',
      key: 'page-restored',
      headers: { 'Cache-Control': 'no-cache' },
      handleErrors: false,
    });
  } catch (error) {
    console.warn('[runtime] A page back from the back-forward cache could not refresh its header:', error);
    return;
  }
  readHtml(answer, (fresh) => {
    const copies = fresh.querySelectorAll(REFRESHED_ON_RESTORE);
    regions.forEach((region, index) => {
      const copy = region.id ? fresh.getElementById(region.id) : copies[index];
      if (copy) replaceKeepingFocus(region, document.importNode(copy, true));
    });
  });
}

/** `region` gives way to `copy`; the focus, when it was inside, goes to the same control of the copy. */
function replaceKeepingFocus(region: HTMLElement, copy: Element): void {
  const focused = document.activeElement;
  const at = focused && region.contains(focused) ? Array.from(region.querySelectorAll(FOCUSABLE)).indexOf(focused) : -1;
  region.replaceWith(copy);
  if (at >= 0) copy.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus({ preventScroll: true });
}
