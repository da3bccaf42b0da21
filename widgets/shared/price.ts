/** Prices as the shop shows them. */

/** The price as the shop shows it, in the page's culture (fr-BE, nl-BE). */
export function formatPrice(amount: number, currency: string, culture: string): string {
  try {
    return new Intl.NumberFormat(`${culture}-BE`, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: the amount and the code as given.
    return `${amount.toFixed(2)} ${currency}`;
  }
}
