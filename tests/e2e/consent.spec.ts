/**
 * Cookie consent in fr or nl, for a visitor who has not chosen yet: the dialog on the first visit, decline (nothing
 * flagged runs, no such cookie), accept (scripts run once, event, callback, Consent Mode update), a new stamp asks
 * again, custom choices, the preferences link, and flagged scripts arriving with in-place navigation.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CONSENT_COOKIE, CONSENT_STAMP, POLICY_COOKIE } from '../consent-cookie.mjs';
import { CULTURES, expect, expectAccessible, neutralTest, test } from './support.ts';

test.use({ consent: 'none' });

type Runs = { statistics?: number; marketing?: number };
const runs = (page: Page) => page.evaluate(() => (window as unknown as { consentRuns?: Runs }).consentRuns ?? {});
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);
const stored = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((item) => item.name === CONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
};
/** The Consent Mode commands pushed to the dataLayer, as [command, signals]. */
const consentMode = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => (entry as ArrayLike<unknown>)?.[0] === 'consent')
      .map((entry) => [(entry as ArrayLike<unknown>)[1], (entry as ArrayLike<Record<string, string>>)[2]]),
  );

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const dialog = (page: Page) => page.getByRole('dialog', { name: strings['Consent.Title'] });

  test.describe(`cookie consent (${culture})`, () => {
    neutralTest(
      culture,
      'first visit asks; declining runs nothing flagged and sets no such cookie',
      async ({ page }) => {
        await page.goto(`/${culture}/widgets`);
        await expect(dialog(page)).toBeVisible();
        await expect(dialog(page).getByRole('button', { name: strings['Consent.AcceptAll'] })).toBeFocused();
        await expectAccessible(page, 'dialog');
        expect(await consentMode(page)).toEqual([
          ['default', expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' })],
        ]);
        expect(await runs(page)).toEqual({});
        await page.evaluate(() =>
          document.addEventListener('consent:changed', (event) => {
            (window as unknown as { consentEvents: unknown[] }).consentEvents ??= [];
            (window as unknown as { consentEvents: unknown[] }).consentEvents.push((event as CustomEvent).detail);
          }),
        );

        await dialog(page).getByRole('button', { name: strings['Consent.DeclineAll'] }).click();
        await expect(dialog(page)).toBeHidden();
        expect(await runs(page)).toEqual({});
        const names = await cookieNames(page);
        expect(names).not.toContain('_ga_demo');
        expect(names).not.toContain('_fbp_demo');
        const declined = { stamp: CONSENT_STAMP, preferences: false, statistics: false, marketing: false };
        expect(await stored(page)).toEqual(declined);
        expect(await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents)).toEqual([
          declined,
        ]);
        expect(await page.evaluate(() => (window as unknown as { consentDeclined?: unknown }).consentDeclined)).toEqual(
          declined,
        );
        expect((await consentMode(page)).at(-1)).toEqual([
          'update',
          expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
        ]);
        // Chosen: the next page does not ask.
        await page.reload();
        await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
        // The runtime has read the stored choice, and the dialog stays away: opening the choices now (the footer
        // link's way) draws a dialog, on its switches. Had boot asked, its dialog (asked for first, through the same
        // chunk) would be on the page before that one, or already there: every dialog since this moment is counted.
        await expect
          .poll(() =>
            page.evaluate(() => (window.ShopRuntime?.consent as { current(): unknown } | undefined)?.current() ?? null),
          )
          .not.toBeNull();
        await page.evaluate(() => {
          const seen = new Set(document.querySelectorAll('dialog'));
          const tracked = window as unknown as { dialogsBefore: number; dialogsSeen: Set<Element> };
          tracked.dialogsBefore = seen.size;
          tracked.dialogsSeen = seen;
          new MutationObserver(() => document.querySelectorAll('dialog').forEach((item) => seen.add(item))).observe(
            document,
            { childList: true, subtree: true },
          );
          (window.ShopRuntime?.consent as { open(): void } | undefined)?.open();
        });
        await expect(dialog(page).getByRole('switch', { name: strings['Consent.Statistics'] })).toBeVisible();
        expect(
          await page.evaluate(() => {
            const tracked = window as unknown as { dialogsBefore: number; dialogsSeen: Set<Element> };
            return { before: tracked.dialogsBefore, seen: tracked.dialogsSeen.size };
          }),
        ).toEqual({ before: 0, seen: 1 });
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        expect(await stored(page)).toEqual(declined);
      },
    );

    neutralTest(
      culture,
      'accepting runs each flagged script once, fires the event and the callback, updates Consent Mode',
      async ({ page }) => {
        await page.goto(`/${culture}/widgets`);
        await dialog(page).getByRole('button', { name: strings['Consent.AcceptAll'] }).click();
        await expect(dialog(page)).toBeHidden();
        expect(await runs(page)).toEqual({ statistics: 1, marketing: 1 });
        expect(await cookieNames(page)).toEqual(expect.arrayContaining(['_ga_demo', '_fbp_demo']));
        expect(await page.evaluate(() => (window as unknown as { consentAccepted?: unknown }).consentAccepted)).toEqual(
          {
            stamp: CONSENT_STAMP,
            preferences: true,
            statistics: true,
            marketing: true,
          },
        );
        expect((await consentMode(page)).at(-1)).toEqual([
          'update',
          expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' }),
        ]);

        // Flagged scripts that arrive with in-place navigation run too (once per arrival).
        await page
          .locator('.site-header')
          .getByRole('link', { name: /Service|Klantendienst/ })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
        await page.goBack();
        await expect.poll(() => runs(page)).toEqual({ statistics: 2, marketing: 2 });
      },
    );

    neutralTest(
      culture,
      'a new stamp asks again; custom choices are saved; the footer link reopens the switches',
      async ({ page, baseURL }) => {
        const old = { stamp: '2025-01-01', preferences: true, statistics: true, marketing: true };
        await page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(old)), url: baseURL ?? '' }]);
        await page.goto(`/${culture}/widgets`);
        await expect(dialog(page)).toBeVisible();
        // The old choice no longer counts: nothing ran.
        expect(await runs(page)).toEqual({});

        await dialog(page).getByRole('button', { name: strings['Consent.Customize'] }).click();
        const statistics = dialog(page).getByRole('switch', { name: strings['Consent.Statistics'] });
        await expect(dialog(page).getByRole('switch', { name: strings['Consent.Necessary'] })).toBeDisabled();
        await expect(dialog(page).getByRole('switch', { name: strings['Consent.Preferences'] })).toBeFocused();
        await expectAccessible(page, 'dialog');
        await statistics.check();
        await dialog(page).getByRole('button', { name: strings['Consent.Save'] }).click();
        await expect(dialog(page)).toBeHidden();
        expect(await stored(page)).toEqual({
          stamp: CONSENT_STAMP,
          preferences: false,
          statistics: true,
          marketing: false,
        });
        expect(await runs(page)).toEqual({ statistics: 1 });
        expect(await cookieNames(page)).not.toContain('_fbp_demo');

        await page.locator('.site-footer [data-consent-open]').click();
        await expect(dialog(page).getByRole('switch', { name: strings['Consent.Statistics'] })).toBeChecked();
        await expect(dialog(page).getByRole('switch', { name: strings['Consent.Marketing'] })).not.toBeChecked();
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        await expect(page.locator('.site-footer [data-consent-open]')).toBeFocused();
      },
    );
  });
}

test('the cookie policy notice stays until understood, remembered 8760 hours in its own cookie', async ({ page }) => {
  await page.goto('/nl/');
  const consent = page.getByRole('dialog', { name: STRING_RESOURCES.nl['Consent.Title'] });
  await consent.getByRole('button', { name: STRING_RESOURCES.nl['Consent.DeclineAll'] }).click();
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await expectAccessible(page, '.cookie-policy');
  await notice.getByRole('button', { name: 'Begrepen' }).click();
  await expect(notice).toBeHidden();
  const cookie = (await page.context().cookies()).find((item) => item.name === POLICY_COOKIE);
  const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(8759);
  expect(hours).toBeLessThanOrEqual(8760);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  await expect(notice).toBeHidden();
});

test('the cookie policy notice is served shown to a visitor without its cookie: drawn with the page, not after boot', async ({
  browser,
  baseURL,
}) => {
  // Without script: what the server's page draws before any widget could mount (uploads' largest paint, issue 44).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(new URL('/fr/', baseURL).href);
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await context.addCookies([{ name: POLICY_COOKIE, value: 'seen', url: baseURL ?? '', sameSite: 'Lax' }]);
  await page.reload();
  await expect(page.locator('.cookie-policy')).toBeHidden();
  await context.close();
});
