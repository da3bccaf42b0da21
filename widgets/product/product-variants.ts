/**
 * Variation pickers of a product page (shop spec §2, §4, §7): each change of a picker or of the quantity asks the
 * server for the matching variant and refreshes what depends on it. The newest request wins (older ones are
 * aborted); on a failure the pickers go back to the last variant the server confirmed, so what the shopper sees is
 * always what add to cart sends.
 */
import { safeParse, summarize } from 'valibot';
import type { RuntimeConfig } from '../../runtime/config.ts';
import { HttpError, request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import { pointLinkTo } from '../../runtime/page.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { onQuantityChange } from '../shared/quantity-events.ts';
import { formatPrice } from '../shared/price.ts';
import { swatchBackground } from './swatch-rules.ts';
import { chosenValues, type VariantAnswer, variantAnswerSchema } from './variant-answer.ts';
import type { VariantsOptions as Options } from './definition.ts';
import { trackVariantRefresh } from '../shared/variant-state.ts';

const PICKER = '[name^="VariantValueId"]';
const HTML_BLOCKS = ['ProductGalleryHtml', 'StockByWareHouse', 'CustomerReference'] as const;

/** The form's current choice: the pickers' values and the quantity. */
function choiceOf(form: HTMLFormElement): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && (/^VariantValueId\d+$/.test(name) || name === 'Quantity')) query[name] = value;
  }
  return query;
}

/**
 * Colour squares (VariationDisplayTypeValue "Square"): each value's [data-variant-color] element, in the label of
 * its radio, takes the answer's ColorCode1..3 as its background (style only; codes that are not colours are left
 * out, and a value without any keeps its square as it is).
 */
function applySquares(form: HTMLFormElement, answer: VariantAnswer): void {
  const isColor = (text: string) => CSS.supports('color', text);
  // The form's radios, read once (not once per value), by their value.
  const radios = new Map<string, HTMLInputElement[]>();
  for (const radio of form.querySelectorAll<HTMLInputElement>(`input[type="radio"]${PICKER}`)) {
    radios.set(radio.value, [...(radios.get(radio.value) ?? []), radio]);
  }
  for (const attribute of answer.ProductVariantAttributesViewModel) {
    if (attribute.VariationDisplayTypeValue !== 'Square') continue;
    for (const value of attribute.ProductAttributeValuesViewModel) {
      const background = swatchBackground([value.ColorCode1, value.ColorCode2, value.ColorCode3], isColor);
      if (background === null) continue;
      for (const radio of radios.get(String(value.ProductAttributeValueId)) ?? []) {
        radio
          .closest('label')
          ?.querySelector<HTMLElement>('[data-variant-color]')
          ?.style.setProperty('background', background);
      }
    }
  }
}

/** Shows the chosen values and marks unavailable ones (disabled, and said so in their text). */
function applyPickers(form: HTMLFormElement, answer: VariantAnswer): void {
  const chosen = chosenValues(answer.ProductVariantViewModel);
  const unavailable = new Map<string, string>();
  for (const attribute of answer.ProductVariantAttributesViewModel) {
    for (const value of attribute.ProductAttributeValuesViewModel) {
      unavailable.set(String(value.ProductAttributeValueId), value.IsUnavailable ? value.DisplayValue : '');
    }
  }
  const suffix = ` (${t('Catalog.Unavailable')})`;
  for (const picker of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>(PICKER)) {
    const options = picker instanceof HTMLSelectElement ? Array.from(picker.options) : [picker];
    for (const option of options) {
      const state = unavailable.get(option.value);
      if (state === undefined) continue;
      option.disabled = state !== '';
      const label =
        option instanceof HTMLOptionElement ? option : option.closest('label')?.querySelector('.visually-hidden');
      if (label?.textContent) {
        const base = label.textContent.replace(suffix, '');
        label.textContent = state === '' ? base : base + suffix;
      }
      option.closest('label')?.classList.toggle('is-unavailable', state !== '');
    }
    const value = chosen.get(picker.name);
    if (value === undefined) continue;
    if (picker instanceof HTMLSelectElement) picker.value = value;
    else picker.checked = picker.value === value;
  }
}

function applyVariant(form: HTMLFormElement, scope: ParentNode, answer: VariantAnswer, culture: string): void {
  const variant = answer.ProductVariantViewModel;
  const id = form.querySelector<HTMLInputElement>('[name="ProductVariantId"]');
  if (id) id.value = String(variant.ProductVariantId);
  applyPickers(form, answer);
  applySquares(form, answer);
  for (const element of scope.querySelectorAll<HTMLElement>('[data-variant-field]')) {
    const field = element.dataset.variantField;
    if (field === 'SKU') element.textContent = variant.SKU;
    else if (field === 'UnitPriceTaxIncl') {
      element.textContent = formatPrice(variant.UnitPriceTaxIncl, variant.CurrencyCode, culture);
    }
  }
  // Links that follow the variant (stock by warehouse, back-in-stock…): data-variant-link names the parameter.
  for (const link of scope.querySelectorAll<HTMLAnchorElement>('a[data-variant-link]')) {
    const url = new URL(link.href, location.href);
    url.searchParams.set(link.dataset.variantLink || 'productVariantId', String(variant.ProductVariantId));
    // Same-origin only: a link of another site keeps its address.
    pointLinkTo(link, url.href);
  }
  for (const block of HTML_BLOCKS) {
    const content = variant[block];
    // HTML blocks rendered by the CMS for this variant (its own templates), as the legacy scripts inserted them.
    if (content === null) continue;
    for (const element of scope.querySelectorAll<HTMLElement>(`[data-variant-html="${block}"]`)) {
      element.innerHTML = content;
    }
  }
}

/** The latest refresh asked of each variant block: an older one it cut off is no failure. */
const latestAsk = new WeakMap<HTMLElement, number>();

