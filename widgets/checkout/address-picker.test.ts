// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './address-picker.ts';
import { HIDDEN_FIELDS } from './billing-fields.ts';

const address = (street: string, vat: string) =>
  JSON.stringify({ BillingStreet1: street, BillingCountry: '21', BillingVAT: vat, AccountType: 'Company' });

/** A signed-in B2B checkout: two billing addresses, the hidden billing fields, a visible VAT field holding `typed`. */
function checkout(typed: string, vatType = 'text'): { form: HTMLFormElement; picker: HTMLElement } {
  document.body.innerHTML = `<form class="checkout">
    <div data-widget="address-picker"><div data-selected-address>
      <input type="radio" name="ExistingBillingAddressId" value="21" checked
        data-billing-address='${address('Meir', 'BE0123456749')}'>
      <input type="radio" name="ExistingBillingAddressId" value="22"
        data-billing-address='${address('Kouter', 'BE0987654394')}'>
    </div></div>
    ${HIDDEN_FIELDS.map((name) => `<input type="hidden" name="${name}">`).join('')}
    <input type="radio" name="AccountType" value="Private"><input type="radio" name="AccountType" value="Company">
    <input type="${vatType}" name="BillingVAT" value="${typed}">
  </form>`;
  const picker = document.querySelector<HTMLElement>('[data-widget]')!;
  mount(
    picker,
    {
      type: 'Billing',
      inputname: 'ExistingBillingAddressId',
      selectedAddressId: '21',
      url: '/fr/widget/catalog/DeliveryAddressPicker',
      isAddNewAddress: true,
      isEditAddress: true,
    },
    { signal: new AbortController().signal, runtime: testRuntime() },
  );
  return { form: document.querySelector('form')!, picker };
}

const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

/** The shopper picks the address `id`; returns the VAT changes announced. */
function choose(form: HTMLFormElement, picker: HTMLElement, id: string): string[] {
  const announced: string[] = [];
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'BillingVAT') announced.push(target.value);
  });
  const radio = picker.querySelector<HTMLInputElement>(`input[value="${id}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  return announced;
}

describe('billing picker (shop spec §4)', () => {
  it('on a load, fills the hidden fields and the account type, and keeps the VAT number the shopper typed', () => {
    const { form } = checkout('BE 0123.456.789');
    expect(value(form, 'BillingStreet1')).toBe('Meir');
    expect(form.querySelector<HTMLInputElement>('input[name=AccountType][value=Company]')!.checked).toBe(true);
    expect(value(form, 'BillingVAT')).toBe('BE 0123.456.789');
  });

  it('another address: the untouched VAT field follows it (announced), a typed number stays', () => {
    const untouched = checkout('BE0123456749');
    expect(choose(untouched.form, untouched.picker, '22')).toEqual(['BE0987654394']);
    expect(value(untouched.form, 'BillingStreet1')).toBe('Kouter');

    const typed = checkout('BE 0123.456.789');
    expect(choose(typed.form, typed.picker, '22')).toEqual([]);
    expect(value(typed.form, 'BillingStreet1')).toBe('Kouter');
    expect(value(typed.form, 'BillingVAT')).toBe('BE 0123.456.789');
  });

  it('a hidden VAT field is a billing field like the others: it follows the chosen address', () => {
    const { form } = checkout('BE 0123.456.789', 'hidden');
    expect(value(form, 'BillingVAT')).toBe('BE0123456749');
  });
});
