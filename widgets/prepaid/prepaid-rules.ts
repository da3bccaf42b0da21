/** Pure rules of the prepaid account forms (runtime spec §5 "Adding prepaid money requires a Quantity"). */

/** The typed quantity is missing: empty or blanks (a browser reports an unreadable number input as empty). */
export const quantityMissing = (value: string): boolean => value.trim() === '';

/** The add-money answer: a URL as a JSON string, or an object carrying Url (either casing). */
export function answerUrl(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim() || null;
  if (answer && typeof answer === 'object') {
    const { Url, url } = answer as { Url?: unknown; url?: unknown };
    const value = Url ?? url;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}
