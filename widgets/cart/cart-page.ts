/**
 * The cart page (shop spec §4, §7): each change calls the server, then the cart content reloads in place.
 * Quantity, delete and clear also announce cart:changed (the cart widget's counters follow). Changing the country
 * here announces country:changed as user-initiated, so this page does not refresh a second time for it.
 */
import { emit, on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { confirmDialog, toast } from '../../runtime/ui.ts';
import { onQuantityChange } from '../shared/quantity-events.ts';
import { attachCityTypeahead } from '../shared/city-typeahead.ts';
import { cartUrl, reloadCart } from './cart-api.ts';
import { trackCartItem } from './cart-analytics.ts';
import type { CartPageOptions as Options } from './definition.ts';

const lineOf = (element: Element) => element.closest<HTMLElement>('[data-cart-item-id]');
const nameOf = (line: HTMLElement | null) =>
  line?.querySelector('[data-cart-item-name]')?.textContent?.trim() ??
  line?.querySelector('a')?.textContent?.trim() ??
  '';
/** The line's quantity as the server last rendered it (the content reloads after each change). */
const renderedQuantity = (line: HTMLElement) =>
  Number(line.querySelector<HTMLInputElement>('[data-cart-item-quantity]')?.defaultValue ?? Number.NaN);

/**
 * The server has set the line to `quantity`: the line's rendered quantity says so until its content comes back, so
 * that a change or deletion made on it before then is counted from there, not from what the page first showed.
 */
const markRendered = (input: HTMLInputElement, quantity: number) => {
  input.defaultValue = String(quantity);
};

/**
 * A cart call, then the content reloads whatever came of it (a failure shows the server's truth again). Success
 * is any 2xx, an empty one (null: Ok() or NoContent()) included: `then` runs only on success, before the reload.
 * A failure is the rejection: the error catalogue has told the shopper, nothing is announced.
 */
type CartCall = <T>(path: string, init: CartInit, then?: (answer: T | null) => void) => Promise<void>;
type CartInit = { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** The cart page's one way to call the cart API: the call, then the content reloads. */
function cartCaller(config: WidgetContext['runtime']['config'], reload: () => Promise<void>): CartCall {
  return async <T>(path: string, init: CartInit, then?: (answer: T | null) => void) => {
    let answer: T | null;
    try {
      answer = await request<T>(cartUrl(config, path), { ...init, loader: true });
    } catch {
      await reload();
      return;
    }
    then?.(answer);
    await reload();
  };
}

/** A line's quantity box changed: the server sets it, says when it kept another one, and the counters follow. */
function changeLineQuantities(element: HTMLElement, options: Options, call: CartCall, signal: AbortSignal): void {
  onQuantityChange(
    element,
    '[data-cart-item-quantity]',
    (input, value) => {
      const line = lineOf(input);
      if (!line) return;
      void call<{ Quantity?: unknown }>(
        `shoppingcartitems/${line.dataset.cartItemId}`,
        { method: 'PUT', body: { Quantity: value } },
        (answer) => {
          // The server may keep another quantity (stock…); an empty answer kept the one asked.
          const kept = answer?.Quantity;
          if (typeof kept === 'number' && kept !== value && kept > 0) {
            void toast('warning', t('Cart.QuantityChanged', { name: nameOf(line), quantity: kept }));
          }
          const after = typeof kept === 'number' && kept >= 0 ? kept : value;
          trackCartItem(line, nameOf(line), { before: renderedQuantity(line), after }, options.currency);
          markRendered(input, after);
          emit('cart:changed', { source: 'cart-quantity' });
        },
      );
    },
    signal,
  );
}

/** The delete button of a line removes it. */
function removeLine(line: HTMLElement, options: Options, call: CartCall): void {
  void call(`shoppingcartitems/${line.dataset.cartItemId}`, { method: 'DELETE' }, () => {
    void toast('success', t('Cart.ItemRemoved', { name: nameOf(line) }));
    trackCartItem(line, nameOf(line), { before: renderedQuantity(line), after: 0 }, options.currency);
    emit('cart:changed', { source: 'cart-delete' });
  });
}

/** The clear button empties the cart once the shopper confirms. */
async function clearCart(element: HTMLElement, options: Options, call: CartCall): Promise<void> {
  if (!(await confirmDialog(t('Cart.ConfirmClear'), { confirmLabel: t('Cart.Clear') }))) return;
  await call('', { method: 'DELETE' }, () => {
    for (const line of element.querySelectorAll<HTMLElement>('[data-cart-item-id]')) {
      trackCartItem(line, nameOf(line), { before: renderedQuantity(line), after: 0 }, options.currency);
    }
    emit('cart:changed', { source: 'cart-clear' });
  });
}

/** The shipping method and the shipping country, chosen on this page, are sent to the server. */
function chooseShipping(element: HTMLElement, call: CartCall, signal: AbortSignal): void {
  element.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.name === 'ShippingMethodId') {
        void call('shippingmethods', { method: 'POST', body: { ShippingMethodId: Number(target.value) } });
      } else if (target.matches('[data-cart-country]')) {
        const countryId = (target as HTMLSelectElement).selectedOptions[0]?.dataset.countryId ?? target.value;
        void call('shippingcountries', { method: 'POST', body: { CountryCode: target.value } }, () =>
          emit('country:changed', { countryId, userInitiated: true }),
        );
      }
    },
    { signal },
  );
}

/**
 * The postal code typeahead, which lives in the reloaded content: attached again after each reload. Returns the
 * cleanup.
 */
function attachPostalCodeTypeahead(
  element: HTMLElement,
  options: Options,
  { signal, runtime }: WidgetContext,
  call: CartCall,
): () => void {
  let typeahead: AbortController | undefined;
  const enhance = () => {
    typeahead?.abort();
    typeahead = new AbortController();
    signal.addEventListener('abort', () => typeahead?.abort(), { once: true });
    const input = element.querySelector<HTMLInputElement>('[data-cart-postal-code]');
    if (!input) return;
    attachCityTypeahead(input, {
      config: runtime.config,
      minLength: options.postalCodeMinLength,
      signal: typeahead.signal,
      onChoose: (city) => void call('city', { method: 'POST', body: { CityId: Number(city.value) } }),
    });
  };
  enhance();
  const observer = new MutationObserver(() => {
    const input = element.querySelector('[data-cart-postal-code]');
    if (input && input.getAttribute('role') !== 'combobox') enhance();
  });
  observer.observe(element, { childList: true });
  return () => {
    observer.disconnect();
    typeahead?.abort();
  };
}

export function mount(element: HTMLElement, options: Options, context: WidgetContext) {
  const { signal, runtime } = context;
  const reload = () => reloadCart(runtime, element, signal);
  const call = cartCaller(runtime.config, reload);

  changeLineQuantities(element, options, call, signal);
  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const remove = target.closest('[data-cart-item-delete]');
      const line = remove && lineOf(remove);
      if (line) removeLine(line, options, call);
      else if (target.closest('[data-cart-clear]')) void clearCart(element, options, call);
    },
    { signal },
  );
  chooseShipping(element, call, signal);
  // A country changed elsewhere (a header picker…): the cart shows its consequences.
  on(
    'country:changed',
    (event) => {
      if (!event.detail.userInitiated) void reload();
    },
    { signal },
  );
  return attachPostalCodeTypeahead(element, options, context, call);
}
