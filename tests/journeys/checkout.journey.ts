/**
 * A guest's checkout in each engine with the keyboard only: from the cart's checkout link to the placed order,
 * every field reached with Tab and typed into, the order placed with Enter.
 */
import { expect, test } from '../engines/fixtures.ts';

const TEXT = {
  fr: { checkout: 'Commander', place: 'Passer la commande', thanks: 'Merci pour votre commande' },
  nl: { checkout: 'Bestellen', place: 'Bestelling plaatsen', thanks: 'Bedankt voor uw bestelling' },
};

const culture = 'fr';
const l = TEXT[culture];

test(`a guest goes from the cart to the placed order with the keyboard only (${culture})`, async ({ shopper }) => {
  // Tab walks the whole page, one key and one look at the focus at a time.
  test.slow();
  await shopper.open(`/${culture}/`);
  await shopper.fillCart([
    [50152, 1],
    [50001, 2],
  ]);
  await shopper.open(`/${culture}/shoppingcarts`);
  await shopper.tabTo({ role: 'link', name: l.checkout });
  await shopper.press('Enter');
  await expect.poll(() => shopper.path()).toBe(`/${culture}/checkout`);
  await shopper.booted('the checkout');

  const fields: [string, string][] = [
    ['#Email', 'lea.martin@example.be'],
    ['#BillingFirstName', 'Léa'],
    ['#BillingLastName', 'Martin'],
    ['#BillingStreet1', 'Rue Haute'],
    ['#BillingHouseNumber', '12'],
    ['#BillingPostalCode', '1000'],
    ['#BillingCity', 'Bruxelles'],
  ];
  for (const [field, value] of fields) {
    await shopper.tabTo(field, { max: 80 });
    await shopper.type(value);
    expect(await shopper.value(field)).toBe(value);
  }
  await shopper.tabTo({ role: 'button', name: l.place }, { max: 80 });
  await shopper.press('Enter');
  await expect.poll(() => shopper.text({ role: 'heading', css: 'h1' }), { timeout: 10_000 }).toBe(l.thanks);
  expect(await shopper.text('[data-order-number]')).toMatch(/^AV-\d{6}$/);
  expect(await shopper.text('.checkout-confirmation')).toContain('lea.martin@example.be');
  await expect.poll(() => shopper.text('.site-header [data-cart-count]')).toBe('0');
});
