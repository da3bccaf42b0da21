/**
 * The visitor's location and the store list (runtime spec §3 "Location data kept in cookies", §8 "Geocoding and
 * geolocation failures: logged only"), in fr or nl: typed postal code, position, failures, the cookie and the
 * consent it depends on, a returning visitor, in-place navigation.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CONSENT_COOKIE, CONSENT_STAMP } from '../consent-cookie.mjs';
import {
  type ConsoleLine,
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  installFakeClock,
  neutralTest,
  openShopPage,
  test,
} from './support.ts';

const LOCATION_COOKIE = 'ateliervelo_location';
const LIEGE = { latitude: 50.6412, longitude: 5.5718 };

const text = {
  fr: {
    query: 'Code postal ou adresse',
    search: 'Rechercher',
    geolocate: 'Utiliser ma position',
    brussels: '1000 Bruxelles',
    liege: '4000 Liège',
  },
  nl: {
    query: 'Postcode of adres',
    search: 'Zoeken',
    geolocate: 'Mijn positie gebruiken',
    brussels: '1000 Brussel',
    liege: '4000 Luik',
  },
};

const storeOrder = (page: Page) =>
  page.locator('.store-list > li').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.storeId));
const distances = (page: Page) =>
  page
    .locator('.store-list [data-store-distance]')
    .evaluateAll((slots) => slots.map((slot) => (slot.textContent ?? '').replace(/\s/g, ' ')));
const storedLocation = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((item) => item.name === LOCATION_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
};
const warnings = (lines: ConsoleLine[]) => lines.filter((line) => line.type === 'warning').map((line) => line.text);

/** A choice made in the consent dialog: everything but preferences… or nothing at all. */
function consentCookie(baseURL: string, preferences: boolean) {
  const value = JSON.stringify({ stamp: CONSENT_STAMP, preferences, statistics: true, marketing: false });
  return { name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseURL, sameSite: 'Lax' as const };
}

