/**
 * The cart widget (shop spec §4): counters refreshed on every cart:changed (and when the page comes back from the
 * back-forward cache), and an item list loaded when the
 * shopper opens it (and refreshed while it is open). Amounts come as HTML from the CMS; only their text is shown.
 */
import { on } from '../../runtime/events.ts';
import { HttpError, request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { textOfHtml } from '../shared/html-text.ts';
import { cartUrl, cultureUrl } from './cart-api.ts';
import type { CartSummaryOptions } from './definition.ts';

interface CartSummary {
  ItemsCount?: number;
  AmountTaxInclHtml?: string;
  AmountTaxExclHtml?: string;
}

const textOf = (html: string | undefined) => (html === undefined ? undefined : textOfHtml(html));

type Config = WidgetContext['runtime']['config'];

/** Fetches the cart's figures and shows them in the counters and amounts; a failure keeps what they show. */
async function refreshCounters(element: HTMLElement, status: HTMLElement, config: Config, signal: AbortSignal) {
  let summary: CartSummary | null;
  try {
    summary = await request<CartSummary>(cartUrl(config), {
      query: { culture: config.culture },
      key: 'cart-summary',
      signal,
      handleErrors: false,
    });
  } catch (error) {
    // Aborted: the widget left the page (a refreshed header brings its own), or a newer refresh took over.
    if (!(error instanceof HttpError && error.aborted))
      console.warn('[runtime] The cart counters could not be refreshed:', error);
    return;
  }
  // An empty answer succeeded but carries no figures: the counters keep what they show.
  if (summary !== null) showSummary(element, status, summary);
}

/** Writes the item count (also announced) and the amounts, as text, where the cart widget shows them. */
function showSummary(element: HTMLElement, status: HTMLElement, summary: CartSummary): void {
  const count = Number(summary.ItemsCount);
  if (Number.isFinite(count)) {
    for (const counter of element.querySelectorAll('[data-cart-count]')) counter.textContent = String(count);
    status.textContent = t('Cart.ItemsCount', { count });
  }
  const amounts = { incl: textOf(summary.AmountTaxInclHtml), excl: textOf(summary.AmountTaxExclHtml) };
  for (const amount of element.querySelectorAll<HTMLElement>('[data-cart-amount]')) {
    const text = amounts[amount.dataset.cartAmount as 'incl' | 'excl'];
    if (text !== undefined) amount.textContent = text;
  }
}

/** Loads the CMS's own fragment of the cart lines into the list, inserted as the legacy widget did. */
async function loadItems(items: HTMLElement, config: Config, signal: AbortSignal) {
  items.setAttribute('aria-busy', 'true');
  try {
    items.innerHTML = await request(cultureUrl(config, 'widget/shoppingcartitems'), {
      expect: 'html',
      key: 'cart-items',
      signal,
    });
  } catch {
    items.textContent = t('Core.ErrorServer');
  } finally {
    items.removeAttribute('aria-busy');
  }
}

/** The open list closes on Escape (focus back on its toggle) and on a click outside the cart widget. */
function closeOnEscapeOrOutside(
  element: HTMLElement,
  toggle: HTMLElement | null,
  list: { isOpen: () => boolean; setOpen: (open: boolean) => void },
  signal: AbortSignal,
): void {
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && list.isOpen()) {
        list.setOpen(false);
        toggle?.focus();
      }
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (list.isOpen() && !element.contains(event.target as Node)) list.setOpen(false);
    },
    { signal },
  );
}

export function mount(element: HTMLElement, _options: CartSummaryOptions, { signal, runtime }: WidgetContext) {
  const { config } = runtime;
  const toggle = element.querySelector<HTMLElement>('[data-cart-items-toggle]');
  const items = element.querySelector<HTMLElement>('[data-cart-items]');
  // What opens and closes: the list's [data-cart-panel] (the list and the cart's amounts), else the list itself.
  const panel = items?.closest<HTMLElement>('[data-cart-panel]') ?? items;
  const status = document.createElement('span');
  status.className = 'rt-visually-hidden';
  status.setAttribute('role', 'status');
  element.append(status);

  const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    if (!toggle || !items || !panel) return;
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open) void loadItems(items, config, signal);
  };

  toggle?.addEventListener('click', () => setOpen(!isOpen()), { signal });
  closeOnEscapeOrOutside(element, toggle, { isOpen, setOpen }, signal);
  // The cart changed, or its prices did (they include the VAT of another country now).
  const refresh = () => {
    void refreshCounters(element, status, config, signal);
    if (isOpen() && items) void loadItems(items, config, signal);
  };
  on('cart:changed', refresh, { signal });
  on('sales-tax:changed', refresh, { signal });
  // Back from the back-forward cache: the cart may have changed on another page meanwhile.
  on('page:restored', refresh, { signal });
  return () => status.remove();
}
