/**
 * The payment page (runtime spec §2 "payment drop-in page", §3 "Payment session", §4 "Payment method", §5 card
 * holder name and billing address) in fr or nl, with Adyen's module replaced by a double at the module boundary
 * (tests/e2e/payment-support.ts): what our wrapper configures, bank-transfer details only for that method, and the
 * shopper's outcome for completed, refused, cancelled and failed payments; a returning redirectResult is submitted
 * once; an order is never paid twice; the Adyen chunk loads on the payment page only.
 */
import type { Request } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  ADYEN_CHUNK,
  adyenCalls,
  adyenRecord,
  type AdyenWindow,
  expectDropin,
  placeOrderToPay,
  useAdyenDouble,
} from './payment-support.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  fillCart,
  neutralTest,
  openPage,
  openShopPage,
  signIn,
  test,
} from './support.ts';

const TEXT = {
  fr: {
    place: 'Passer la commande',
    paid: 'Paiement reçu : votre commande est payée.',
    awaiting: 'Votre commande attend votre virement :',
    bank: 'Virement bancaire',
    locale: 'fr-FR',
    paidState: 'Payée',
  },
  nl: {
    place: 'Bestelling plaatsen',
    paid: 'Betaling ontvangen: uw bestelling is betaald.',
    awaiting: 'Uw bestelling wacht op uw overschrijving:',
    bank: 'Overschrijving',
    locale: 'nl-NL',
    paidState: 'Betaald',
  },
};

const isResult = (request: Request) => /\/checkout\/payment\/AV-\d+\/result\?/.test(request.url());

