/**
 * The wishlist calls (shop spec §2, §7): pages and fragments under {app}/{culture}/catalog/wishlist/, the same
 * controller for birth lists. Labels per kind, and how a failed call is told (shop spec §8).
 */
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { WishlistKind } from '../../runtime/events.ts';
import { HttpError } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { answerMessage } from './wishlist-rules.ts';

type Where = Pick<RuntimeConfig, 'app' | 'culture'>;

/** `{app}/{culture}/catalog/wishlist/{path}`. */
export const wishlistUrl = (config: Where, path: string) =>
  appUrl(config.app, `${config.culture}/catalog/wishlist/${path}`);

/** The page of the visitor's lists of a kind: `{culture}/catalog/wishlist/list` or `…/catalog/birthlist/list`. */
export const listsPageUrl = (config: Where, kind: WishlistKind) =>
  appUrl(config.app, `${config.culture}/catalog/${kind === 'birthlist' ? 'birthlist' : 'wishlist'}/list`);

/** `{app}/{culture}/catalog/products/addwishlisttocart`. */
export const listToCartUrl = (config: Where) =>
  appUrl(config.app, `${config.culture}/catalog/products/addwishlisttocart`);

/** The labels each kind has of its own (`Wishlist.<key>` and `Birthlist.<key>`). */
export const LABEL_KEYS = [
  'InAList',
  'InList',
  'NotInList',
  'Added',
  'Deleted',
  'ListDeleted',
  'ConfirmDelete',
  'AddedToCart',
  'ListGone',
  'NameRequired',
  'NameTooLong',
  'DescriptionTooLong',
  'NoDescription',
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

/** A label of the kind: `Wishlist.Deleted` or `Birthlist.Deleted`. */
export const label = (kind: WishlistKind, key: LabelKey, options?: Record<string, string | number>) =>
  t(`${kind === 'birthlist' ? 'Birthlist' : 'Wishlist'}.${key}`, options);

/**
 * A wishlist call failed: a login (401), an aborted request (0) and a missing resource (404) go to the error
 * catalogue as for any call; any other failure is an error notice with the answer's own Message, else `fallback`.
 * Call with a request sent with `handleErrors: false`.
 */
export function tellFailure(runtime: Runtime, error: unknown, fallback: string): void {
  if (error instanceof HttpError && ![0, 401, 404].includes(error.status)) {
    void toast('error', answerMessage(error.responseText) ?? fallback);
    return;
  }
  runtime.errors.report(error);
}
