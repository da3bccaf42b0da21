/**
 * Prepaid accounts (runtime spec §2 "prepaid account add and notification toggle", §3 "Prepaid", §4, §5, §7, §8) in
 * fr and nl: adding money (a missing Quantity says Sales.QuantityIsMandatory and sends nothing; the answer's URL is
 * followed, an off-site one refused), the usage notification switch (sent without the block loader, put back on a
 * failure), and the history paged with pagenbr.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, expectAccessible, injectFault, neutralTest, openShopPage, signIn, test } from './support.ts';

const TEXT = {
  fr: {
    amount: 'Montant à ajouter (€)',
    add: 'Ajouter au panier',
    notify: 'M’avertir par e-mail à chaque utilisation',
    history: 'Historique de « Atelier 2026 »',
    pending: 'Rechargement en attente de paiement',
    pages: 'Pages de l’historique',
    page: (n: number) => `Page ${n}`,
  },
  nl: {
    amount: 'Toe te voegen bedrag (€)',
    add: 'Aan winkelmandje toevoegen',
    notify: 'Mij bij elk gebruik per e-mail verwittigen',
    history: 'Geschiedenis van “Atelier 2026”',
    pending: 'Opwaardering in afwachting van betaling',
    pages: 'Pagina’s van de geschiedenis',
    page: (n: number) => `Pagina ${n}`,
  },
};

/** Records whether the block loader is ever put in the page from now on. */
const watchBlockLoader = (page: Page) =>
  page.evaluate(() => {
    const flag = window as unknown as { blockLoaderSeen: boolean };
    flag.blockLoaderSeen = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('rt-block-loader')) flag.blockLoaderSeen = true;
    }).observe(document.body, { childList: true });
  });
const blockLoaderSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { blockLoaderSeen: boolean }).blockLoaderSeen);

for (const culture of CULTURES) {
  const l = TEXT[culture];
  const strings = STRING_RESOURCES[culture];

  test.describe(`prepaid accounts (${culture})`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, culture, 'pro@ateliervelo.be');
      await openShopPage(page, `/${culture}/account/prepaidaccounts`);
    });

    test('add money: no amount says Sales.QuantityIsMandatory and sends nothing; an amount goes where the answer says', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('prepaidaccounts/addtocart')) posts.push(request.postData() ?? '');
      });
      const card = page.getByRole('article', { name: 'Atelier 2026' });
      const amount = card.getByLabel(l.amount);
      await card.getByRole('button', { name: l.add }).click();
      const message = card.locator('[data-valmsg-for="Quantity"]');
      await expect(message).toHaveText(strings['Sales.QuantityIsMandatory']!);
      await expect(message).toHaveClass(/field-validation-error/);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(strings['Sales.QuantityIsMandatory']!);
      await expect(amount).toBeFocused();
      await expectAccessible(page, 'main');

      // Typing clears the message; Enter sends the form, once.
      await amount.fill('50');
      await expect(message).toHaveText('');
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
      const answer = page.waitForResponse((response) => response.url().includes('prepaidaccounts/addtocart'));
      await amount.press('Enter');
      expect(await (await answer).json()).toBe(`/${culture}/account/prepaidaccounts/301`);
      await expect(page).toHaveURL(new RegExp(`/${culture}/account/prepaidaccounts/301$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.history);
      await expect(page.locator('.prepaid-history tbody tr').first()).toContainText(l.pending);
      await expect(page.locator('.prepaid-history tbody tr').first()).toContainText('50,00');
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0]!)).toEqual({ PrepaidAccountId: '301', Quantity: '50' });
    });

    neutralTest(culture, 'add money: an answer leading off the site is refused', async ({ page }) => {
      await page.route('**/api/v1/sales/prepaidaccounts/addtocart', (route) =>
        route.fulfill({ json: 'https://elsewhere.example/pay' }),
      );
      const card = page.getByRole('article', { name: 'Flotte de coursiers' });
      await card.getByLabel(l.amount).fill('20');
      await card.getByRole('button', { name: l.add }).click();
      await expect(page.locator('.rt-toast--error')).toContainText(strings['Core.LinkRefused']!);
      await expect(page).toHaveURL(new RegExp(`/${culture}/account/prepaidaccounts$`));
      await expect(card.getByLabel(l.amount)).toHaveValue('20');
    });

    test('the notification switch is sent without the loader and goes back on a failure', async ({ page }) => {
      const card = page.getByRole('article', { name: 'Atelier 2026' });
      const toggle = card.getByRole('switch', { name: l.notify });
      const status = card.locator('[data-prepaid-notification-status]');
      await expect(toggle).toBeChecked();
      await watchBlockLoader(page);

      // Off, with the keyboard; a slow answer shows that no block loader comes while it is pending.
      await injectFault(page, { match: 'prepaidaccounts/setnotification', fault: 'slow', delayMs: 600 });
      const sent = page.waitForRequest((request) => request.url().includes('setnotification'));
      const answered = page.waitForResponse((response) => response.url().includes('setnotification'));
      await toggle.focus();
      await page.keyboard.press('Space');
      expect(JSON.parse((await sent).postData() ?? '')).toEqual({ IsActivated: false, PrepaidAccountId: '301' });
      await expect(toggle).not.toBeChecked();
      await answered;
      await expect(status).toHaveText(strings['Prepaid.NotificationOff']!.replace('{{name}}', 'Atelier 2026'));
      expect(await blockLoaderSeen(page)).toBe(false);

      // On again, but the server fails: the error dialog, and the switch back to off.
      await injectFault(page, { match: 'prepaidaccounts/setnotification', fault: '500' });
      await page.keyboard.press('Space');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(strings['Manager.UnknowsErrors']!);
      await expect(toggle).not.toBeChecked();
      await expect(status).toHaveText(strings['Prepaid.NotificationFailed']!);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: strings['Core.Close'] }).first().click();
      await expect(dialog).toHaveCount(0);

      // The server kept "off".
      await openShopPage(page, `/${culture}/account/prepaidaccounts`);
      await expect(page.getByRole('article', { name: 'Atelier 2026' }).getByRole('switch')).not.toBeChecked();
    });

    neutralTest(culture, 'the history is paged with pagenbr, in place', async ({ page }) => {
      await page.getByRole('link', { name: /Atelier 2026/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.history);
      const pages = page.getByRole('navigation', { name: l.pages });
      // 23 movements, 10 a page.
      await expect(pages.locator('.page-link')).toHaveText(['1', '2', '3', '›']);
      await expect(page.locator('.prepaid-history tbody tr')).toHaveCount(10);
      await pages.getByRole('link', { name: l.page(3) }).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/account/prepaidaccounts/301\\?pagenbr=3$`));
      await expect(page.locator('.prepaid-history tbody tr')).toHaveCount(3);
      await expectAccessible(page, 'main');
    });
  });
}
