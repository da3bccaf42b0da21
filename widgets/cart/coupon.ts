/**
 * Coupon code box (runtime spec §4, §5, §8): apply needs a non-empty code (Enter applies too), removal only when
 * the field is not empty, and the cart content reloads after either. Rejected: the coupons title with the
 * no-coupon-available message; accepted: the coupons-valid notice; a failing call: an error notice.
 */
import { request } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { showError, toast } from '../../runtime/ui.ts';
import { cartUrl, reloadCart } from './cart-api.ts';
import type { CouponOptions } from './definition.ts';

export function mount(element: HTMLElement, _options: CouponOptions, { signal, runtime }: WidgetContext) {
  const input = element.querySelector<HTMLInputElement>('[name="CouponCode"]');
  if (!input) {
    console.error('[runtime] The coupon widget needs a CouponCode input.', element);
    return undefined;
  }

  const send = async (method: 'POST' | 'DELETE', code: string) => {
    // The server's word on a code: a truthy answer (true) accepts it; false or an empty answer (null) does not.
    let accepted: unknown;
    try {
      accepted = await request(cartUrl(runtime.config, 'coupon'), {
        method,
        body: method === 'POST' ? { CouponCode: code } : undefined,
        loader: true,
        handleErrors: false,
      });
    } catch (error) {
      // A failed call (the rejection), not a refusal: the error notice; a 401 is the login modal only.
      if (!asksLogin(error)) void toast('error', t('Coupons.Error'));
      return;
    }
    // The content first, so that the message (and the focus it returns) meets the fresh cart.
    await reloadCart(runtime, element, signal);
    if (method === 'POST') {
      if (accepted) void toast('success', t('Coupons.Valid'));
      else void showError(t('Coupons.NoCouponAvailable'), { title: t('Coupons.Title') });
    }
  };

  const apply = () => {
    const code = input.value.trim();
    if (!code) {
      input.focus();
      return;
    }
    void send('POST', code);
  };

  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (target.closest('[data-coupon-apply]')) apply();
      else if (target.closest('[data-coupon-remove]') && input.value.trim()) void send('DELETE', '');
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      apply();
    },
    { signal },
  );
  return undefined;
}
