/**
 * The refund request's arithmetic (runtime spec §3 "Refund line", §5 "Refund"): line amount = unit price incl. tax
 * (a comma accepted as the decimal separator) × quantity; totals sum the quantities and the amounts to 2 decimals.
 * Amounts are counted in cents, so 0.1 + 0.2 is 0.30, not 0.30000000000000004.
 */

/**
 * A decimal as the CMS writes it: "59,95", "59.95", "1 234,56", "1.234,56". When both separators occur, the last
 * one is the decimal separator. Null when it is not a number.
 */
export function parseDecimal(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!value) return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.';
    value = value
      .split(decimal === ',' ? '.' : ',')
      .join('')
      .replace(decimal, '.');
  } else {
    value = value.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** A typed quantity kept between 0 and what was ordered, as a whole number; `corrected` when it had to change. */
export function boundQuantity(typed: string, ordered: number): { quantity: number; corrected: boolean } {
  const value = parseDecimal(typed);
  if (value === null) return { quantity: 0, corrected: typed.trim() !== '' };
  const quantity = Math.min(Math.max(0, Math.trunc(value)), Math.max(0, ordered));
  return { quantity, corrected: quantity !== value };
}

export const toCents = (amount: number) => Math.round(amount * 100);

/** A line's amount in cents. */
export const lineCents = (unitPrice: number, quantity: number) => toCents(unitPrice) * quantity;

/** The totals: how many items, and their amount (2 decimals). */
export function refundTotals(lines: { quantity: number; unitPrice: number }[]): { count: number; amount: number } {
  let count = 0;
  let cents = 0;
  for (const line of lines) {
    count += line.quantity;
    cents += lineCents(line.unitPrice, line.quantity);
  }
  return { count, amount: cents / 100 };
}

/** An amount as a form posts it in the CMS's culture: 2 decimals, comma separator. */
export const postedAmount = (amount: number) => amount.toFixed(2).replace('.', ',');
