/** The cart calls (shop spec §7) under {app}/api/v1/shoppingcarts, shared by the cart widgets. */
import type { RuntimeConfig } from '../../runtime/config.ts';
import { refreshRegion } from '../../runtime/region-refresh.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { appUrl } from '../../runtime/urls.ts';

export const cartUrl = (config: Pick<RuntimeConfig, 'app'>, path = '') =>
  appUrl(config.app, `api/v1/shoppingcarts${path ? `/${path}` : ''}`);

/** A page fragment of the current culture, e.g. `widget/shoppingcartitems`. */
export const cultureUrl = (config: Pick<RuntimeConfig, 'app' | 'culture'>, path: string) =>
  appUrl(config.app, `${config.culture}/${path}`);

export const CART_PAGE = '[data-widget~="cart-page"]';

/** Reloads the cart content around `from` in place (the whole page when it is not in a cart page). */
export async function reloadCart(runtime: Runtime, from: Element, signal?: AbortSignal): Promise<void> {
  const region = from.closest<HTMLElement>(CART_PAGE);
  if (!region) {
    runtime.pages.reload();
    return;
  }
  await refreshRegion(region, CART_PAGE, signal);
}
