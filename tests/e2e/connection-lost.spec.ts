/**
 * Issue 43, point 1: a dropped connection is told, not swallowed. A link, a form or a widget call that finds no
 * connection (the context offline), whose connection the reference CMS resets (fault `reset` before any answer,
 * `abort` in the middle of it) or that gets no answer within the navigation time limit shows the catalogue's
 * Core.ConnectionLost in the error dialog (an alertdialog: announced), with Retry where the action can be repeated;
 * the page stays usable and keeps what was typed; back online the same click works in place. A real abort stays a
 * console warning only.
 */
import type { Page } from '@playwright/test';
import {
  addHook,
  CULTURES,
  type Culture,
  expect,
  inMs,
  injectFault,
  markWindow,
  neutralTest,
  openPage,
  openShopPage,
  stillSameWindow,
  test,
} from './support.ts';
import { say } from './fault-matrix/reactions.ts';

/** The one dialog telling the connection was lost, in the page's language. */
const lostDialog = (page: Page, culture: Culture) =>
  page.getByRole('alertdialog').filter({ hasText: say(culture, 'Core.ConnectionLost') });

/** Nothing left busy: no leaving or loading classes, no block loader, no aria-busy, no disabled submit button. */
async function expectUsable(page: Page): Promise<void> {
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-page-state', 'failed');
  await expect(body).not.toHaveClass(/page-leaving|long-loading|rt-blocked/);
  await expect(page.locator('.rt-block-loader, .rt-spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.locator('button[type=submit][aria-disabled=true], button[type=submit]:disabled')).toHaveCount(0);
}

const tile = (page: Page) => page.locator('.category-tile[href*="/catalog/category/3"]').first();
const field = (page: Page, name: string) => page.locator(`[name="Register.${name}"]:not([type=hidden])`);

const TYPED = { FirstName: 'Anne', Email: 'anne@example.be', Password: 'velo-2026!', ConfirmPassword: 'velo-2026!' };

async function fillRegisterForm(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(TYPED)) await field(page, name).fill(value);
  await page.locator('#Register_AcceptTerms').check();
  // Checked as the shopper left it: the validation part is in the page (unit tests cover its load failing).
  await expect(field(page, 'FirstName')).toHaveClass(/\bvalid\b/);
}

async function expectTypedKept(page: Page): Promise<void> {
  for (const [name, value] of Object.entries(TYPED)) await expect(field(page, name)).toHaveValue(value);
  await expect(page.locator('#Register_AcceptTerms')).toBeChecked();
}

const welcome = { fr: 'Merci, votre compte est créé.', nl: 'Bedankt, uw account werd aangemaakt.' };

for (const culture of CULTURES) {
  test.describe(`a lost connection (${culture})`, () => {
    test('a link clicked offline is told; back online the same click works in place', async ({ page, context }) => {
      // Every widget mounted first: a chunk still on its way would fail offline too (the next test's case).
      await openShopPage(page, `/${culture}/`);
      await markWindow(page);
      await context.setOffline(true);
      await tile(page).click();
      const dialog = lostDialog(page, culture);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(culture, 'Core.Retry') })).toBeVisible();
      await expectUsable(page);
      await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
      await dialog.getByRole('button', { name: say(culture, 'Core.Close') }).click();
      await expect(dialog).toHaveCount(0);

      await context.setOffline(false);
      await tile(page).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/3`));
      await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
      expect(await stillSameWindow(page)).toBe(true);
    });

    test('a form sent offline keeps every typed value; back online its Retry sends it in place', async ({
      page,
      context,
    }) => {
      await openPage(page, `/${culture}/account/register`);
      await markWindow(page);
      await fillRegisterForm(page);
      await context.setOffline(true);
      await page.locator('.register-form button[type=submit]:not(.cancel)').click();
      const dialog = lostDialog(page, culture);
      await expect(dialog).toBeVisible();
      await expectUsable(page);
      await expectTypedKept(page);

      await context.setOffline(false);
      await dialog.getByRole('button', { name: say(culture, 'Core.Retry') }).click();
      await expect(page.locator('main h1')).toHaveText(welcome[culture]);
      await expect(page.locator('main .lead')).toHaveText(TYPED.FirstName);
      expect(await stillSameWindow(page)).toBe(true);
    });

    test('a connection the reference CMS resets is told the same way; once it answers, the click works', async ({
      page,
    }) => {
      await openPage(page, `/${culture}/`);
      await markWindow(page);
      // Until cleared: Chromium sends a GET whose connection was reset once more before it gives up.
      await injectFault(page, { match: '/catalog/category/3', fault: 'reset', times: 0 });
      await tile(page).click();
      await expect(lostDialog(page, culture)).toBeVisible();
      await expectUsable(page);
      await page.keyboard.press('Escape');
      await expect(lostDialog(page, culture)).toHaveCount(0);

      expect((await page.request.delete('/__test/faults')).ok()).toBe(true);
      await tile(page).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/3`));
      await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
      expect(await stillSameWindow(page)).toBe(true);
    });

    neutralTest(
      culture,
      'a widget call whose connection drops mid-answer is told, with Close only',
      async ({ page }) => {
        await openPage(page, `/${culture}/`);
        await injectFault(page, { match: 'api/v1/shoppingcarts', fault: 'abort' });
        const status = await page.evaluate(async () =>
          window.ShopRuntime?.request('/api/v1/shoppingcarts').then(
            () => 'ok',
            (error: { status?: number }) => error.status,
          ),
        );
        expect(status).toBe(0);
        const dialog = lostDialog(page, culture);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: say(culture, 'Core.Close') }).last()).toBeVisible();
        await expect(dialog.getByRole('button', { name: say(culture, 'Core.Retry') })).toHaveCount(0);
      },
    );

    neutralTest(
      culture,
      'a part of the page that cannot load offline is told as the lost connection; Retry back online mounts it',
      async ({ page, context }) => {
        await openShopPage(page, `/${culture}/`);
        await context.setOffline(true);
        await addHook(page, {
          id: 'late-countdown',
          'data-widget': 'countdown',
          'data-end': await inMs(page, 3_600_000),
        });
        const dialog = lostDialog(page, culture);
        await expect(dialog).toBeVisible();
        // One dialog: not the chunk's own "part of the page could not be loaded" beside it.
        await expect(page.getByRole('alertdialog')).toHaveCount(1);
        await expect(page.locator('#late-countdown [role=timer]')).toHaveCount(0);

        await context.setOffline(false);
        await dialog.getByRole('button', { name: say(culture, 'Core.Retry') }).click();
        await expect(page.locator('#late-countdown [role=timer]')).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      },
    );

    neutralTest(culture, 'a page that does not answer within the time limit is told', async ({ page }) => {
      // The runtime's time limit, shortened as a CMS would set it (data-navigation-timeout), for this page only.
      await page.route(`**/${culture}/`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('data-app="" ', 'data-app="" data-navigation-timeout="1500" ');
        await route.fulfill({ response, body });
      });
      await openPage(page, `/${culture}/`);
      await injectFault(page, { match: '/catalog/category/3', fault: 'slow', delayMs: 6000 });
      await tile(page).click();
      await expect(lostDialog(page, culture)).toBeVisible();
      await expectUsable(page);
    });
  });
}