/**
 * Blocks the CMS renders per variant from a widget call (the degressive price table…):
 * data-variant-fragment="widget/catalog/DegressivePrice" reloads from {culture}/<path>?productVariantId=<id>. The
 * gallery blocks too when the answer carried no ProductGalleryHtml: they reload from
 * {culture}/widget/catalog/ProductPhotosGallery?productVariantId=<id> (shop spec §7).
 */
async function refreshFragments(
  config: Pick<RuntimeConfig, 'app' | 'culture'>,
  scope: ParentNode,
  answer: VariantAnswer['ProductVariantViewModel'],
  signal: AbortSignal,
): Promise<void> {
  const { app, culture } = config;
  const blocks = Array.from(scope.querySelectorAll<HTMLElement>('[data-variant-fragment]'), (element) => ({
    element,
    path: element.dataset.variantFragment ?? '',
  }));
  if (answer.ProductGalleryHtml === null) {
    for (const element of scope.querySelectorAll<HTMLElement>('[data-variant-html="ProductGalleryHtml"]')) {
      blocks.push({ element, path: 'widget/catalog/ProductPhotosGallery' });
    }
  }
  await Promise.all(
    blocks.map(async ({ element, path }) => {
      const asked = (latestAsk.get(element) ?? 0) + 1;
      latestAsk.set(element, asked);
      try {
        element.innerHTML = await request(appUrl(app, `${culture}/${path}`), {
          expect: 'html',
          query: { productVariantId: answer.ProductVariantId },
          key: `variant-fragment:${path}`,
          signal,
          handleErrors: false,
        });
      } catch (error) {
        // Cut off by a newer variant's refresh of this block, or the widget gone: no failure. Otherwise (an answer
        // cut by the network included) the block keeps the previous variant's content; the price and the order are
        // right anyway.
        if (latestAsk.get(element) !== asked || signal.aborted) return;
        console.warn('[runtime] A variant block could not be refreshed:', error);
      }
    }),
  );
}

/** Puts the pickers back on the last choice the server confirmed. */
function restoreChoice(form: HTMLFormElement, confirmed: Record<string, string>): void {
  for (const picker of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>(PICKER)) {
    const value = confirmed[picker.name];
    if (value === undefined) continue;
    if (picker instanceof HTMLSelectElement) picker.value = value;
    else picker.checked = picker.value === value;
  }
}

/** Marks the form and the variant's fields busy while a refresh runs. */
function markBusy(form: HTMLFormElement, scope: ParentNode, busy: boolean): void {
  form.classList.toggle('is-refreshing', busy);
  for (const target of scope.querySelectorAll<HTMLElement>('[data-variant-field], [data-variant-html]')) {
    if (busy) target.setAttribute('aria-busy', 'true');
    else target.removeAttribute('aria-busy');
  }
}

/**
 * The variant a server answer names; null (logged) for an empty answer (the call worked but names no variant) or
 * a malformed one: nothing to apply, the confirmed variant stays.
 */
function variantOf(answer: unknown, url: string): VariantAnswer | null {
  if (answer === null) {
    console.error(`[runtime] The product variant answer of ${url} is empty: no variant to show.`);
    return null;
  }
  const parsed = safeParse(variantAnswerSchema, answer);
  if (parsed.success) return parsed.output;
  console.error(`[runtime] The product variant answer of ${url} is malformed: ${summarize(parsed.issues)}`);
  return null;
}

/** Whether the shopper changed a picker before the widget mounted (a shopper quicker than this chunk). */
function pickerChangedEarly(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll<HTMLSelectElement | HTMLInputElement>(PICKER)).some((picker) =>
    picker instanceof HTMLSelectElement
      ? Array.from(picker.options).some((option) => option.selected !== option.defaultSelected)
      : picker.checked !== picker.defaultChecked,
  );
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  if (!(element instanceof HTMLFormElement)) {
    console.error('[runtime] The product-variants widget goes on the order <form>.', element);
    return undefined;
  }
  const form = element;
  const scope: ParentNode = form.closest('[data-product-scope]') ?? document;
  const { config } = runtime;
  const url = appUrl(config.app, `api/v1/catalog/products/${options.productId}/productvariants`);
  /** The last choice the server confirmed: restored when a refresh fails. */
  let confirmed = choiceOf(form);

  const restore = () => restoreChoice(form, confirmed);
  let running = 0;

  const refresh = async () => {
    running += 1;
    markBusy(form, scope, true);
    try {
      const answer = await request(url, {
        query: choiceOf(form),
        key: `variants:${options.productId}`,
        signal,
      });
      const variant = variantOf(answer, url);
      if (!variant) {
        restore();
        return;
      }
      applyVariant(form, scope, variant, config.culture);
      confirmed = choiceOf(form);
      await refreshFragments(config, scope, variant.ProductVariantViewModel, signal);
    } catch (error) {
      // Aborted by a newer choice: that one refreshes (it is still running). Otherwise (a failure, or an answer cut
      // off with no newer choice) the catalogue has reacted: show what is confirmed, the variant the form sends.
      if (!(error instanceof HttpError && error.aborted) || running === 1) restore();
    } finally {
      running -= 1;
      if (running === 0) markBusy(form, scope, false);
    }
  };

  const start = () => trackVariantRefresh(form, refresh());
  form.addEventListener(
    'change',
    (event) => {
      if ((event.target as Element).matches(PICKER)) start();
    },
    { signal },
  );
  onQuantityChange(form, '[name="Quantity"]', start, signal);
  // A shopper quicker than this chunk: a picker changed before the widget mounted is refreshed now, so that the
  // variant sent to the cart is the one on screen.
  if (pickerChangedEarly(form)) start();
  return undefined;
}
