/**
 * The refund request table (runtime spec §2, §3 "Refund line", §5 "Refund") in fr and nl: line amounts from the
 * unit price incl. tax written with a comma decimal, totals of items and amount in the culture's format as
 * quantities change (typed or stepped with the keyboard), quantities bounded by what was ordered.
 */
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, expectAccessible, openShopPage, signIn, test } from './support.ts';

const TEXT = {
  fr: { refundOf: 'Remboursement de AV-026473', quantityOf: 'Quantité à rembourser : ', send: 'Envoyer la demande' },
  nl: { refundOf: 'Terugbetaling van AV-026473', quantityOf: 'Terug te betalen aantal: ', send: 'Aanvraag versturen' },
};
const NAMES = {
  fr: ['Maillot Atelier, taille M', 'Bidon isotherme 750 ml', 'Casque urbain, taille S/M'],
  nl: ['Trui Atelier, maat M', 'Isotherme bidon 750 ml', 'Stadshelm, maat S/M'],
};

for (const culture of CULTURES) {
  const l = TEXT[culture];
  const strings = STRING_RESOURCES[culture];
  const money = (amount: number) =>
    new Intl.NumberFormat(`${culture}-BE`, { style: 'currency', currency: 'EUR' }).format(amount);

  test(`refund request (${culture}): line amounts and totals follow the quantities, bounded by the order`, async ({
    page,
  }) => {
    await signIn(page, culture);
    await openShopPage(page, `/${culture}/account/orders`);
    await page.getByRole('link', { name: l.refundOf }).click();
    await expect(page.locator('[data-widget="refund-request"][data-widget-mounted]')).toHaveCount(1);
    const rows = page.locator('[data-refund-line]');
    // The prices are written by the CMS with a comma decimal.
    await expect(rows.first().locator('input[name$="UnitPriceTaxIncl"]')).toHaveValue('59,95');
    const quantity = (index: number) => page.getByLabel(l.quantityOf + NAMES[culture][index]!);
    const amount = (index: number) => rows.nth(index).locator('[data-refund-amount]');
    const count = page.locator('[data-refund-count]');
    const total = page.locator('[data-refund-total]');
    await expect(total).toHaveText(money(0));

    // Typed: 2 × 59,95 — the amounts follow at each keystroke.
    await quantity(0).fill('2');
    await expect(amount(0)).toHaveText(money(119.9));
    await expect(rows.first().locator('input[name$="RefundedAmount"]')).toHaveValue('119,90');
    await expect(count).toHaveText('2');
    await expect(total).toHaveText(money(119.9));

    // Stepped with the keyboard: 3 × 12,50.
    await quantity(1).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await expect(amount(1)).toHaveText(money(37.5));
    await expect(count).toHaveText('5');
    await expect(total).toHaveText(money(157.4));

    // More than was ordered (1 helmet): brought back to 1 when the field is left, and said.
    await quantity(2).fill('4');
    await expect(amount(2)).toHaveText(money(149.99));
    await page.keyboard.press('Tab');
    await expect(quantity(2)).toHaveValue('1');
    await expect(count).toHaveText('6');
    await expect(total).toHaveText(money(307.39));
    const status = page.locator('[data-refund-status]');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText(strings['Refund.Bounded']!.replace('{{value}}', '1'));
    await expect(status).toContainText(
      strings['Refund.Totals']!.replace('{{count}}', '6').replace('{{amount}}', money(307.39)),
    );
    await expectAccessible(page, 'main');

    // A negative quantity counts as 0.
    await quantity(1).fill('-2');
    await page.keyboard.press('Tab');
    await expect(quantity(1)).toHaveValue('0');
    await expect(total).toHaveText(money(269.89));

    await page.getByRole('button', { name: l.send }).click();
    await expect(page.locator('[data-refund-sent]')).toContainText(money(269.89));
  });
}
