// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
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

/** Mounts the widget on `form`, then the shopper picks size 12: resolves once the answer (variant 501) is applied. */
async function chooseSize(form: HTMLFormElement): Promise<void> {
  const controller = new AbortController();
  mounted.push(controller);
  mount(form, { productId: 5 }, { signal: controller.signal, runtime: testRuntime() });
  const size = form.querySelector<HTMLInputElement>('[value="12"]')!;
  size.checked = true;
  size.dispatchEvent(new Event('change', { bubbles: true }));
  await vi.waitFor(() => expect(form.querySelector<HTMLInputElement>('[name="ProductVariantId"]')!.value).toBe('501'));
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

describe('colour squares (shop spec §3: VariationDisplayTypeValue Square)', () => {
  beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));
  /** The answer for sizes (radios drawn as a list, not squares) and colours (squares), both carrying colour codes. */
  const answer = (sizeDisplay: string | null) => ({
    ProductVariantViewModel: {
      ProductId: 5,
      ProductVariantId: 501,
      SKU: 'J-M-R',
      UnitPriceTaxIncl: 10,
      CurrencyCode: 'EUR',
      VariantValueId1: 12,
      VariantValueId2: 21,
    },
    ProductVariantAttributesViewModel: [
      {
        VariationDisplayTypeValue: sizeDisplay,
        Value: 'Taille',
        ProductAttributeValuesViewModel: [
          { ProductAttributeValueId: 11, DisplayValue: 'S', ColorCode1: '#ff0000' },
          { ProductAttributeValueId: 12, DisplayValue: 'M', ColorCode1: '#ff0000' },
        ],
      },
      {
        VariationDisplayTypeValue: 'Square',
        Value: 'Couleur',
        ProductAttributeValuesViewModel: [{ ProductAttributeValueId: 21, DisplayValue: 'Vert', ColorCode1: '#00ff00' }],
      },
    ],
  });

  async function changeSize(sizeDisplay: string | null) {
    const fetch = vi.fn(async () => Response.json(answer(sizeDisplay)));
    vi.stubGlobal('fetch', fetch);
    const swatch = (name: string, value: string) =>
      `<label><input type="radio" name="${name}" value="${value}"><span data-variant-color></span>${value}</label>`;
    document.body.innerHTML = `<form>${swatch('VariantValueId1', '11')}${swatch('VariantValueId1', '12')}
      ${swatch('VariantValueId2', '21')}<input name="ProductVariantId" value="500"><input name="Quantity" value="1"></form>`;
    const form = document.querySelector('form')!;
    form.querySelector<HTMLInputElement>('[value="11"]')!.checked = true;
    form.querySelector<HTMLInputElement>('[value="21"]')!.checked = true;
    await chooseSize(form);
    const color = (value: string) =>
      form.querySelector(`[value="${value}"]`)!.closest('label')!.querySelector<HTMLElement>('[data-variant-color]')!;
    return { size: color('11').style.background, green: color('21').style.background };
  }

  it('draws the codes of a Square attribute only, not those an attribute shown otherwise carries', async () => {
    const dropdown = await changeSize('Dropdown');
    expect(dropdown.green).not.toBe('');
    expect(dropdown.size).toBe('');
    expect((await changeSize(null)).size).toBe('');
    // The same answer with sizes shown as squares draws them: the display type is what decides.
    expect((await changeSize('Square')).size).not.toBe('');
  });
});

describe('the blocks an answer carries (shop spec §3: StockByWareHouse, CustomerReference, ProductGalleryHtml)', () => {
  beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));

  it("replaces each block of the product's own scope with the answer's HTML, and keeps one it has none for", async () => {
    const stock = '<ul class="stock-list"><li>Gand · 3 en stock</li></ul>';
    const fetch = vi.fn(async () =>
      Response.json({
        ProductVariantViewModel: {
          ...{ ProductId: 5, ProductVariantId: 501, SKU: 'J-M', UnitPriceTaxIncl: 10, CurrencyCode: 'EUR' },
          ...{ VariantValueId1: 12, StockByWareHouse: stock, CustomerReference: null },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const block = (name: string, text: string) => `<div data-variant-html="${name}"><p>${text}</p></div>`;
    document.body.innerHTML = `<section data-product-scope><form>
        <input type="radio" name="VariantValueId1" value="11" checked><input type="radio" name="VariantValueId1" value="12">
        <input name="ProductVariantId" value="500"><input name="Quantity" value="1"></form>
        ${block('StockByWareHouse', 'Stock of 500')}${block('CustomerReference', 'Reference of 500')}</section>
      <section data-product-scope>${block('StockByWareHouse', 'Another product')}</section>`;
    const form = document.querySelector('form')!;
    await chooseSize(form);
    const blocks = Array.from(document.querySelectorAll('[data-variant-html]'), (element) => element.innerHTML);
    expect(blocks).toEqual([stock, '<p>Reference of 500</p>', '<p>Another product</p>']);
  });
});
