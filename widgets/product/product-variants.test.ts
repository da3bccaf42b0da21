// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './product-variants.ts';

const mounted: AbortController[] = [];
afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
});

/** An order form with size radios, `chosen` selected by the shopper before the widget mounts; returns the calls. */
function productForm(chosen: string | null) {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Radios: happy-dom has no option.defaultSelected, the select's case is proven in Chromium.
  document.body.innerHTML = `<form>
    <input type="radio" name="VariantValueId1" value="11" checked><input type="radio" name="VariantValueId1" value="12">
    <input name="Quantity" value="1"></form>`;
  const form = document.querySelector('form')!;
  if (chosen) form.querySelector<HTMLInputElement>(`[value="${chosen}"]`)!.checked = true;
  const controller = new AbortController();
  mounted.push(controller);
  mount(form, { productId: 5 }, { signal: controller.signal, runtime: testRuntime() });
  return fetch;
}

describe('product variants on mount (shop spec §3)', () => {
  it('a picker the shopper changed before the widget mounted asks the server for that variant', () => {
    const fetch = productForm('12');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('VariantValueId1=12');
  });

  it('pickers as the page rendered them ask nothing', () => {
    expect(productForm(null)).not.toHaveBeenCalled();
  });
});
