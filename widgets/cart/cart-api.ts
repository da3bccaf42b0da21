/** The cart calls (shop spec §7) under {app}/api/v1/shoppingcarts, shared by the cart widgets. */
import { runtimeConfig } from '../../runtime/current.ts';
import { reloadPage, refreshRegion } from '../../runtime/page.ts';
import { appUrl } from '../../runtime/urls.ts';

export const cartUrl = (path = '') => appUrl(runtimeConfig().app, `api/v1/shoppingcarts${path ? `/${path}` : ''}`);

/** A page fragment of the current culture, e.g. `widget/shoppingcartitems`. */
export const cultureUrl = (path: string) => {
  const { app, culture } = runtimeConfig();
  return appUrl(app, `${culture}/${path}`);
};

export const CART_PAGE = '[data-widget~="cart-page"]';

/** Reloads the cart content around `from` in place (the whole page when it is not in a cart page). */
export async function reloadCart(from: Element, signal?: AbortSignal): Promise<void> {
  const region = from.closest<HTMLElement>(CART_PAGE);
  if (!region) {
    reloadPage();
    return;
  }
  await refreshRegion(region, CART_PAGE, signal);
}
