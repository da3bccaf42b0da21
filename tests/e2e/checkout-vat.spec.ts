/**
 * The checkout's VAT check in fr and nl (shop spec §4 "VAT validity", §5, §7, §8): invalid → valid reloads, valid →
 * null (service unavailable) does not, a billing country change with a VAT checks it again instead of reloading,
 * without a VAT it sends the country and reloads; the typed values survive the reloads; a failed check is told.
 */
import type { Page, Response } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  signIn,
  test,
} from './support.ts';
import { markForm, placeOrderPosts, reloaded } from './checkout-support.ts';

const text = {
  fr: {
    invalid: 'Ce numéro de TVA n’est pas valide',
    valid: 'Numéro de TVA valide.',
    unavailable: 'Le service de vérification de la TVA ne répond pas',
    status: 'Vérification du numéro de TVA',
    reverse: 'Autoliquidation',
    place: 'Passer la commande',
    thanks: 'Merci pour votre commande',
  },
  nl: {
    invalid: 'Dit btw-nummer is niet geldig',
    valid: 'Geldig btw-nummer.',
    unavailable: 'De btw-controledienst antwoordt niet',
    status: 'Controle van het btw-nummer',
    reverse: 'Verlegging',
    place: 'Bestelling plaatsen',
    thanks: 'Bedankt voor uw bestelling',
  },
};

const isVatCheck = (response: Response) =>
  new URL(response.url()).pathname === '/api/v1/sales/customers/checkisvatvalid';

/** The query of every VAT check the page asks for, in order. */
function vatChecks(page: Page): URLSearchParams[] {
  const checks: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/sales/customers/checkisvatvalid') {
      checks.push(new URL(request.url()).searchParams);
    }
  });
  return checks;
}

/** Counts in-place page loads (each starts with page:leave). */
async function countLeaves(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as unknown as { leaves: number }).leaves = 0;
    document.addEventListener('page:leave', () => (window as unknown as { leaves: number }).leaves++);
  });
  return () => page.evaluate(() => (window as unknown as { leaves: number }).leaves);
}

