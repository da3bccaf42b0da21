/**
 * The VAT check's rules (shop spec §4 "VAT validity", §5): what the answer means for the page. Pure, so they are
 * unit-tested apart from the DOM.
 */

/** IsVATValidWebService: true (valid), false (invalid), null (the service did not answer). */
export type VatValidity = boolean | null;

/** The page's data-vat-valid: '' before any check (nothing known yet, taken as null), else the last answer. */
export function validityFromAttribute(text: string): VatValidity {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}

/** The answer's IsVATValidWebService, or undefined when the answer is not a VAT check answer at all. */
export function validityOfAnswer(answer: unknown): VatValidity | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const value = (answer as { IsVATValidWebService?: unknown }).IsVATValidWebService;
  return value === true || value === false || value === null ? value : undefined;
}

/**
 * The page reloads when the validity changed (the totals and the tax depend on it), except from valid to null: a
 * service that does not answer does not take an exemption back.
 */
export function reloadsAfter(previous: VatValidity, next: VatValidity): boolean {
  if (previous === next) return false;
  return !(previous === true && next === null);
}

/** The field group's flag: success, error, or neither while the service is unavailable. */
export const groupFlag = (validity: VatValidity): 'has-success' | 'has-error' | null =>
  validity === true ? 'has-success' : validity === false ? 'has-error' : null;