for (const culture of CULTURES) {
  const l = TEXT[culture];
  const strings = STRING_RESOURCES[culture];

  test.describe(`payment page (${culture})`, () => {
    test.beforeEach(async ({ page }) => {
      await useAdyenDouble(page);
    });

    // One culture: the locale of each culture (fr-FR, nl-NL) is proved by widgets/payment/payment-config.test.ts.
    neutralTest(
      culture,
      'the Drop-in is configured from the session; bank transfer shows only for its method; a paid order says so',
      async ({ page }) => {
        const chunks: string[] = [];
        page.on('request', (request) => {
          if (ADYEN_CHUNK.test(request.url())) chunks.push(request.url());
        });
        await placeOrderToPay(page, culture, l.place);
        // The home page, the sign-in, the account and the checkout came first: the chunk loaded here only, once.
        expect(chunks).toHaveLength(1);
        const hook = page.locator('[data-widget="payment"]');
        const sessionId = await hook.getAttribute('data-session-id');
        const sessionData = await hook.getAttribute('data-session-data');
        expect(sessionId).toMatch(/^CS[0-9A-F]{16}$/);

        const record = await adyenRecord(page);
        expect(record.checkout).toEqual({
          environment: 'test',
          clientKey: 'test_ATELIERVELODEMO0000000000000',
          session: { id: sessionId, sessionData },
          locale: l.locale,
          countryCode: 'BE',
        });
        expect(record.callbacks).toEqual({
          onPaymentCompleted: 'function',
          onPaymentFailed: 'function',
          onError: 'function',
        });
        expect(record.dropin).toEqual({
          components: ['Card', 'BankTransfer'],
          paymentMethodsConfiguration: {
            card: { hasHolderName: true, holderNameRequired: true, billingAddressRequired: true },
          },
          onSelect: 'function',
        });
        expect(record.mountedIn).toBe('[data-payment-dropin]');
        expect(record.styles).toBe(1);
        expect(record.submitted).toEqual([]);

        // Bank transfer, chosen with the keyboard: its details appear; the card hides them again.
        const bank = page.getByRole('region', { name: l.bank });
        await expect(bank).toBeHidden();
        await page.getByRole('button', { name: 'bankTransfer_IBAN' }).focus();
        await page.keyboard.press('Enter');
        await expect(bank).toBeVisible();
        await expect(bank.locator('[data-bank-iban]')).toHaveText('BE71 0961 2345 6769');
        await expect(bank.locator('[data-bank-communication]')).toHaveText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
        await expectAccessible(page, 'main');
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('button', { name: 'scheme' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(bank).toBeHidden();

        // Adyen says Authorised: the result page is asked once with the session's result, and the order is paid.
        const result = page.waitForRequest(isResult);
        await adyenCalls(page, 'onPaymentCompleted', { resultCode: 'Authorised', sessionResult: 'SR-OK' });
        const url = new URL((await result).url());
        expect(Object.fromEntries(url.searchParams)).toEqual({
          sessionId,
          sessionResult: 'SR-OK',
          resultCode: 'Authorised',
        });
        await expect(page.locator('[data-payment-state="paid"]')).toHaveText(l.paid);
        await expect(page.locator('[data-widget="payment"]')).toHaveCount(0);
        // The result answered with a redirect to the confirmation: the address bar says so, a reload shows it again.
        await expect(page).toHaveURL(new RegExp(`/${culture}/checkout/confirmation/AV-\\d+$`));
        await page.reload();
        await expect(page.locator('[data-payment-state="paid"]')).toHaveText(l.paid);
        await openShopPage(page, `/${culture}/account/orders`);
        await expect(page.locator('.placed-orders-table tbody tr').first()).toContainText(l.paidState);
      },
    );

    neutralTest(
      culture,
      'a refused payment says so and offers a new attempt with a new session; a late callback pays nothing',
      async ({ page }) => {
        const results: string[] = [];
        page.on('request', (request) => {
          if (isResult(request)) results.push(request.url());
        });
        await placeOrderToPay(page, culture, l.place);
        const firstSession = await page.locator('[data-widget="payment"]').getAttribute('data-session-id');
        await adyenCalls(page, 'onPaymentFailed', { resultCode: 'Refused' });
        const alert = page.locator('[data-payment-outcome] [role="alert"]');
        await expect(alert).toContainText(strings['Payment.Refused']!);
        const retry = alert.getByRole('button', { name: strings['Payment.TryAgain'] });
        await expect(retry).toBeFocused();
        await expect(page.locator('[data-payment-dropin]')).toBeHidden();
        expect((await adyenRecord(page)).unmounts).toBe(1);
        await expectAccessible(page, 'main');

        // Adyen calling again after the outcome changes nothing: no result page is asked, the alert stays.
        await adyenCalls(page, 'onPaymentCompleted', { resultCode: 'Authorised', sessionResult: 'LATE' });
        await expect(page.locator('[data-widget="payment"]')).toHaveAttribute('data-payment-outcome', 'refused');

        // Try again (Enter on the focused button): a fresh page, a new session for the same unpaid order.
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-widget="payment"]')).not.toHaveAttribute(
          'data-session-id',
          firstSession ?? '',
        );
        await expectDropin(page);
        expect(results).toEqual([]);
      },
    );

    neutralTest(
      culture,
      'a cancel keeps the Drop-in; an error removes it and says what to do',
      async ({ page, consoleLines }) => {
        await placeOrderToPay(page, culture, l.place);
        await adyenCalls(page, 'onError', { name: 'CANCEL', message: 'Shopper cancelled' });
        const outcome = page.locator('[data-payment-outcome]');
        await expect(outcome.getByRole('status')).toHaveText(strings['Payment.Cancelled']!);
        await expect(page.locator('[data-payment-dropin] .adyen-double')).toBeVisible();
        expect((await adyenRecord(page)).unmounts).toBe(0);

        await adyenCalls(page, 'onError', { name: 'NETWORK_ERROR', message: 'Failed to fetch' });
        await expect(outcome.getByRole('alert')).toContainText(strings['Payment.Error']!);
        await expect(outcome.getByRole('button', { name: strings['Payment.TryAgain'] })).toBeFocused();
        await expect(page.locator('[data-payment-dropin]')).toBeHidden();
        expect(
          consoleLines.some((line) => line.type === 'error' && line.text.includes('Adyen reported an error')),
        ).toBe(true);
      },
    );

    neutralTest(
      culture,
      'a payment completed twice is sent once; a bank transfer leaves the order awaiting it',
      async ({ page }) => {
        const results: string[] = [];
        page.on('request', (request) => {
          if (isResult(request)) results.push(request.url());
        });
        await placeOrderToPay(page, culture, l.place);
        await page.getByRole('button', { name: 'bankTransfer_IBAN' }).click();
        await page.evaluate(() => {
          const { checkout } = (window as unknown as AdyenWindow).adyenDouble;
          checkout.onPaymentCompleted({ resultCode: 'Received', sessionResult: 'SR-1' });
          checkout.onPaymentCompleted({ resultCode: 'Received', sessionResult: 'SR-2' });
        });
        await expect(page.locator('[data-payment-state="transfer"]')).toContainText(l.awaiting);
        expect(results).toHaveLength(1);
        expect(results[0]).toContain('sessionResult=SR-1');
      },
    );

    neutralTest(culture, 'a returning redirectResult is submitted once to finish the payment', async ({ page }) => {
      const number = await placeOrderToPay(page, culture, l.place);
      const sessionId = await page.locator('[data-widget="payment"]').getAttribute('data-session-id');
      const path = `/${culture}/checkout/confirmation/${number}`;
      await openPage(page, `${path}?sessionId=${sessionId}&redirectResult=X3XtfGC9%21H4sIAAAA`);
      await expect(page.locator('[data-widget="payment"][data-widget-mounted]')).toHaveCount(1);
      await expect
        .poll(async () => (await adyenRecord(page)).submitted)
        .toEqual([{ details: { redirectResult: 'X3XtfGC9!H4sIAAAA' } }]);
      const record = await adyenRecord(page);
      expect(record.checkout.session).toEqual({ id: sessionId });
      expect(record.mountedIn).toBeNull();
      await expect(page.locator('[data-payment-dropin]').getByRole('status')).toHaveText(strings['Payment.Finishing']!);
      // The address no longer carries the result: a reload could not submit it again.
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      await adyenCalls(page, 'onPaymentCompleted', { resultCode: 'Authorised', sessionResult: 'SR-R' });
      await expect(page.locator('[data-payment-state="paid"]')).toHaveText(l.paid);
      // The paid order's page offers no payment any more, even with the old result in its address.
      await openPage(page, `${path}?sessionId=${sessionId}&redirectResult=X3XtfGC9%21H4sIAAAA`);
      await expect(page.locator('[data-payment-state="paid"]')).toBeVisible();
      await expect(page.locator('[data-widget="payment"]')).toHaveCount(0);
    });
  });
}

test('the session failing to open is a clear error; the Adyen chunk is absent from the other pages', async ({
  page,
}) => {
  await useAdyenDouble(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (ADYEN_CHUNK.test(request.url()) || /\/chunks\/payment-/.test(request.url())) chunks.push(request.url());
  });
  for (const path of ['/fr/', '/nl/catalog', '/fr/shoppingcarts', '/nl/checkout', '/fr/news']) {
    await openShopPage(page, path);
  }
  expect(chunks).toEqual([]);

  await page.addInitScript(() => {
    (window as unknown as AdyenWindow).adyenDoubleFailsSetup = true;
  });
  await fillCart(page, [[50242, 1]]);
  await signIn(page, 'fr');
  await openShopPage(page, '/fr/checkout');
  await page.getByRole('button', { name: TEXT.fr.place }).click();
  const alert = page.locator('[data-payment-outcome] [role="alert"]');
  await expect(alert).toContainText(STRING_RESOURCES.fr['Payment.Error']!);
  await expect(page.locator('[data-payment-dropin]')).toBeHidden();
  expect(chunks.filter((url) => ADYEN_CHUNK.test(url))).toHaveLength(1);
});
