// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../runtime/events.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './checkout-form.ts';

const mounted: AbortController[] = [];
afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
});

/** A checkout form (delivery methods, the other address, a guarded field) mounted on a server that records calls. */
function checkout() {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  document.body.innerHTML = `<form class="checkout">
    <input name="Reference" data-enter-guard>
    <select name="ShippingCountryId"><option value="21" selected>Belgique</option></select>
    <input type="radio" name="ShippingMethodId" value="4" data-pickup-carrier="bpost">
    <input type="checkbox" name="SameAddressForShipping" checked>
    <div data-other-address><input name="ShippingStreet1"></div>
  </form>`;
  const form = document.querySelector('form')!;
  const controller = new AbortController();
  mounted.push(controller);
  mount(
    form,
    { customerId: '', vatValid: '', postalCodeMinLength: 4 },
    { signal: controller.signal, runtime: testRuntime() },
  );
  return { form, fetch };
}

describe('checkout form wiring (shop spec §4, §5)', () => {
  it('Enter in a guarded field does not send the form', () => {
    const { form } = checkout();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    form.querySelector('[name=Reference]')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
  });

  it('"same address for shipping" hides the other address while checked, and shows it once unchecked', () => {
    const { form } = checkout();
    const same = form.querySelector<HTMLInputElement>('[name=SameAddressForShipping]')!;
    const other = form.querySelector<HTMLElement>('[data-other-address]')!;
    expect([other.hidden, same.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    same.click();
    expect([other.hidden, same.getAttribute('aria-expanded')]).toEqual([false, 'true']);
  });

  it('a pickup-type method is announced with its carrier and country, and sends nothing when the search takes over', () => {
    const { form, fetch } = checkout();
    const announced: unknown[] = [];
    on(
      'checkout:pickup-method',
      (event) => {
        announced.push(event.detail);
        event.preventDefault();
      },
      { target: form },
    );
    form.querySelector<HTMLInputElement>('[name=ShippingMethodId]')!.click();
    expect(announced).toEqual([{ shippingMethodId: '4', carrier: 'bpost', countryId: '21' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a sent order refreshes the header’s cart once the next page is in; an invalid submit does not', () => {
    const { form } = checkout();
    const changed: unknown[] = [];
    const stop = on('cart:changed', (event) => changed.push(event.detail));
    const submit = () => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    submit();
    // Validation (a submit step, after the form's own listeners) finds it invalid: no page follows this submit.
    emit('form:invalid', { fields: ['Email'] }, { target: form });
    emit('page:loaded', { url: '/fr/checkout', initial: false }); // a reload after a shipping choice
    expect(changed).toEqual([]);
    submit();
    emit('page:loaded', { url: '/fr/checkout/confirmation', initial: false });
    emit('page:loaded', { url: '/fr/catalog', initial: false });
    expect(changed).toEqual([{ source: 'checkout' }]);
    stop();
  });
});
