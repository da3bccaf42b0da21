import type { Culture, Rule } from '../rule.ts';

/**
 * Runtime spec §5: valid when it parses under the culture's short date format. fr-BE and nl-BE both write
 * day/month/year (`31/12/2024`, `5/01/2024`); fr-BE also accepts dots, nl-BE dashes (`31-12-2024`).
 */
const SHORT_DATE: Record<Culture, RegExp> = {
  fr: /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/,
  nl: /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/,
};

/** The date a short date stands for, or null when it is not one (31/02 included). */
export function parseShortDate(text: string, culture: Culture): Date | null {
  const match = SHORT_DATE[culture].exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const date: Rule = {
  name: 'date',
  messageKey: 'Validation.Date',
  test: ({ value, culture }) => parseShortDate(value, culture) !== null,
};

/** jquery-validation's dateISO, what an input type="date" is checked with: yyyy-mm-dd or yyyy/mm/dd. */
export const dateiso: Rule = {
  name: 'dateiso',
  messageKey: 'Validation.DateIso',
  test: ({ value }) => /^\d{4}[/-](0?[1-9]|1[012])[/-](0?[1-9]|[12][0-9]|3[01])$/.test(value),
};
