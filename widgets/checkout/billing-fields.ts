/**
 * The billing picker's duty (shop spec §4 "Billing picker", §8): the chosen address fills the hidden billing
 * fields and the account-type radio. A missing hidden input or radio is a console warning, never a failure. A VAT
 * number the shopper typed in a visible field is never replaced (billing-rules.ts).
 */
import { vatAfterChoice } from './billing-rules.ts';

export const HIDDEN_FIELDS = [
  'BillingFirstName',
  'BillingLastName',
  'BillingStreet1',
  'BillingHouseNumber',
  'BillingBoxNumber',
  'BillingPostalCode',
  'BillingCity',
  'BillingCountry',
] as const;

/** The address a billing radio carries (data-billing-address, JSON written by the CMS); null when unreadable. */
export function billingAddressOf(radio: HTMLInputElement): Record<string, string> | null {
  try {
    const data: unknown = JSON.parse(radio.dataset.billingAddress ?? '');
    if (!data || typeof data !== 'object') throw new TypeError('not an object');
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, value == null ? '' : String(value)]),
    );
  } catch {
    console.warn(
      '[runtime] address-picker: the chosen billing address carries no readable data-billing-address.',
      radio,
    );
    return null;
  }
}

/**
 * Fills the billing fields of `form` from `address`, `before` being the address filled until then (the same one on a
 * page load). With `announce`, a changed country or VAT is announced with a change event on its field, so the
 * checkout re-checks the VAT or sends the country.
 */
export function fillBilling(
  form: HTMLFormElement,
  address: Record<string, string>,
  { announce, before }: { announce: boolean; before: Record<string, string> },
): void {
  const country = form.querySelector<HTMLInputElement>('input[type=hidden][name="BillingCountry"]');
  const countryBefore = country?.value;
  for (const name of HIDDEN_FIELDS) {
    const input = form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`);
    if (!input) console.warn(`[runtime] address-picker: the checkout has no hidden ${name} input.`);
    else input.value = address[name] ?? '';
  }
  const type = address.AccountType ?? '';
  const radio = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=radio][name="AccountType"]')).find(
    (candidate) => candidate.value === type,
  );
  if (radio) radio.checked = true;
  else console.warn(`[runtime] address-picker: the checkout has no AccountType radio for "${type}".`);
  const vat = form.querySelector<HTMLInputElement>('input[name="BillingVAT"]');
  const vatBefore = vat?.value;
  if (vat && 'BillingVAT' in address) {
    vat.value = vatAfterChoice({
      current: vat.value,
      hidden: vat.type === 'hidden',
      before: before.BillingVAT ?? '',
      chosen: address.BillingVAT ?? '',
    });
  }
  if (!announce) return;
  if (country && country.value !== countryBefore) country.dispatchEvent(new Event('change', { bubbles: true }));
  else if (vat && vat.value !== vatBefore) vat.dispatchEvent(new Event('change', { bubbles: true }));
}