/** Types a VAT number and leaves the field; resolves with the check's answer. */
async function enterVat(page: Page, vat: string) {
  const answer = page.waitForResponse(isVatCheck);
  await page.locator('#BillingVAT').fill(vat);
  await page.locator('#BillingVAT').press('Tab');
  return (await answer).json() as Promise<{ IsVATValidWebService: boolean | null; ErrorMessage: string }>;
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`checkout VAT (${culture})`, () => {
    // Two in-place reloads and axe in one test: more than a page test's time on a busy machine.
    test.slow();
    neutralTest(
      culture,
      'invalid → valid reloads the page, flags the group and fills the popover; typed values survive',
      async ({ page }) => {
        await fillCart(page, [[50001, 2]]);
        await openShopPage(page, `/${culture}/checkout`);
        await page.locator('#Email').fill('jan@example.be');
        await page.locator('#AccountType-Company').check();
        const checks = vatChecks(page);
        await markForm(page);
        const first = await enterVat(page, 'BE 0123.456.789');
        expect(first.IsVATValidWebService).toBe(false);
        await reloaded(page);
        const group = page.locator('[data-vat-group]');
        await expect(group).toHaveClass(/has-error/);
        await expect(group.locator('[data-vat-message]')).toContainText(l.invalid);
        // Nothing typed is lost: the VAT as typed (server) and the e-mail (kept by the page) are back.
        await expect(page.locator('#BillingVAT')).toHaveValue('BE 0123.456.789');
        await expect(page.locator('#Email')).toHaveValue('jan@example.be');
        const trigger = page.getByRole('button', { name: l.status });
        await trigger.focus();
        await trigger.press('Enter');
        await expect(page.getByRole('dialog', { name: l.status })).toContainText(l.invalid);
        await expectAccessible(page, '.rt-popover');
        await page.keyboard.press('Escape');

        await markForm(page);
        const second = await enterVat(page, 'be 0123.456.749');
        expect(second.IsVATValidWebService).toBe(true);
        await reloaded(page);
        await expect(page.locator('[data-vat-group]')).toHaveClass(/has-success/);
        await expect(page.locator('[data-vat-message]')).toHaveText(l.valid);
        await expect(page.locator('#BillingVAT')).toHaveValue('be 0123.456.749');
        // Shop spec §7: a guest is no customer yet; the customerId parameter goes empty.
        expect(checks.map((check) => check.get('customerId'))).toEqual(['', '']);
      },
    );

    neutralTest(
      culture,
      'a B2B customer’s typed VAT number stays through the reloads, with its flag, and is the one ordered',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await signIn(page, culture, 'pro@ateliervelo.be');
        await openShopPage(page, `/${culture}/checkout`);
        const checks = vatChecks(page);
        const orders = placeOrderPosts(page);
        // The saved address's number (BE0123456749, valid) is in the field; the shopper types others over it.
        await expect(page.locator('#BillingVAT')).toHaveValue('BE0123456749');
        await markForm(page);
        expect((await enterVat(page, 'BE 0123.456.789')).IsVATValidWebService).toBe(false);
        await reloaded(page);
        await expect(page.locator('#BillingVAT')).toHaveValue('BE 0123.456.789');
        await expect(page.locator('[data-vat-group]')).toHaveClass(/has-error/);
        await expect(page.locator('[data-vat-message]')).toContainText(l.invalid);

        await markForm(page);
        expect((await enterVat(page, 'BE 0987.654.394')).IsVATValidWebService).toBe(true);
        await reloaded(page);
        await expect(page.locator('#BillingVAT')).toHaveValue('BE 0987.654.394');
        await expect(page.locator('[data-vat-group]')).toHaveClass(/has-success/);
        await expect(page.locator('[data-vat-message]')).toHaveText(l.valid);
        // The billing picker filled the hidden fields from the saved address all along.
        await expect(page.locator('[data-billing-fields] input[name="BillingCity"]')).toHaveValue('Antwerpen');
        // Shop spec §7: each check carries the signed-in customer's id.
        expect(checks.map((check) => check.get('customerId'))).toEqual(['2002', '2002']);

        await page.getByRole('button', { name: l.place }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
        expect(orders).toHaveLength(1);
        expect(new URLSearchParams(orders[0]).get('BillingVAT')).toBe('BE 0987.654.394');
        await expect(page.locator('.checkout-confirmation')).toContainText('BE 0987.654.394');
      },
    );

    neutralTest(
      culture,
      'valid → null (service unavailable) keeps the page; an unchanged validity too',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await signIn(page, culture, 'pro@ateliervelo.be');
        await openShopPage(page, `/${culture}/checkout`);
        await markForm(page);
        // The account's number, typed again as shoppers do (the field held it unchecked).
        expect((await enterVat(page, 'BE 0123.456.749')).IsVATValidWebService).toBe(true);
        await reloaded(page);
        const leaves = await countLeaves(page);
        await markForm(page);
        expect((await enterVat(page, 'BE 0999.999.999')).IsVATValidWebService).toBe(null);
        // The answer is on the page (written just before a reload would start): no load began.
        await expect(page.locator('[data-vat-message]')).toContainText(l.unavailable);
        expect(await leaves()).toBe(0);
        await expect(page.locator('form.checkout[data-test-mark]')).toHaveCount(1);
        await expect(page.locator('[data-vat-group]')).not.toHaveClass(/has-success|has-error/);
        // Back to a valid number: still valid as far as the page knows, no reload either.
        expect((await enterVat(page, 'BE0123456749')).IsVATValidWebService).toBe(true);
        await expect(page.locator('[data-vat-message]')).toHaveText(l.valid);
        expect(await leaves()).toBe(0);
      },
    );

    neutralTest(
      culture,
      'a billing country change checks the VAT again instead of reloading; without a VAT it reloads',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/checkout`);
        const countryPosts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().endsWith('/api/v1/shoppingcarts/country')) {
            countryPosts.push(request.postData() ?? '');
          }
        });
        // Without a VAT: the country goes to the server and the page reloads with it.
        await markForm(page);
        await page.locator('#BillingFirstName').fill('Anouk');
        await page.locator('#BillingCountry').selectOption({ value: '150' });
        await reloaded(page);
        expect(countryPosts).toEqual(['{"BillingCountryId":150}']);
        await expect(page.locator('#BillingCountry')).toHaveValue('150');
        await expect(page.locator('#BillingFirstName')).toHaveValue('Anouk');

        // A Dutch number while the country is the Netherlands: valid, and the reverse charge shows after the reload.
        await markForm(page);
        expect((await enterVat(page, 'NL123456789B01')).IsVATValidWebService).toBe(true);
        await reloaded(page);
        await expect(page.locator('[data-reverse-charge]')).toContainText(l.reverse);
        // Now Belgium: the VAT is checked again for Belgium (invalid there), which reloads; no country call.
        await markForm(page);
        const recheck = page.waitForResponse(isVatCheck);
        await page.locator('#BillingCountry').selectOption({ value: '21' });
        const answer = await recheck;
        expect(new URL(answer.url()).searchParams.get('countryId')).toBe('21');
        expect(new URL(answer.url()).searchParams.get('VAT')).toBe('NL123456789B01');
        await reloaded(page);
        await expect(page.locator('[data-vat-group]')).toHaveClass(/has-error/);
        await expect(page.locator('[data-reverse-charge]')).toHaveCount(0);
        expect(countryPosts).toHaveLength(1);
      },
    );

    neutralTest(
      culture,
      'a failed check is told by the error catalogue; an empty field asks nothing',
      async ({ page }) => {
        await fillCart(page, [[50001, 1]]);
        await openShopPage(page, `/${culture}/checkout`);
        const checks: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/checkisvatvalid')) checks.push(request.url());
        });
        await injectFault(page, { match: 'api/v1/sales/customers/checkisvatvalid', fault: '500' });
        await markForm(page);
        await page.locator('#BillingVAT').fill('BE0123456749');
        await page.locator('#BillingVAT').press('Tab');
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(STRING_RESOURCES[culture]['Manager.UnknowsErrors']!);
        await page.keyboard.press('Escape');
        await expect(page.locator('#BillingVAT')).toHaveValue('BE0123456749');
        await expect(page.locator('form.checkout[data-test-mark]')).toHaveCount(1);
        // Emptied: leaving it asks nothing (the next check, of a new number, is the first request after the fault).
        await page.locator('#BillingVAT').fill('');
        await page.locator('#BillingVAT').press('Tab');
        await page.locator('#AccountType-Company').check();
        await enterVat(page, 'BE0999999999');
        expect(checks).toHaveLength(2);
      },
    );
  });
}
