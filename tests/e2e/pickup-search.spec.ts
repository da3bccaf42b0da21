/**
 * The pickup point screen's address search in fr and nl (shop spec §2, §5; runtime spec §7, §8): suggestions from
 * the CMS's geocoding endpoint restricted to the delivery country, the Google adapter (its key from
 * api/v1/settings/GoogleFrontAPIKey, Google stubbed at the network) with a reverse lookup for a place without a
 * postal code, the postal-address form of Mondial Relay, and geocoding failures logged only.
 */
import type { Page, Request } from '@playwright/test';
import {
  CULTURES,
  expect,
  fillCart,
  injectFault,
  neutralTest,
  openShopPage,
  test,
  withGoogleGeocoder,
} from './support.ts';

const text = {
  fr: {
    title: 'Choisir un point de retrait',
    address: 'Adresse, code postal ou localité',
    search: 'Rechercher',
    postCode: 'Code postal',
    city: 'Localité',
    found: /^\d+ points? de retrait trouvés?\.$/,
    ghent: '9000 Gand, Belgique',
    leuven: 'Louvain',
  },
  nl: {
    title: 'Een afhaalpunt kiezen',
    address: 'Adres, postcode of gemeente',
    search: 'Zoeken',
    postCode: 'Postcode',
    city: 'Gemeente',
    found: /^\d+ afhaalpunten? gevonden\.$/,
    ghent: '9000 Gent, België',
    leuven: 'Leuven',
  },
};

function searches(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/getpickuppoints')) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return bodies;
}

/** A guest's checkout in Brussels; `google`: the shop configured the Google geocoder. */
async function openSearch(page: Page, culture: string, method: number, google = false) {
  await fillCart(page, [[50001, 1]]);
  if (google) await withGoogleGeocoder(page, culture);
  await openShopPage(page, `/${culture}/checkout`);
  await page.locator('#BillingPostalCode').fill('1000');
  await page.locator('#BillingCity').fill('Bruxelles');
  await page.locator(`#ShippingMethodId-${method}`).check();
  const dialog = page.getByRole('dialog', { name: text[culture as 'fr'].title });
  await expect(dialog.locator('[data-pickup-status]')).toHaveText(text[culture as 'fr'].found);
  return dialog;
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`pickup point search (${culture})`, () => {
    test('address suggestions come from the CMS for the delivery country; choosing one searches from it', async ({
      page,
    }) => {
      const geocodes: URL[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/geocode')) geocodes.push(new URL(request.url()));
      });
      const dialog = await openSearch(page, culture, 5);
      const bodies = searches(page);
      const address = dialog.getByRole('combobox', { name: l.address });
      await address.fill('Gen');
      const option = dialog.getByRole('option', { name: l.ghent });
      await expect(option).toBeVisible();
      expect(geocodes.at(-1)?.searchParams.get('components')).toBe('country:BE');
      expect(geocodes.at(-1)?.searchParams.get('language')).toBe(culture);
      await address.press('ArrowDown');
      await address.press('Enter');
      await expect(address).toHaveValue(l.ghent);
      await expect.poll(() => bodies.length).toBe(1);
      expect(bodies[0]).toMatchObject({
        City: culture === 'fr' ? 'Gand' : 'Gent',
        PostalCode: '9000',
        CountryCode: 'BE',
      });
      await expect(dialog.locator('.pickup-point').first()).toHaveAttribute('data-point-id', /^BP-9000-/);
    });

    test('the Google geocoder: the shop’s key, the country, and a reverse lookup for a place without postal code', async ({
      page,
    }) => {
      const google: URL[] = [];
      await page.route('https://maps.googleapis.com/**', async (route) => {
        const url = new URL(route.request().url());
        google.push(url);
        const place = (components: object[], lat: number, lng: number) => ({
          address_components: components,
          formatted_address: `${l.leuven}, ${culture === 'fr' ? 'Belgique' : 'België'}`,
          geometry: { location: { lat, lng } },
          place_id: 'google-leuven',
          types: ['locality'],
        });
        const town = { long_name: l.leuven, short_name: l.leuven, types: ['locality', 'political'] };
        const results = url.searchParams.has('latlng')
          ? [place([{ long_name: '3000', short_name: '3000', types: ['postal_code'] }, town], 50.8798, 4.7005)]
          : [place([town, { long_name: 'Belgium', short_name: 'BE', types: ['country'] }], 50.8798, 4.7005)];
        await route.fulfill({
          json: { status: 'OK', results },
          headers: { 'Access-Control-Allow-Origin': '*' },
        });
      });
      const settings = page.waitForResponse('**/api/v1/settings/GoogleFrontAPIKey');
      const dialog = await openSearch(page, culture, 5, true);
      const bodies = searches(page);
      const address = dialog.getByRole('combobox', { name: l.address });
      await address.fill('Leuv');
      await expect(dialog.getByRole('option')).toHaveCount(1);
      expect((await settings).status()).toBe(200);
      const asked = google[0] as URL;
      expect(Object.fromEntries(asked.searchParams)).toEqual({
        address: 'Leuv',
        language: culture,
        components: 'country:BE',
        key: 'test-front-key',
      });
      await address.press('ArrowDown');
      await address.press('Enter');
      await expect.poll(() => bodies.length).toBe(1);
      // No postal code in the place: its position was looked up again.
      expect(google.at(-1)?.searchParams.get('latlng')).toBe('50.8798,4.7005');
      expect(bodies[0]).toMatchObject({ City: l.leuven, PostalCode: '3000' });
      await expect(dialog.locator('.pickup-point').first()).toHaveAttribute('data-point-id', 'BP-3000-01');
    });

    neutralTest(culture, 'Mondial Relay searches with a postal code and a town', async ({ page }) => {
      const dialog = await openSearch(page, culture, 4);
      const bodies = searches(page);
      await expect(dialog.getByRole('combobox')).toHaveCount(0);
      await dialog.getByLabel(l.postCode).fill('7000');
      await dialog.getByLabel(l.city).fill('Mons');
      await dialog.getByRole('button', { name: l.search }).click();
      await expect.poll(() => bodies.length).toBe(1);
      expect(bodies[0]).toMatchObject({ PostalCode: '7000', City: 'Mons', Address: '', ShippingMethodId: 4 });
      await expect(dialog.locator('.pickup-point').first()).toHaveAttribute('data-point-id', 'MR-BE-70001');
      await expect(dialog.locator('[data-pickup-map] .rt-map-marker img').first()).toHaveAttribute(
        'src',
        '/theme/map/mondialrelay.svg',
      );
    });

    neutralTest(
      culture,
      'a geocoding failure is logged only; the carrier reads the typed text',
      async ({ page, consoleLines }) => {
        const dialog = await openSearch(page, culture, 6);
        const bodies = searches(page);
        await injectFault(page, { match: '/api/v1/geocode', fault: '500', times: 0 });
        const address = dialog.getByRole('combobox', { name: l.address });
        await address.fill('8000 Brugge');
        await dialog.getByRole('button', { name: l.search }).click();
        await expect.poll(() => bodies.length).toBe(1);
        expect(bodies[0]).toMatchObject({ Address: '8000 Brugge', PostalCode: '', City: '' });
        await expect(dialog.locator('.pickup-point').first()).toHaveAttribute('data-point-id', 'AV-8000');
        expect(consoleLines.some((line) => line.type === 'warning' && /Geocoding .* failed/.test(line.text))).toBe(
          true,
        );
        // No error dialog: only the pickup dialog is open.
        await expect(page.getByRole('dialog')).toHaveCount(1);
      },
    );
  });
}
