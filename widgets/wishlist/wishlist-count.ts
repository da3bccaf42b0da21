/** The header's wishlist counter (shop spec §7 products/count): follows every add and delete. */
import * as v from 'valibot';
import { on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { wishlistUrl } from './wishlist-api.ts';
import { countAnswer } from './wishlist-rules.ts';
import type { WishlistCountOptions } from './definition.ts';

export function mount(element: HTMLElement, _options: WishlistCountOptions, { signal, runtime }: WidgetContext) {
  const count = element.querySelector<HTMLElement>('[data-wishlist-count]');
  if (!count) {
    console.error('[runtime] The wishlist-count widget needs a [data-wishlist-count] element inside.', element);
    return undefined;
  }
  on(
    'wishlist:changed',
    () => {
      void (async () => {
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
      })();
    },
    { signal },
  );
  return undefined;
}
