/**
 * Popups in fr or nl, for a visitor who has not closed them yet: the popup modal 3000 ms after load (on the fake
 * clock) with its countdown, the popup banner, and both staying closed across pages once closed (dismissal cookie, 9999 days).
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { POPUP_COOKIE } from '../consent-cookie.mjs';
import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openPage,
  openShopPage,
  recordReactChunks,
  test,
  SHOP_NOW,
  installFakeClock,
  pauseClock,
} from './support.ts';
import { cookieWrites, drawPendingDialogs, recordCookieWrites } from './timing.ts';

test.use({ popups: 'new' });

/** The shop clock's year in Brussels: the launch offer ends on its last evening (fixtures/clock.ts endOfShopYear). */
const SHOP_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(SHOP_NOW);

const text = {
  fr: {
    title: 'Black Friday à l’atelier',
    banner: 'Annonce',
    bannerText: 'votre vélo réparé en 24 heures à l’atelier',
    offerEnds: 'L’offre de lancement se termine dans',
    left: '1 jour, 1 heure, 1 minute, 0 seconde',
    later: '1 jour, 1 heure, 0 minute, 58 secondes',
  },
  nl: {
    title: 'Black Friday in het atelier',
    banner: 'Aankondiging',
    bannerText: 'uw fiets hersteld binnen 24 uur in het atelier',
    offerEnds: 'Het introductieaanbod eindigt over',
    left: '1 dag, 1 uur, 1 minuut, 0 seconden',
    later: '1 dag, 1 uur, 0 minuten, 58 seconden',
  },
};

