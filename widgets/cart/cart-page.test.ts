// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { on } from '../../runtime/events.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { toast } from '../../runtime/ui.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './cart-page.ts';

vi.mock('../../runtime/ui.ts', () => ({ toast: vi.fn(async () => {}), confirmDialog: vi.fn(async () => true) }));

const CART = `<div data-widget="cart-page">
  <div data-cart-item-id="7" data-cart-item-key="K7" data-cart-item-price="19.90"><a href="/p/7" data-cart-item-name>Casque</a>
    <input data-cart-item-quantity value="2"><button data-cart-item-delete>x</button></div>
  <select data-cart-country><option value="BE" data-country-id="21">Belgique</option>
    <option value="NL" data-country-id="150">Nederland</option></select>
</div>`;

beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));
const mounted: AbortController[] = [];
afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
});

/** A cart page on a stubbed server; returns the cart calls made (method and URL) once the reload has come back. */
function cartPage() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let reloaded!: () => void;
  const reload = new Promise<void>((resolve) => (reloaded = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (method === 'GET') {
        setTimeout(reloaded);
        return new Response(`<html><body>${CART}</body></html>`, { headers: { 'Content-Type': 'text/html' } });
      }
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(null, { status: 204 });
    }),
  );
  document.body.innerHTML = CART;
  const element = document.querySelector<HTMLElement>('[data-widget]')!;
  const controller = new AbortController();
  mount(element, { postalCodeMinLength: 4, currency: 'EUR' }, { signal: controller.signal, runtime: testRuntime() });
  mounted.push(controller);
  return { element, calls, reload };
}

describe('cart page wiring (shop spec §7)', () => {
  it('the delete button of a line removes that line, tracks it and announces cart:changed, then the cart reloads', async () => {
    const { element, calls, reload } = cartPage();
    const changed: string[] = [];
    on('cart:changed', (event) => changed.push(event.detail.source));
    element.querySelector<HTMLButtonElement>('[data-cart-item-delete]')!.click();
    await reload;
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'DELETE /api/v1/shoppingcarts/shoppingcartitems/7',
    ]);
    expect(changed).toEqual(['cart-delete']);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'removeFromCart',
      ecommerce: { ItemKey: 'K7', quantity: 2 },
    });
    expect(toast).toHaveBeenCalledWith('success', '« Casque » a été retiré du panier.');
  });

  it('a second change made before the content comes back is counted from the quantity the server set', async () => {
    const { element } = cartPage();
    // The content's reload is held: the server has answered the change, the page shows the line as it was.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'PUT' ? new Response(null, { status: 204 }) : new Promise<Response>(() => {}),
      ),
    );
    const input = element.querySelector<HTMLInputElement>('[data-cart-item-quantity]')!;
    const events = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event);
    const change = async (value: string) => {
      const before = events().length;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await vi.waitFor(() => expect(events().length).toBe(before + 1));
    };
    await change('5');
    // The line as first rendered still stands (its reload has not replaced it): 5 → 4 is one removed, not two added.
    expect(element.contains(input)).toBe(true);
    await change('4');
    expect(events().slice(-2)).toMatchObject([
      { event: 'addToCart', ecommerce: { ItemKey: 'K7', quantity: 3 } },
      { event: 'removeFromCart', ecommerce: { ItemKey: 'K7', quantity: 1 } },
    ]);
  });

  it('a country chosen here is sent and announced as user-initiated, with the country id of its option', async () => {
    const { element, calls, reload } = cartPage();
    const announced: unknown[] = [];
    on('country:changed', (event) => announced.push(event.detail));
    const select = element.querySelector<HTMLSelectElement>('[data-cart-country]')!;
    select.value = 'NL';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await reload;
    expect(calls).toEqual([
      { method: 'POST', url: '/api/v1/shoppingcarts/shippingcountries', body: { CountryCode: 'NL' } },
    ]);
    expect(announced).toEqual([{ countryId: '150', userInitiated: true }]);
  });
});
