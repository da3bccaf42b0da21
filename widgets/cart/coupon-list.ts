/**
 * The coupon list dialog (runtime spec §2 "coupon list dialog", §7): the public codes come with the CMS's HTML, the
 * customer's own from the user call; choosing one fills the cart's coupon box and applies it there.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { modalOf } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { CouponListOptions as Options } from './definition.ts';
import { delegate } from '../../runtime/dom.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

interface UserCoupon {
  CouponCode?: unknown;
  Description?: unknown;
}

function item(code: string, description: string): HTMLLIElement {
  const entry = document.createElement('li');
  entry.className = 'list-group-item d-flex justify-content-between align-items-center gap-2';
  const text = document.createElement('span');
  const strong = document.createElement('strong');
  strong.textContent = code;
  text.append(strong, ` ${description}`);
  const use = document.createElement('button');
  use.type = 'button';
  use.className = 'btn btn-sm btn-outline-primary';
  use.dataset.couponUse = code;
  use.textContent = t('Coupons.Use');
  use.setAttribute('aria-label', `${t('Coupons.Use')} ${code}`);
  entry.append(text, use);
  return entry;
}

export async function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  element.addEventListener(
    'click',
    (event) => {
      const use = delegate<HTMLElement>(event, '[data-coupon-use]');
      const code = use?.dataset.couponUse;
      if (!code) return;
      const input = document.querySelector<HTMLInputElement>('[data-widget~="coupon"] [name="CouponCode"]');
      const apply = input?.closest('[data-widget~="coupon"]')?.querySelector<HTMLElement>('[data-coupon-apply]');
      if (!input || !apply) {
        console.warn('[runtime] coupon-list: no coupon box on the page to put the code in.');
        return;
      }
      modalOf(element)?.close();
      input.value = code;
      apply.click();
    },
    { signal },
  );
  if (!options.userId) return undefined;
  const list = element.querySelector('ul') ?? element.appendChild(document.createElement('ul'));
  try {
    const coupons = await request<UserCoupon[]>(
      appUrl(runtime.config.app, `api/v1/couponcode/user/${encodeUriPart(options.userId)}`),
      { signal, handleErrors: false },
    );
    // An empty answer (null) is no coupon of their own, not a failure: the public codes stay.
    for (const coupon of Array.isArray(coupons) ? coupons : []) {
      if (typeof coupon?.CouponCode !== 'string') continue;
      list.append(item(coupon.CouponCode, typeof coupon.Description === 'string' ? coupon.Description : ''));
    }
  } catch (error) {
    console.warn('[runtime] coupon-list: the customer’s own coupons could not be loaded:', error);
  }
  return undefined;
}