async function search(page: Page, culture: (typeof CULTURES)[number], query: string) {
  await page.getByLabel(text[culture].query).fill(query);
  await page.locator('.location-form').getByRole('button', { name: text[culture].search, exact: true }).click();
}

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];
  const l = text[culture];
  const stores = `/${culture}/stores`;
  const fill = (key: string, values: Record<string, string>) =>
    Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), strings[key] ?? key);

  // One culture: the distances in each culture are proved by widgets/shared/distance.test.ts.
  neutralTest(
    culture,
    'a typed postal code sorts the stores nearest first, with distances, and keeps the location in its cookie',
    async ({ page, context }) => {
      await openShopPage(page, stores);
      expect(await storeOrder(page)).toEqual([
        'anvers',
        'bruxelles',
        'gand',
        'liege',
        'louvain',
        'luxembourg',
        'namur',
      ]);
      const changed = page.evaluate(
        () =>
          new Promise<{ medium: string; stored: boolean }>((resolve) =>
            document.addEventListener(
              'location:changed',
              (event) => {
                const { location, stored } = (event as CustomEvent).detail;
                resolve({ medium: location.medium, stored });
              },
              { once: true },
            ),
          ),
      );
      await search(page, culture, '1000');
      await expect(
        page.getByRole('status').filter({ hasText: fill('Location.Found', { place: l.brussels }) }),
      ).toBeVisible();
      expect(await changed).toEqual({ medium: 'search', stored: true });
      await expect
        .poll(() => storeOrder(page))
        .toEqual(['bruxelles', 'louvain', 'anvers', 'gand', 'namur', 'liege', 'luxembourg']);
      const shown = await distances(page);
      expect(shown[0]).toBe(fill('Stores.Distance', { distance: '0,3 km' }));
      expect(shown.at(-1)).toMatch(/^\D+ 18\d km$/);
      await expect(page.locator('[data-store-status]')).toHaveText(fill('Stores.Sorted', { place: l.brussels }));
      // The form shows the place, with a way to change it; focus went to that button, not lost with the fields.
      await expect(page.getByText(fill('Location.Near', { place: l.brussels }))).toBeVisible();
      await expect(page.getByRole('button', { name: strings['Location.Change'] })).toBeFocused();

      const cookie = await storedLocation(context);
      expect(cookie).toEqual({
        address_components: [
          { long_name: '1000', short_name: '1000', types: ['postal_code'] },
          { long_name: l.brussels.slice(5), short_name: l.brussels.slice(5), types: ['locality', 'political'] },
          {
            long_name: culture === 'fr' ? 'Belgique' : 'België',
            short_name: 'BE',
            types: ['country', 'political'],
          },
        ],
        formatted_address: `${l.brussels}, ${culture === 'fr' ? 'Belgique' : 'België'}`,
        geometry: { location: { lat: 50.8466, lng: 4.3528 } },
        types: ['postal_code'],
        place_id: 'atelier-BE-1000',
        medium: 'search',
      });
      const raw = (await context.cookies()).find((item) => item.name === LOCATION_COOKIE);
      expect(raw?.sameSite).toBe('Lax');
      expect(raw?.path).toBe('/');

      // Change it: the fields come back, focused, and a town name with more words is a partial match.
      await page.getByRole('button', { name: strings['Location.Change'] }).click();
      await expect(page.getByLabel(l.query)).toBeFocused();
      await search(page, culture, 'Grand-Place, Namur');
      await expect
        .poll(() => storeOrder(page))
        .toEqual(['namur', 'louvain', 'liege', 'bruxelles', 'anvers', 'gand', 'luxembourg']);
      expect(await storedLocation(context)).toMatchObject({ partial_match: true, place_id: 'atelier-BE-5000' });
    },
  );

  neutralTest(
    culture,
    'a returning visitor sees the stores sorted at once, and again after leaving and coming back in place',
    async ({ page, context, baseURL }) => {
      const known = {
        address_components: [
          { long_name: '4000', short_name: '4000', types: ['postal_code'] },
          { long_name: l.liege.slice(5), short_name: l.liege.slice(5), types: ['locality', 'political'] },
        ],
        formatted_address: `${l.liege}, Belgique`,
        geometry: { location: { lat: 50.6326, lng: 5.5797 } },
        types: ['postal_code'],
        place_id: 'atelier-BE-4000',
        medium: 'search',
      };
      await context.addCookies([
        {
          name: LOCATION_COOKIE,
          value: encodeURIComponent(JSON.stringify(known)),
          url: baseURL ?? '',
          sameSite: 'Lax',
        },
      ]);
      await openShopPage(page, stores);
      expect((await storeOrder(page))[0]).toBe('liege');
      expect((await distances(page))[0]).toBe(fill('Stores.Distance', { distance: '1,4 km' }));
      await expect(page.getByText(fill('Location.Near', { place: l.liege }))).toBeVisible();
      await expect(page.getByLabel(l.query)).toBeHidden();

      // A store's page and back to the list, by link clicks, in place: the widgets mount again.
      await page.getByRole('link', { name: culture === 'fr' ? 'Atelier Vélo Namur' : 'Fietsatelier Namen' }).click();
      await expect(page).toHaveURL(new RegExp(`${stores}/namur$`));
      await page.getByRole('link', { name: culture === 'fr' ? /Tous nos magasins/ : /Al onze winkels/ }).click();
      await expect(page).toHaveURL(new RegExp(`${stores}$`));
      await expect(page.locator('[data-widget="store-finder"]')).toHaveAttribute('data-widget-mounted', 'store-finder');
      await expect.poll(async () => (await storeOrder(page))[0]).toBe('liege');
      await expect(page.getByText(fill('Location.Near', { place: l.liege }))).toBeVisible();
      // Still the same window: the page was loaded in place.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    },
  );

  neutralTest(
    culture,
    'the position finds the nearest town, and a refused position is told',
    async ({ page, context, consoleLines }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(LIEGE);
      await openShopPage(page, stores);
      await page.getByRole('button', { name: l.geolocate }).click();
      await expect(
        page.getByRole('status').filter({ hasText: fill('Location.Found', { place: l.liege }) }),
      ).toBeVisible();
      await expect.poll(async () => (await storeOrder(page))[0]).toBe('liege');
      expect(await storedLocation(context)).toMatchObject({ medium: 'geolocation', place_id: 'atelier-BE-4000' });

      await context.clearPermissions();
      await page.getByRole('button', { name: strings['Location.Change'] }).click();
      await page.getByRole('button', { name: l.geolocate }).click();
      await expect(page.locator('[data-location-status]')).toHaveText(strings['Location.Denied'] as string);
      expect(warnings(consoleLines).some((line) => line.includes('Geolocation failed'))).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  neutralTest(
    culture,
    'an unknown place and a server fault are told in the form, which stays filled',
    async ({ page, consoleLines }) => {
      await openShopPage(page, stores);
      const before = await storeOrder(page);
      await search(page, culture, 'Atlantis');
      await expect(page.locator('[data-location-status]')).toHaveText(fill('Location.NotFound', { query: 'Atlantis' }));
      await expect(page.getByLabel(l.query)).toHaveValue('Atlantis');
      expect(warnings(consoleLines).some((line) => line.includes('no place for Atlantis'))).toBe(true);

      await injectFault(page, { match: 'api/v1/geocode', fault: '500' });
      await search(page, culture, '9000');
      await expect(page.locator('[data-location-status]')).toHaveText(strings['Location.Error'] as string);
      await expect(page.getByLabel(l.query)).toHaveValue('9000');
      expect(warnings(consoleLines).some((line) => /Geocoding 9000 failed: .*500/.test(line))).toBe(true);
      // Logged only: no error dialog, the list as it was, nothing stored.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await storeOrder(page)).toEqual(before);
      expect(await storedLocation(page.context())).toBeNull();

      await injectFault(page, { match: 'api/v1/geocode', fault: 'malformed' });
      await search(page, culture, '9000');
      await expect(page.locator('[data-location-status]')).toHaveText(strings['Location.Error'] as string);

      // The next try works.
      await search(page, culture, '9000');
      await expect.poll(async () => (await storeOrder(page))[0]).toBe('gand');
    },
  );

  neutralTest(culture, 'the stores page is accessible, before and after a search', async ({ page }) => {
    await openShopPage(page, stores);
    await expectAccessible(page);
    await search(page, culture, '1000');
    await expect.poll(async () => (await storeOrder(page))[0]).toBe('bruxelles');
    await expectAccessible(page);
  });
}

test.describe('without the preferences consent', () => {
  test('the location is kept for this visit only, and stored once preferences are granted', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([consentCookie(baseURL ?? '', false)]);
    await openShopPage(page, '/fr/stores');
    await search(page, 'fr', '1000');
    await expect.poll(async () => (await storeOrder(page))[0]).toBe('bruxelles');
    expect(await storedLocation(context)).toBeNull();

    // In place to a store and back: still known (memory), still not stored.
    await page.getByRole('link', { name: 'Atelier Vélo Gand' }).click();
    await page.getByRole('link', { name: /Tous nos magasins/ }).click();
    await expect(page).toHaveURL(/\/fr\/stores$/);
    await expect.poll(async () => (await storeOrder(page))[0]).toBe('bruxelles');
    expect(await storedLocation(context)).toBeNull();

    // Preferences granted in the consent dialog: the cookie is written.
    const strings = STRING_RESOURCES.fr;
    await page.locator('.site-footer [data-consent-open]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: strings['Consent.Preferences'] }).check();
    await dialog.getByRole('button', { name: strings['Consent.Save'] }).click();
    await expect.poll(async () => (await storedLocation(context))?.place_id).toBe('atelier-BE-1000');

    // Withdrawn: the cookie goes.
    await expect(dialog).toBeHidden();
    await page.locator('.site-footer [data-consent-open]').click();
    await dialog.getByRole('switch', { name: strings['Consent.Preferences'] }).uncheck();
    await dialog.getByRole('button', { name: strings['Consent.Save'] }).click();
    await expect.poll(() => storedLocation(context)).toBeNull();
  });

  test('withdrawn on a device whose clock runs ahead, the stored location goes at once', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([consentCookie(baseURL ?? '', true)]);
    // The page's clock 40 days ahead of the browser's cookie store: an Expires date "yesterday" for the page would
    // still be in the store's future, and the cookie would stay, emptied.
    await installFakeClock(page, Date.now() + 40 * 86_400_000);
    await openShopPage(page, '/fr/stores');
    await search(page, 'fr', '1000');
    await expect.poll(async () => (await storedLocation(context))?.place_id).toBe('atelier-BE-1000');
    const strings = STRING_RESOURCES.fr;
    await page.locator('.site-footer [data-consent-open]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: strings['Consent.Preferences'] }).uncheck();
    await dialog.getByRole('button', { name: strings['Consent.Save'] }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await context.cookies()).filter((cookie) => cookie.name === LOCATION_COOKIE))
      .toEqual([]);
  });

  test.describe('a visitor who has not chosen yet', () => {
    test.use({ consent: 'none' });

    test('declines everything, then searches: no location cookie', async ({ page, context }) => {
      await page.goto('/nl/stores');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: STRING_RESOURCES.nl['Consent.DeclineAll'] }).click();
      await expect(dialog).toBeHidden();
      await search(page, 'nl', 'Leuven');
      await expect.poll(async () => (await storeOrder(page))[0]).toBe('louvain');
      expect(await storedLocation(context)).toBeNull();
    });
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks the server, which sorts the stores itself (nl)', async ({ page }) => {
    await page.goto('/nl/stores');
    // Enter, not a click: without script the layout's init loader stays over the page (layout.ts, not ours).
    await page.getByLabel(text.nl.query).fill('9000');
    await page.getByLabel(text.nl.query).press('Enter');
    await expect(page).toHaveURL(/\/nl\/stores\?address=9000$/);
    expect((await storeOrder(page))[0]).toBe('gand');
    expect((await distances(page))[0]).toBe('op 0,7 km');
    await expect(page.getByRole('status')).toHaveText('Winkels gerangschikt vanaf 9000 Gent.');
    await expect(page.getByLabel(text.nl.query)).toHaveValue('9000');
  });
});
