// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { emit } from '../../runtime/events.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './cart-summary.ts';

beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));
const mounted: AbortController[] = [];
afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
});

/** The cart widget on a server answering `summary` (null: an empty 204); resolves once the counters' answer has been read. */
function cartWidget(summary: unknown) {
  let answered!: () => void;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      setTimeout(answered);
      if (summary === null) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(summary), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  document.body.innerHTML = `<div class="cart-summary"><span data-cart-count>1</span>
    <span data-cart-amount="incl">€ 5,00</span><span data-cart-amount="excl">€ 4,13</span></div>`;
  const element = document.querySelector<HTMLElement>('.cart-summary')!;
  const controller = new AbortController();
  mounted.push(controller);
  mount(element, {}, { signal: controller.signal, runtime: testRuntime() });
  return { element, answer };
}

const texts = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-cart-count], [data-cart-amount]')].map((node) => node.innerHTML);

describe('cart widget counters (shop spec §4)', () => {
  it('a cart change shows the new count and amounts, as text, and announces the count', async () => {
    const { element, answer } = cartWidget({
      ItemsCount: 3,
      AmountTaxInclHtml: '<b>€ 12,00</b>',
      AmountTaxExclHtml: '€&nbsp;9,92',
    });
    emit('cart:changed', { source: 'cart-quantity' });
    await answer;
    expect(texts(element)).toEqual(['3', '€ 12,00', '€&nbsp;9,92']);
    expect(element.querySelector('[role=status]')!.textContent).toBe('Panier : 3 article(s).');
  });

  it('an empty answer keeps what the counters show', async () => {
    const { element, answer } = cartWidget(null);
    emit('cart:changed', { source: 'cart-quantity' });
    await answer;
    expect(texts(element)).toEqual(['1', '€ 5,00', '€ 4,13']);
  });
});
