/**
 * The cart widget (shop spec §4): counters refreshed on every cart:changed, and an item list loaded when the
 * shopper opens it (and refreshed while it is open). Amounts come as HTML from the CMS; only their text is shown.
 */
import { on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { textOfHtml } from '../shared/html-text.ts';
import { cartUrl, cultureUrl } from './cart-api.ts';

interface CartSummary {
  ItemsCount?: number;
  AmountTaxInclHtml?: string;
  AmountTaxExclHtml?: string;
}

const textOf = (html: string | undefined) => (html === undefined ? undefined : textOfHtml(html));

export function mount(element: HTMLElement, _options: unknown, { signal, runtime }: WidgetContext) {
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

  const refreshCounters = async () => {
    let summary: CartSummary | null;
    try {
      summary = await request<CartSummary>(cartUrl(config), {
        query: { culture: config.culture },
        key: 'cart-summary',
        signal,
        handleErrors: false,
      });
    } catch (error) {
      console.warn('[runtime] The cart counters could not be refreshed:', error);
      return;
    }
    // An empty answer succeeded but carries no figures: the counters keep what they show.
    if (summary === null) return;
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
  };

  const loadItems = async () => {
    if (!items) return;
    items.setAttribute('aria-busy', 'true');
    try {
      // The CMS's own fragment of the cart lines, inserted as the legacy widget did.
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
  };

  const setOpen = (open: boolean) => {
    if (!toggle || !items || !panel) return;
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open) void loadItems();
  };

  toggle?.addEventListener('click', () => setOpen(!isOpen()), { signal });
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        toggle?.focus();
      }
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (isOpen() && !element.contains(event.target as Node)) setOpen(false);
    },
    { signal },
  );
  // The cart changed, or its prices did (they include the VAT of another country now).
  const refresh = () => {
    void refreshCounters();
    if (isOpen()) void loadItems();
  };
  on('cart:changed', refresh, { signal });
  on('sales-tax:changed', refresh, { signal });
  return () => status.remove();
}
