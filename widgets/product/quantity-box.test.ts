// @vitest-environment happy-dom
/**
 * The plain quantity box's wiring in happy-dom (data-plain="true": a number input without bounds): what is not a
 * number counts as 0, minus is disabled at 0 and does nothing when pressed there. The stepper's bounds, steps and
 * typing delay run in Chromium on the product page (tests/e2e/shop-product.spec.ts), its rules in
 * quantity-rules.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './quantity-box.ts';

let cleanup: (() => void) | void;
let changes: number[];

beforeEach(() => {
  installStrings('fr', STRING_RESOURCES.fr);
  document.body.innerHTML = `<div class="input-group" data-widget="quantity" data-plain="true">
    <input class="form-control" type="number" id="plain-quantity" value="1" aria-label="Quantité"></div>`;
  changes = [];
  input().addEventListener('quantity:change', (event) => changes.push((event as CustomEvent).detail.value));
  const element = document.querySelector<HTMLElement>('[data-widget=quantity]') as HTMLElement;
  cleanup = mount(element, { plain: true }, { signal: new AbortController().signal, runtime: testRuntime() });
});
afterEach(() => cleanup?.());

const input = () => document.getElementById('plain-quantity') as HTMLInputElement;
const minus = () =>
  document.querySelector(`button[aria-label="${STRING_RESOURCES.fr['Catalog.DecreaseQuantity']}"]`) as HTMLElement;

describe('the plain quantity box', () => {
  it('goes down to 0 and no further: minus is disabled there and does nothing when pressed', () => {
    expect(minus().getAttribute('aria-disabled')).toBe('false');
    minus().click();
    expect([input().value, minus().getAttribute('aria-disabled'), changes]).toEqual(['0', 'true', [0]]);
    minus().click();
    expect([input().value, changes]).toEqual(['0', [0]]);
  });

  it('counts what is not a number as 0 when the shopper leaves the field', () => {
    input().value = '';
    input().dispatchEvent(new Event('input', { bubbles: true }));
    input().dispatchEvent(new Event('change', { bubbles: true }));
    expect([input().value, minus().getAttribute('aria-disabled'), changes]).toEqual(['0', 'true', [0]]);
  });
});
