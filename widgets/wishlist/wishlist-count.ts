/**
 * The header's wishlist counter (shop spec §7 products/count): follows every add and delete, and asks again when
 * the page comes back from the back-forward cache (the lists may have changed on another page meanwhile).
 */
import * as v from 'valibot';
import { on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { wishlistUrl } from './wishlist-api.ts';
import { countAnswer } from './wishlist-rules.ts';
import type { WishlistCountOptions } from './definition.ts';

async function refreshCount(count: HTMLElement, { signal, runtime }: WidgetContext): Promise<void> {
  try {
    const answer = await request(wishlistUrl(runtime.config, 'products/count'), {
      key: 'wishlist-count',
      signal,
      handleErrors: false,
    });
    count.textContent = String(v.parse(countAnswer, answer));
  } catch (error) {
    // A counter that could not follow is not worth interrupting the shopper: the list itself was saved.
    if (!signal.aborted) console.warn('[runtime] The wishlist counter could not be refreshed:', error);
  }
}

export function mount(element: HTMLElement, _options: WishlistCountOptions, context: WidgetContext) {
  const count = element.querySelector<HTMLElement>('[data-wishlist-count]');
  if (!count) {
    console.error('[runtime] The wishlist-count widget needs a [data-wishlist-count] element inside.', element);
    return undefined;
  }
  const refresh = () => void refreshCount(count, context);
  on('wishlist:changed', refresh, { signal: context.signal });
  on('page:restored', refresh, { signal: context.signal });
  return undefined;
}