const dismissed = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((item) => item.name === POPUP_COOKIE);
  return {
    ids: cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }[]).map((item) => item.id) : [],
    // The machine's clock, not the page's fake one: Chromium caps a cookie's life at 400 days from its own now.
    days: cookie ? (cookie.expires * 1000 - Date.now()) / 86_400_000 : 0,
  };
};

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];

  neutralTest(
    culture,
    'the popup modal shows 3000 ms after load with its countdown, and stays closed once closed',
    async ({ page }) => {
      await recordCookieWrites(page);
      // Time stands still from the page's first moment: the popup's 3000 ms count on the page's clock from its load.
      await installFakeClock(page);
      await pauseClock(page);
      await openPage(page, `/${culture}/`);
      await expect(page.locator('.home-popup')).toHaveAttribute('data-widget-mounted', 'popup');
      await page.waitForFunction(() => document.readyState === 'complete');
      const popup = page.getByRole('dialog', { name: l.title });
      // 1 ms before: a dialog asked for now is drawn, and the popup is not there before it.
      await page.clock.runFor(2999);
      await drawPendingDialogs(page, { clock: 'paused' });
      await expect(popup).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(popup).toBeVisible();
      await page.clock.runFor(300); // the marker's closing transition
      await page.clock.resume();
      await expect(popup.getByRole('timer')).toBeVisible();
      // The content's heading is the dialog's title, not repeated under it.
      await expect(popup.getByRole('heading', { name: l.title })).toHaveCount(1);
      await expectAccessible(page, 'dialog');
      await popup.getByRole('button', { name: strings['Core.Close'] }).first().click();
      await expect(popup).toBeHidden();
      // Remembered once the dialog has closed (its `close` event, after the leaving animation, which may end after
      // the dialog already looks hidden).
      await expect.poll(async () => (await dismissed(page)).ids).toEqual(['black-friday-2026']);
      const after = await dismissed(page);
      // Asked for 9999 days; Chromium keeps a cookie at most 400 days (RFC 6265bis), so that is what it keeps.
      expect(after.days).toBeGreaterThan(399);
      const written = (await cookieWrites(page)).find((cookie) => cookie.startsWith(`${POPUP_COOKIE}=`)) ?? '';
      const asked = Number(/;\s*max-age=(\d+)/i.exec(written)?.[1]) / 86_400;
      expect(asked).toBe(9999);

      // A whole reload, then another page and back in place: not again. The clock runs well past the 3000 ms after
      // each arrival; the marker dialog then proves that a popup asked for in that time would be on the page.
      const notShownAgain = async () => {
        await expect(page.locator('.home-popup')).toHaveAttribute('data-widget-mounted', 'popup');
        // The page's clock is ahead of the test's after the first round: pause from the page's own time.
        await pauseClock(page);
        await page.clock.runFor(5000);
        await page.clock.resume();
        await drawPendingDialogs(page);
        await expect(popup).toHaveCount(0);
      };
      await page.reload();
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
      await notShownAgain();
      await page
        .locator('.site-header')
        .getByRole('link', { name: /Service|Klantendienst/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
      await notShownAgain();
    },
  );

  neutralTest(
    culture,
    'the popup modal opens without loading React: the home page stays free of it',
    async ({ page }) => {
      const chunks: string[] = [];
      const react = recordReactChunks(page);
      page.on('request', (request) => {
        const name = /\/Dist\/chunks\/([a-z-]+)-[A-Z0-9]+\.js$/.exec(request.url())?.[1];
        if (name) chunks.push(name);
      });
      await installFakeClock(page);
      await openPage(page, `/${culture}/`);
      await page.waitForFunction(() => document.readyState === 'complete');
      // Mounted first: its 3 s count from the mount, so time run before it would not reach them.
      await expect(page.locator('.home-popup')).toHaveAttribute('data-widget-mounted', 'popup');
      await page.clock.runFor(3000);
      const popup = page.getByRole('dialog', { name: l.title });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('timer')).toBeVisible();
      expect(chunks).toContain('popup');
      // No chunk holding React is asked for: the popup is the runtime's dialog shell, plain DOM.
      expect(react).toEqual([]);
      await popup.getByRole('button', { name: strings['Core.Close'] }).first().click();
      await expect(popup).toBeHidden();
    },
  );

  // One culture: the countdown's plurals in each culture are proved by widgets/countdown/units.test.ts.
  neutralTest(
    culture,
    'the popup banner shows its <template> with a ticking countdown, and closes for good',
    async ({ page }) => {
      await installFakeClock(page, new Date(`${SHOP_YEAR}-12-30T21:50:00Z`));
      // Every hook mounted first (the countdown from the banner's template too): the jump below would time a chunk
      // still loading out.
      await openShopPage(page, `/${culture}/service`);
      const banner = page.getByRole('region', { name: l.banner });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(l.bannerText);
      const timer = banner.getByRole('timer');
      await expect(timer).toBeVisible();
      // The launch offer ends on 31 December at 23:59 in Brussels (22:59 UTC); time stands still from here.
      await page.clock.pauseAt(new Date(`${SHOP_YEAR}-12-30T21:58:00Z`));
      await expect(timer).toHaveAttribute('aria-label', `${l.offerEnds} ${l.left}`);
      await page.clock.runFor(2000);
      await expect(timer).toHaveAttribute('aria-label', `${l.offerEnds} ${l.later}`);
      // axe waits on timers of its own.
      await page.clock.resume();
      await expectAccessible(page, '.popup-banner');

      await banner.getByRole('button', { name: strings['Core.Close'] }).click();
      await expect(banner).toBeHidden();
      // The template's content, its countdown with it, left the page with the banner.
      await expect(page.locator('.popup-banner .rt-countdown')).toHaveCount(0);
      expect((await dismissed(page)).ids).toEqual(['express-repair']);
      await page.reload();
      const popup = page.locator('.popup-banner');
      // Once the widget has decided (it shows a banner's content as it mounts), nothing is shown.
      await expect(popup).toHaveAttribute('data-widget-mounted', 'popup');
      await expect(popup).toBeHidden();
      await expect(popup.locator('[data-widget=countdown]')).toHaveCount(0);
    },
  );
}
