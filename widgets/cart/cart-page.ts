/**
 * The cart page (shop spec §4, §7): each change calls the server, then the cart content reloads in place.
 * Quantity, delete and clear also announce cart:changed (the cart widget's counters follow). Changing the country
 * here announces country:changed as user-initiated, so this page does not refresh a second time for it.
 */
import type * as v from 'valibot';
import { emit, on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { runtimeConfig } from '../../runtime/current.ts';
import { confirmDialog, toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { onQuantityChange } from '../shared/quantity-events.ts';
import { attachCombobox } from '../shared/combobox.ts';
import { cartUrl, reloadCart } from './cart-api.ts';
import type { cartPageOptions } from './definitions.ts';

type Options = v.InferOutput<typeof cartPageOptions>;

const lineOf = (element: Element) => element.closest<HTMLElement>('[data-cart-item-id]');
const nameOf = (line: HTMLElement | null) =>
  line?.querySelector('[data-cart-item-name]')?.textContent?.trim() ??
  line?.querySelector('a')?.textContent?.trim() ??
  '';

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const reload = () => reloadCart(element, signal);

  /** A cart call, then the content reloads whatever the answer (a failure shows the server's truth again). */
  const call = async <T>(path: string, init: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) => {
    try {
      return await request<T>(cartUrl(path), { ...init, loader: true });
    } catch {
      await reload();
      return undefined;
    }
  };

  onQuantityChange(
    element,
    '[data-cart-item-quantity]',
    (input, value) => {
      const line = lineOf(input);
      if (!line) return;
      void (async () => {
        const answer = await call<{ Quantity?: number }>(`shoppingcartitems/${line.dataset.cartItemId}`, {
          method: 'PUT',
          body: { Quantity: value },
        });
        if (answer === undefined) return;
        if (typeof answer?.Quantity === 'number' && answer.Quantity !== value && answer.Quantity > 0) {
          void toast('warning', t('Cart.QuantityChanged', { name: nameOf(line), quantity: answer.Quantity }));
        }
        emit('cart:changed', { source: 'cart-quantity' });
        await reload();
      })();
    },
    signal,
  );

  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const remove = target.closest('[data-cart-item-delete]');
      const line = remove && lineOf(remove);
      if (line) {
        void (async () => {
          if ((await call(`shoppingcartitems/${line.dataset.cartItemId}`, { method: 'DELETE' })) === undefined) return;
          void toast('success', t('Cart.ItemRemoved', { name: nameOf(line) }));
          emit('cart:changed', { source: 'cart-delete' });
          await reload();
        })();
        return;
      }
      if (target.closest('[data-cart-clear]')) {
        void (async () => {
          if (!(await confirmDialog(t('Cart.ConfirmClear'), { confirmLabel: t('Cart.Clear') }))) return;
          if ((await call('', { method: 'DELETE' })) === undefined) return;
          emit('cart:changed', { source: 'cart-clear' });
          await reload();
        })();
      }
    },
    { signal },
  );

  element.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.name === 'ShippingMethodId') {
        void call('shippingmethods', { method: 'POST', body: { ShippingMethodId: Number(target.value) } }).then(
          async (answer) => {
            if (answer !== undefined) await reload();
          },
        );
      } else if (target.matches('[data-cart-country]')) {
        const countryId = (target as HTMLSelectElement).selectedOptions[0]?.dataset.countryId ?? target.value;
        void call('shippingcountries', { method: 'POST', body: { CountryCode: target.value } }).then(async (answer) => {
          if (answer === undefined) return;
          emit('country:changed', { countryId, userInitiated: true });
          await reload();
        });
      }
    },
    { signal },
  );

  // A country changed elsewhere (a header picker…): the cart shows its consequences.
  on(
    'country:changed',
    (event) => {
      if (!event.detail.userInitiated) void reload();
    },
    { signal },
  );

  // The postal code typeahead lives in the reloaded content: attached again after each reload.
  let typeahead: AbortController | undefined;
  const enhance = () => {
    typeahead?.abort();
    typeahead = new AbortController();
    signal.addEventListener('abort', () => typeahead?.abort(), { once: true });
    const input = element.querySelector<HTMLInputElement>('[data-cart-postal-code]');
    if (!input) return;
    attachCombobox(input, {
      minLength: options.postalCodeMinLength,
      signal: typeahead.signal,
      suggest: async (term, abort) => {
        const countryId = input.dataset.countryId ?? '';
        try {
          const cities = await request<Record<string, string>>(
            appUrl(
              runtimeConfig().app,
              `api/v1/countries/${encodeURIComponent(countryId)}/cities/${encodeURIComponent(term)}`,
            ),
            { signal: abort, handleErrors: false, query: { culture: runtimeConfig().culture } },
          );
          return Object.entries(cities ?? {}).map(([id, name]) => ({ value: id, label: String(name) }));
        } catch {
          return null;
        }
      },
      onChoose: (city) => {
        input.value = city.label;
        void call('city', { method: 'POST', body: { CityId: Number(city.value) } }).then(async (answer) => {
          if (answer !== undefined) await reload();
        });
      },
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
