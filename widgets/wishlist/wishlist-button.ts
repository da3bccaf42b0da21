/**
 * The wishlist button of a product page, card or list row (shop spec §2, §4; runtime spec §4 membership): a link to
 * the wishlist dialog's page, opened in a dialog for the variant chosen right now. Mounting costs an entry in a map
 * (a category page carries 100; one click listener on the document serves them all): the dialog and its form load
 * on the first click.
 */
import { on, type WishlistKind } from '../../runtime/events.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { openModal } from '../../runtime/ui.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { variantSettled } from '../shared/variant-state.ts';
import type { WishlistButtonOptions as Options } from './definition.ts';
import { label } from './wishlist-api.ts';
import { AUTO_OPEN_DELAY_MS, autoOpenKind } from './wishlist-rules.ts';
import { keepFromPrefetch } from '../shared/taken-over-links.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';

const BUTTONS = '[data-widget~="wishlist-button"]';
/** The mounted buttons (each its own hook), with the listeners they share. */
const buttons = new DelegatedHooks<HTMLAnchorElement>((signal) => listen(signal));
/** Buttons whose dialog is being opened: a double click opens one. */
const opening = new WeakSet<HTMLElement>();
/** The page (address) whose auto-open has been scheduled, so that only the first button of the kind opens. */
let autoOpenedOn = '';

export function mount(element: HTMLElement, options: Options, context: WidgetContext) {
  if (!(element instanceof HTMLAnchorElement) || !element.getAttribute('href')) {
    console.error('[runtime] The wishlist-button widget goes on a link (<a href>) to the wishlist dialog.', element);
    return undefined;
  }
  keepFromPrefetch(element);
  buttons.add(element, element);
  // The signal only where it is needed: the registry makes it on first use (a list of 100 buttons needs none).
  scheduleAutoOpen(element, options.kind, context);
  if (element.hasAttribute('data-variant-link')) forgetMembershipOnVariantChange(element, context.signal);
  return () => buttons.remove(element, element);
}

/**
 * On a product page the link follows the chosen variant: what it said about the previous variant's membership no
 * longer holds, so it says nothing until the dialog (which asks the server) or an add tells again.
 */
function forgetMembershipOnVariantChange(button: HTMLAnchorElement, signal: AbortSignal): void {
  let variant = variantOf(button);
  const observer = new MutationObserver(() => {
    if (variantOf(button) === variant) return;
    variant = variantOf(button);
    delete button.dataset.inList;
    const state = button.querySelector('[data-wishlist-state]');
    if (state) state.textContent = '';
  });
  observer.observe(button, { attributes: true, attributeFilter: ['href'] });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

async function openDialog(button: HTMLAnchorElement): Promise<void> {
  if (opening.has(button)) return;
  opening.add(button);
  button.setAttribute('aria-busy', 'true');
  try {
    // A variant refresh in flight decides which variant the dialog is for (its link follows the variant).
    const form = button.closest('form');
    if (form) await variantSettled(form);
    const url = sameOriginPath(button.href);
    if (url === null) return;
    await openModal({ url, size: 'md' });
  } finally {
    opening.delete(button);
    button.removeAttribute('aria-busy');
  }
}

function scheduleAutoOpen(button: HTMLAnchorElement, kind: WishlistKind, context: WidgetContext): void {
  // Most pages ask for nothing: a category page of 100 buttons does not parse its query 100 times.
  if (!location.search.includes('open') || autoOpenKind(location.search) !== kind) return;
  const page = `${location.pathname}${location.search}#${kind}`;
  if (autoOpenedOn === page) return;
  autoOpenedOn = page;
  const timer = setTimeout(() => void openDialog(button), AUTO_OPEN_DELAY_MS);
  context.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}

/** The variant a button is for: its link's productVariantId, else data-variant-id. */
function variantOf(button: HTMLAnchorElement): number {
  const fromLink = new URL(button.href, location.href).searchParams.get('productVariantId');
  return Number(fromLink ?? button.dataset.variantId);
}

/**
 * One set of listeners for every button. A click, in the capture phase so that in-place navigation (which follows
 * links from the document) sees it prevented, opens the dialog; an add or a delete updates the buttons of that
 * variant and kind.
 */
function listen(signal: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = buttons.of(event.target);
      if (!button || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void openDialog(button);
    },
    { capture: true, signal },
  );
  on(
    'wishlist:changed',
    ({ detail }) => {
      if (detail.inList === undefined) return;
      for (const button of document.querySelectorAll<HTMLAnchorElement>(BUTTONS)) {
        const kind = button.dataset.kind === 'birthlist' ? 'birthlist' : 'wishlist';
        if (kind !== detail.kind || variantOf(button) !== detail.variantId) continue;
        showMembership(button, kind, detail.inList);
      }
    },
    { signal },
  );
}

/** The button says whether the product is in a list: data-in-list for the theme, and the words for everyone. */
function showMembership(button: HTMLAnchorElement, kind: WishlistKind, inList: boolean): void {
  button.dataset.inList = String(inList);
  const state = button.querySelector<HTMLElement>('[data-wishlist-state]');
  if (state) state.textContent = inList ? label(kind, 'InAList') : '';
}
