/**
 * The culture's short date, read and written the way the validation rule reads it (validation/rules/date.ts:
 * day/month/year for fr-BE and nl-BE), so a picked date always passes `data-val-date`. Pure.
 */
import { parseShortDate } from '../../validation/rules/date.ts';
import type { Culture } from '../../validation/rule.ts';

/** A calendar day as a local Date at midnight, or undefined when the text is not a short date. */
export function readShortDate(text: string, culture: Culture): Date | undefined {
  const utc = parseShortDate(text, culture);
  return utc ? new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate()) : undefined;
}

/** `dd/mm/yyyy`, the short date fr-BE and nl-BE both write (Intl: `15/12/2026`). */
export function writeShortDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** An ISO day (`2026-12-15`, as in `min` and `max`) as a local Date, or undefined. */
export function readIsoDay(text: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : undefined;
}

/** The month the calendar opens on: the chosen day's, else today's kept within min and max. */
export function openingMonth(chosen: Date | undefined, today: Date, min?: Date, max?: Date): Date {
  let day = chosen ?? today;
  if (!chosen && min && day < min) day = min;
  if (!chosen && max && day > max) day = max;
  return new Date(day.getFullYear(), day.getMonth(), 1);
}
