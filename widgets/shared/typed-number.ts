/** Numbers typed by a shopper, pure: the quantity box, its rules and the quantity listeners read them alike. */

/** A number typed by a shopper ("6", " 12 ", "1,5"); null when it is not one. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}
