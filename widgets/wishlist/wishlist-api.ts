/**
 * The wishlist calls (shop spec §2, §7): pages and fragments under {app}/{culture}/catalog/wishlist/, the same
 * controller for birth lists. Labels per kind, and how a failed call is told (shop spec §8).
 */
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { WishlistKind } from '../../runtime/events.ts';
import { HttpError } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { failureNotice } from './wishlist-rules.ts';

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
 * A wishlist call failed (a request sent with `handleErrors: false`): an error notice with the answer's Message,
 * whatever its status, else `fallback` (wishlist-rules.ts failureNotice). A 401 is the login modal only (the HTTP
 * client announced it); an aborted request, a 404 with nothing to show and an answer of the wrong shape go to the
 * error catalogue as for any call.
 */
export function tellFailure(runtime: Runtime, error: unknown, fallback: string): void {
  if (asksLogin(error)) return;
  const notice = error instanceof HttpError ? failureNotice(error.status, error.responseText, fallback) : null;
  if (notice !== null) void toast('error', notice);
  else runtime.errors.report(error);
}
