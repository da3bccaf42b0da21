/**
 * Pure rules of the wishlist widgets (shop spec §3 "Wishlist", §4 membership, §5, §8, §9): answer shapes, the
 * desired quantity shown as a positive number, the auto-open query, the message a failure shows.
 */
import * as v from 'valibot';
import type { WishlistKind } from '../../runtime/events.ts';

/** Shop spec §9: a page with openWishlist or openBirthlist in its query opens the matching modal after 200 ms. */
export const AUTO_OPEN_DELAY_MS = 200;

/** The kind whose modal the page's query asks to open (`?openWishlist`, `?openBirthlist`, any value but false). */
export function autoOpenKind(search: string): WishlistKind | null {
  const query = new URLSearchParams(search);
  const asked = (name: string) => query.has(name) && query.get(name)?.toLowerCase() !== 'false';
  if (asked('openWishlist')) return 'wishlist';
  if (asked('openBirthlist')) return 'birthlist';
  return null;
}

/** Shop spec §5: a wishlist quantity is formatted as a positive number; null when it is not a number at all. */
export function positiveQuantity(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  if (String(value ?? '').trim() === '' || !Number.isFinite(number)) return null;
  return Math.abs(Math.trunc(number));
}

/** The add form's success answer (shop spec §3): Message, WishlistId, DataLayer. */
export const addAnswer = v.object({
  Message: v.optional(v.nullable(v.string())),
  WishlistId: v.optional(v.nullable(v.number())),
  DataLayer: v.optional(v.unknown()),
});

/** The desired-quantity answer (shop spec §3): IsSuccessfull, WishlistProductId, Quantity. */
export const quantityAnswer = v.object({
  IsSuccessfull: v.boolean(),
  WishlistProductId: v.optional(v.nullable(v.number())),
  Quantity: v.optional(v.nullable(v.number())),
});

/** The list deletion answer: may hold the address to go to (followed only when it is of this site). */
export const deleteListAnswer = v.nullable(v.object({ Uri: v.optional(v.nullable(v.string())) }));

/** Membership (isinthelist): a JSON boolean, or an object telling it. */
export const membershipAnswer = v.union([
  v.boolean(),
  v.pipe(
    v.object({ IsInList: v.boolean() }),
    v.transform((answer) => answer.IsInList),
  ),
]);

/** The products count of the header: a number, or an object telling it. */
export const countAnswer = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(
    v.object({ Count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    v.transform((answer) => answer.Count),
  ),
]);

/** The Message of a failed JSON answer (its text, never HTML), or null. */
export function answerMessage(responseText: string): string | null {
  try {
    const answer: unknown = JSON.parse(responseText);
    if (typeof answer === 'object' && answer !== null && 'Message' in answer) {
      const message = answer.Message;
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // not JSON: no message of its own
  }
  return null;
}

/**
 * The error notice a failed wishlist call shows (shop spec §8 "error notice with the response Message"): the
 * answer's Message whatever the status (a list deleted meanwhile answers 404 with one), else `fallback`; null when
 * it is no notice of the call's own: a 401 (the login modal only, runtime spec §6), an aborted request (0) and a 404
 * that carries nothing to show (the error catalogue: a console line, runtime spec §8).
 */
export function failureNotice(status: number, responseText: string, fallback: string): string | null {
  if (status === 401 || status === 0) return null;
  return answerMessage(responseText) ?? (status === 404 ? null : fallback);
}

/** The standard reason phrases: a status text equal to one of them is not a message a CMS wrote for the shopper. */
const STANDARD_REASONS = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'method not allowed',
  'conflict',
  'gone',
  'payload too large',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
  'internal server error',
  'not implemented',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

/**
 * Shop spec §8: a desired-quantity failure shows the server's status text, or the generic server error when the
 * status line carries only the standard phrase (which would be English, and says nothing to a shopper).
 */
export function ownStatusText(statusText: string): string | null {
  const text = statusText.trim();
  if (!text || STANDARD_REASONS.has(text.toLowerCase())) return null;
  return text;
}

/** Characters as a shopper counts them (an emoji is one). */
export const characterCount = (text: string) => [...text].length;

/** Why a list name or description cannot be saved, or null. */
export function editProblem(
  value: string,
  rules: { required: boolean; maxLength: number | null },
): 'required' | 'length' | null {
  const trimmed = value.trim();
  if (rules.required && !trimmed) return 'required';
  if (rules.maxLength !== null && characterCount(trimmed) > rules.maxLength) return 'length';
  return null;
}

/**
 * The entries of an answer's DataLayer field to push: an object, a list of objects, or either as JSON text.
 * Throws when it is something else (the caller swallows it with a warning, as cart analytics).
 */
export function dataLayerEntries(value: unknown): Record<string, unknown>[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || parsed === undefined) return [];
  const entries: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  if (!entries.every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry))) {
    throw new Error('the DataLayer field is not an object or a list of objects');
  }
  return entries as Record<string, unknown>[];
}
