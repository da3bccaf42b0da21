/**
 * Popups in fr and nl, for a visitor who has not closed them yet: the popup modal 3000 ms after load with its
 * countdown, the popup banner, and both staying closed across pages once closed (dismissal cookie, 9999 days).
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { POPUP_COOKIE } from '../consent-cookie.mjs';
import { CULTURES, dialogTimes, expect, expectAccessible, openPage, test, watchDialog } from './support.ts';

test.use({ popups: 'new' });

const text = {
  fr: { title: 'Black Friday à l’atelier', banner: 'Annonce' },
  nl: { title: 'Black Friday in het atelier', banner: 'Aankondiging' },
};

const dismissed = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((item) => item.name === POPUP_COOKIE);
  return {
    ids: cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }[]).map((item) => item.id) : [],
    days: cookie ? (cookie.expires * 1000 - Date.now()) / 86_400_000 : 0,
  };
};

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  test(`the popup modal (${culture}) shows 3 s after load with its countdown, and stays closed once closed`, async ({
    page,
  }) => {
    await watchDialog(page, 'dialog.rt-popup');
    await openPage(page, `/${culture}/`);
    const popup = page.getByRole('dialog', { name: l.title });
    await expect(popup).toBeVisible({ timeout: 6000 });
    // When it opened, measured in the page from the window's load.
    const { opened, loaded } = await dialogTimes(page);
    expect(opened - loaded).toBeGreaterThanOrEqual(3000);
    expect(opened - loaded).toBeLessThan(5000);
    await expect(popup.getByRole('timer')).toBeVisible();
    // The content's heading is the dialog's title, not repeated under it.
    await expect(popup.getByRole('heading', { name: l.title })).toHaveCount(1);
    await expectAccessible(page, 'dialog');
    await popup.getByRole('button', { name: strings['Core.Close'] }).first().click();
    await expect(popup).toBeHidden();
    const after = await dismissed(page);
    expect(after.ids).toEqual(['black-friday-2026']);
    // Asked for 9999 days; Chromium keeps a cookie at most 400 days (RFC 6265bis), so that is what it keeps.
    expect(after.days).toBeGreaterThan(399);

    // Another page and back, in place; then a whole reload: not again.
    await page
      .locator('.site-header')
      .getByRole('link', { name: /Service|Klantendienst/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
    await page.waitForTimeout(3500);
    await expect(popup).toBeHidden();
    await page.reload();
    await page.waitForTimeout(3500);
    await expect(popup).toBeHidden();
  });

  test(`the popup banner (${culture}) closes for good`, async ({ page }) => {
    await openPage(page, `/${culture}/service`);
    const banner = page.getByRole('region', { name: l.banner });
    await expect(banner).toBeVisible();
    await expectAccessible(page, '.popup-banner');
    await banner.getByRole('button', { name: strings['Core.Close'] }).click();
    await expect(banner).toBeHidden();
    expect((await dismissed(page)).ids).toEqual(['express-repair']);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
    await expect(page.locator('.popup-banner')).toBeHidden();
  });
}
