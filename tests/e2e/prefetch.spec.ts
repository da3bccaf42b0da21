/**
 * Intent prefetch (issue "Production-grade speed and hardening"): a link that loads in place is fetched when the
 * pointer rests on it or the keyboard focuses it, and the click uses that answer; links that must not be fetched
 * ahead never are; a change on the server forgets what was fetched.
 */
import type { Page, Request } from '@playwright/test';
import { CULTURES, expect, neutralTest, openPage, openShopPage, test } from './support.ts';

const text = {
  fr: {
    contact: 'Nous contacter',
    requests: 'Mes demandes',
    add: 'Ajouter au panier',
    bottles: '/fr/catalog/product/1028/bidon-club-par-6',
  },
  nl: {
    contact: 'Contacteer ons',
    requests: 'Mijn aanvragen',
    add: 'In winkelmandje',
    bottles: '/nl/catalog/product/1028/clubbidon-per-6',
  },
};

/** The page requests for `path`, each with whether it was a prefetch. */
function recordPageRequests(page: Page, path: string): { prefetch: boolean }[] {
  const seen: { prefetch: boolean }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === path && request.resourceType() === 'fetch') {
      seen.push({ prefetch: request.headers()['purpose'] === 'prefetch' });
    }
  });
  return seen;
}

const isPrefetchOf = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === path && request.headers()['purpose'] === 'prefetch';

const contents = (page: Page) => page.locator('nav[aria-labelledby="service-contents"]');

for (const culture of CULTURES) {
  test.describe(`intent prefetch (${culture})`, () => {
    neutralTest(
      culture,
      'a link the pointer rests on is fetched ahead, and the click uses that answer',
      async ({ page }) => {
        await openPage(page, `/${culture}/service`);
        const contactPath = `/${culture}/service/contact`;
        const requests = recordPageRequests(page, contactPath);
        const link = contents(page).locator(`a[href="${contactPath}"]:not([data-modal])`);

        const prefetched = page.waitForRequest(isPrefetchOf(contactPath));
        await link.hover();
        await prefetched;
        await link.click();
        await expect(page.locator('main h1')).toHaveText(text[culture].contact);
        await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
        await expect.poll(() => page.evaluate(() => document.body.dataset.pageState)).toBe('finished');
        expect(requests).toEqual([{ prefetch: true }]);
      },
    );

    neutralTest(culture, 'a link reached with Tab is fetched ahead, and Enter uses that answer', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      const contactPath = `/${culture}/service/contact`;
      const requests = recordPageRequests(page, contactPath);
      await contents(page).getByRole('link', { name: text[culture].requests, exact: true }).focus();

      const prefetched = page.waitForRequest(isPrefetchOf(contactPath));
      await page.keyboard.press('Tab');
      await expect(contents(page).getByRole('link', { name: text[culture].contact, exact: true })).toBeFocused();
      await prefetched;
      await page.keyboard.press('Enter');
      await expect(page.locator('main h1')).toHaveText(text[culture].contact);
      expect(requests).toEqual([{ prefetch: true }]);
    });

    neutralTest(
      culture,
      'modal, file, other-site, no-ajax, two-factor, other-language, no-cache and opted-out links are never fetched ahead',
      async ({ page }) => {
        await openPage(page, `/${culture}/service`);
        await page.evaluate(() => {
          // As a theme would write them: a link that must always be fresh, and one opted out of prefetching.
          const list = document.querySelector('nav[aria-labelledby="service-contents"] ul');
          list?.insertAdjacentHTML(
            'beforeend',
            `<li><a class="no-cache" href="${location.pathname}/stock">Stock</a></li>
           <li data-prefetch="false"><a href="${location.pathname}/openings">Horaires</a></li>`,
          );
        });
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'fetch' && request.headers()['purpose'] === 'prefetch') {
            fetched.push(new URL(request.url()).pathname + new URL(request.url()).search);
          }
        });
        const never = [
          contents(page).locator('a[data-modal]'),
          contents(page).locator('a[href$=".pdf"], a[href^="https://"], a.no-ajax, a[href*="twofactorhome"]'),
          page.locator('a.culture-switch'),
          contents(page).locator('a.no-cache, [data-prefetch="false"] a'),
          contents(page).locator('a[href^="#"]'),
        ];
        for (const group of never) {
          for (const link of await group.all()) await link.focus();
        }
        // The last one is allowed: once it is fetched, every refusal before it has had its chance.
        const news = `/${culture}/news`;
        const newsPrefetched = page.waitForRequest(isPrefetchOf(news));
        await contents(page).locator(`a[href="${news}"]`).focus();
        await (await newsPrefetched).response();
        expect(fetched).toEqual([news]);
      },
    );

    neutralTest(
      culture,
      'a page fetched ahead is forgotten once the cart changes, and the click asks again',
      async ({ page }) => {
        await openShopPage(page, text[culture].bottles);
        const cartPath = `/${culture}/shoppingcarts`;
        const requests = recordPageRequests(page, cartPath);

        const prefetched = page.waitForRequest(isPrefetchOf(cartPath));
        await page.locator('a.cart-link').focus();
        await (await prefetched).response();
        await page.getByRole('button', { name: text[culture].add }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        // The answer fetched before the cart changed shows an empty cart: the click must not use it.
        await page.locator('a.cart-link').click();
        await expect(page).toHaveURL(new RegExp(`${cartPath}$`));
        await expect(page.locator('.cart-line')).toHaveCount(1);
        expect(requests).toHaveLength(2);
      },
    );
  });
}
