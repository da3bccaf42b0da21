import * as v from 'valibot';
import { attr, noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const kind = v.optional(
  attr.choice({
    description: 'Which lists: wishlists or birth lists (labels and pages of their own).',
    values: ['wishlist', 'birthlist'],
  }),
  'wishlist',
);

export const wishlistButtonOptions = v.object({ kind });
export type WishlistButtonOptions = OptionsOf<typeof wishlistButtonOptions>;

export const wishlistButtonWidget = defineWidget({
  name: 'wishlist-button',
  reads: ['data-in-list', 'data-variant-link'],
  description:
    'On a product’s wishlist link (<a href> to {culture}/catalog/wishlist/popup?productVariantId={id}, or the page’s own path): opens that page in a dialog for the variant chosen right now (a variant refresh in flight is waited for; on a product page add data-variant-link="productVariantId"). data-in-list="true" marks a product already in a list; the link says so after an add. A page whose query has openWishlist (openBirthlist for data-kind="birthlist") opens the first such dialog 200 ms after load.',
  options: wishlistButtonOptions,
  load: () => import('./wishlist-button.ts'),
});

const wishlistAddOptions = v.object({ kind });

export const wishlistAddWidget = defineWidget({
  name: 'wishlist-add',
  writes: true,
  description:
    'The add form of the wishlist dialog: a WishlistId select (0 = a new list named by NewListName), ProductVariantId, a [data-wishlist-membership] status. Changing the list asks GET catalog/wishlist/isinthelist; sending posts catalog/wishlist/addproductvariant (success: notice, DataLayer pushed, cart of lists updated, dialog closed; failure: the answer’s Message). [data-wishlist-remove="list"] and [data-wishlist-remove="all"] delete the product from the chosen list or from every list.',
  options: wishlistAddOptions,
  load: () => import('./wishlist-add.ts'),
});
export type WishlistAddOptions = OptionsOf<typeof wishlistAddOptions>;

export const wishlistCountWidget = defineWidget({
  name: 'wishlist-count',
  description:
    'The header’s wishlist link: its [data-wishlist-count] follows GET {culture}/catalog/wishlist/products/count after every add or delete.',
  options: noOptions,
  load: () => import('./wishlist-count.ts'),
});
export type WishlistCountOptions = OptionsOf<typeof noOptions>;

const wishlistPageOptions = v.object({ kind });

export const wishlistPageWidget = defineWidget({
  name: 'wishlist-page',
  writes: true,
  description:
    'The wishlist (or birth list) page: side-menu links [data-wishlist-link] load {culture}/catalog/wishlist/list_item?wishlistid={id} into [data-wishlist-items] and update the address (back and forward restore it); in the list ([data-wishlist-list][data-wishlist-id]): inline edits of [data-wishlist-edit="name" | "description"], [data-wishlist-remove] deletes a line from the list, [data-wishlist-delete] deletes the list, [data-wishlist-to-cart] adds the whole list to the cart; saved desired quantities update [data-wishlist-quantity].',
  options: wishlistPageOptions,
  load: () => import('./wishlist-page.ts'),
});
export type WishlistPageOptions = OptionsOf<typeof wishlistPageOptions>;

export const wishlistQuantityWidget = defineWidget({
  name: 'wishlist-quantity',
  writes: true,
  description:
    'The desired-quantity form (Id, Quantity) of a wishlist line, in its dialog: posts catalog/wishlist/updatequantity; on success the list shows the new quantity and the dialog closes; a failure shows the server’s status text or the generic server error.',
  options: noOptions,
  load: () => import('./wishlist-quantity.ts'),
});
export type WishlistQuantityOptions = OptionsOf<typeof noOptions>;
