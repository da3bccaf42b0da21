/**
 * The pickup point screen in fr or nl (shop spec §2, §3, §4, §5, §7, §8, §9): opened from the checkout by a
 * pickup-type method, the carrier's points as a list and as map markers in step both ways, keyboard-only choice,
 * the saved payload (PickupPointId only for the carrier static), the preselected point, a status other than
 * Success, and the map chunk (maplibre, its worker and CSS) loaded only with a map.
 */
import type { Page, Request } from '@playwright/test';
import { expectZoom } from './map-zoom.ts';
import { CULTURES, expect, expectAccessible, neutralTest, test } from './support.ts';
import { FOREIGN_HOST, foreignWarnings, refusedWarning, watchForeignHost } from './rewrites.ts';
import { markForm, openGuestCheckout, PICKUP_TEXT, reloaded } from './checkout-support.ts';

const text = {
  fr: {
    ...PICKUP_TEXT.fr,
    chosen: 'Point choisi : Cycles Flagey.',
    current: 'Point actuel',
    hours: 'Heures d’ouverture',
    monday: 'Lundi',
    error: 'Une erreur s’est produite',
    errorTitle: 'Erreur',
    distance: /^à \d+,\d\skm$/,
    pickupPoint: 'Point de retrait',
    map: 'Carte des points de retrait',
  },
  nl: {
    ...PICKUP_TEXT.nl,
    chosen: 'Gekozen punt: Cycles Flagey.',
    current: 'Huidig punt',
    hours: 'Openingsuren',
    monday: 'Maandag',
    error: 'Er is een fout opgetreden',
    errorTitle: 'Fout',
    distance: /^op \d+,\d\skm$/,
    pickupPoint: 'Afhaalpunt',
    map: 'Kaart van de afhaalpunten',
  },
};

/** The bodies of POSTs to `path`. */
function posts(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return bodies;
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`pickup points (${culture})`, () => {
    // One culture: the distance in each culture is proved by distance.test.ts, CultureName by pickup-rules.test.ts.
    neutralTest(
      culture,
      'a pickup method opens the search; list and markers in step both ways; the point is saved and shown',
      async ({ page }) => {
        test.slow(); // A WebGL map drawn in software on a shared machine.
        await openGuestCheckout(page, culture);
        const searches = posts(page, '/api/v1/shipping/bpost/getpickuppoints');
        const saves = posts(page, '/api/v1/shoppingcarts/externalpickuppoint');
        const dialogs: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/shippings/pickuppoint/search')) dialogs.push(request.url());
        });
        await page.locator('#ShippingMethodId-5').check();
        const dialog = page.getByRole('dialog', { name: l.title });
        await expect(dialog).toBeVisible();
        const query = new URL(dialogs[0] ?? '').searchParams;
        expect(Object.fromEntries(query)).toEqual({
          shippingMethodId: '5',
          carrierGatewayId: '11',
          countryId: '21',
          city: 'Bruxelles',
          postCode: '1000',
          address: 'Rue Neuve 10',
        });
        await expect(dialog.locator('[data-pickup-status]')).toHaveText(l.found);
        expect(searches[0]).toEqual({
          City: 'Bruxelles',
          PostalCode: '1000',
          CountryCode: 'BE',
          Address: 'Rue Neuve 10',
          ShippingMethodId: 5,
          SearchRadius: 25,
          MaximumListSize: 15,
          CultureName: `${culture}-BE`,
        });
        const radios = dialog.getByRole('radio');
        await expect(radios).toHaveCount(10);
        const first = dialog.locator('.pickup-point').first();
        await expect(first.locator('.pickup-point__distance')).toHaveText(l.distance);
        // Opening hours as a table (entries split on semicolons), with the carrier's other details.
        await first.locator('summary').click();
        const hours = first.getByRole('table', { name: l.hours });
        await expect(hours.getByRole('row')).toHaveCount(7);
        await expect(hours.getByRole('rowheader').first()).toHaveText(l.monday);
        await expect(dialog.getByRole('button', { name: l.select })).toBeDisabled();

        // The map: one marker per point (the carrier's icon), fitted to them.
        const mapBox = dialog.locator('[data-pickup-map][data-map-ready]');
        await expect(mapBox.locator('.rt-map-marker')).toHaveCount(10);
        await expect(mapBox.locator('.rt-map-marker img').first()).toHaveAttribute('src', '/theme/map/bpost.svg');
        await expect(mapBox.locator('canvas')).toHaveAttribute('aria-label', l.map);
        await expectAccessible(page);

        // List → map: the entry is active, its marker too, with its popup open; the select button is enabled.
        const flagey = dialog.locator('.pickup-point[data-point-id="BP-1050-01"]');
        await flagey.locator('label').click();
        await expect(flagey).toHaveClass(/is-active/);
        await expect(mapBox.locator('.rt-map-marker.is-active')).toHaveAttribute('data-point-id', 'BP-1050-01');
        await expect(mapBox.locator('.maplibregl-popup')).toContainText('Point Poste Press Shop Flagey');
        await expect(dialog.getByRole('button', { name: l.select })).toBeEnabled();

        // Map → list: a marker checks its entry and opens its popup.
        await mapBox.locator('.rt-map-marker[data-point-id="BP-1060-01"]').click();
        const gilles = dialog.locator('.pickup-point[data-point-id="BP-1060-01"]');
        await expect(gilles.getByRole('radio')).toBeChecked();
        await expect(gilles).toHaveClass(/is-active/);
        await expect(flagey).not.toHaveClass(/is-active/);
        const popup = mapBox.locator('.maplibregl-popup');
        await expect(popup).toContainText('Bureau de poste Saint-Gilles');

        // "Choose" in the popup saves the point (PickupPointId null: not the static carrier) and reloads.
        await markForm(page);
        await popup
          .getByRole('button')
          .filter({ hasText: /^(Choisir|Kiezen)$/ })
          .click();
        await reloaded(page);
        await expect(dialog).toBeHidden();
        expect(saves).toHaveLength(1);
        expect(saves[0]).toMatchObject({
          ShippingFirstName: 'Anne',
          ShippingLastName: 'Peeters',
          ShippingMethodId: 5,
          PickupPointName: 'Bureau de poste Saint-Gilles',
          ShippingStreet1: 'Avenue Paul Dejaer 41',
          ShippingPostalCode: '1060',
          ShippingCity: culture === 'fr' ? 'Saint-Gilles' : 'Sint-Gillis',
          ShippingCountryId: 21,
          ExternalPickupPointRef: 'BP-1060-01',
          PickupPointType: 'PostOffice',
          PickupPointId: null,
          AdditionalChargeIndicator: false,
          LatestAirDropOffTime: expect.stringMatching(/^\d\d:\d\d$/),
          StandardHoursOfOperation: expect.stringContaining(`${l.monday}: 09:00`),
        });
        expect(Object.keys(saves[0] ?? {})).toHaveLength(20);
        await expect(page.locator('#ShippingMethodId-5')).toBeChecked();
        await expect(page.locator('[data-pickup-summary]')).toContainText(
          `${l.pickupPoint} : Bureau de poste Saint-Gilles`,
        );
      },
    );

    neutralTest(
      culture,
      'keyboard only: arrows choose in the list, the select button saves the static point with its id; reopened, it is current',
      async ({ page }) => {
        test.slow();
        await openGuestCheckout(page, culture);
        const saves = posts(page, '/api/v1/shoppingcarts/externalpickuppoint');
        await page.locator('#ShippingMethodId-6').focus();
        await page.keyboard.press('Space');
        const dialog = page.getByRole('dialog', { name: l.title });
        await expect(dialog.locator('[data-pickup-status]')).toHaveText(l.found);
        // Tab to the list: the first radio takes focus; arrows move the choice, which is marked on the map too.
        const radios = dialog.getByRole('radio');
        await radios.first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        const third = dialog.locator('.pickup-point').nth(2);
        await expect(third.getByRole('radio')).toBeChecked();
        await expect(third.getByRole('radio')).toBeFocused();
        await expect(third).toHaveClass(/is-active/);
        const id = await third.getAttribute('data-point-id');
        await expect(dialog.locator(`.rt-map-marker.is-active[data-point-id="${id}"]`)).toHaveCount(1);
        const name = (await third.locator('.pickup-point__name').textContent()) ?? '';
        await markForm(page);
        // Tab on to the select button and press it.
        const select = dialog.getByRole('button', { name: l.select });
        await select.focus();
        await page.keyboard.press('Enter');
        await reloaded(page);
        expect(saves[0]).toMatchObject({
          ShippingMethodId: 6,
          PickupPointName: name,
          PickupPointId: id,
          ExternalPickupPointRef: id,
        });
        await expect(page.locator('[data-pickup-summary]')).toContainText(name);
        // What the shopper typed is still there after the reload.
        await expect(page.locator('#BillingPostalCode')).toHaveValue('1000');

        // Reopened: the saved point is current at once (checked, active, the select button enabled).
        await page.locator('[data-pickup-change]').click();
        await expect(dialog.locator('[data-pickup-status]')).toHaveText(l.found);
        const current = dialog.locator(`.pickup-point[data-point-id="${id}"]`);
        await expect(current.getByRole('radio')).toBeChecked();
        await expect(current).toHaveClass(/is-active/);
        await expect(current).toContainText(l.current);
        await expect(select).toBeEnabled();
        await expect(dialog.locator(`.rt-map-marker.is-active[data-point-id="${id}"]`)).toHaveCount(1);
        // Closed without choosing again: the page stays as it was.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.locator('#ShippingMethodId-6')).toBeChecked();
      },
    );

    neutralTest(
      culture,
      'a status other than Success is an error toast; closing without a choice keeps the method',
      async ({ page, consoleLines }) => {
        await openGuestCheckout(page, culture);
        await page.locator('#ShippingMethodId-5').check();
        const dialog = page.getByRole('dialog', { name: l.title });
        await expect(dialog.locator('[data-pickup-status]')).toHaveText(l.found);
        const address = dialog.getByRole('combobox', { name: l.address });
        await address.fill('Nulle part');
        const answer = page.waitForResponse('**/getpickuppoints');
        await dialog.getByRole('button', { name: l.search }).click();
        expect(((await (await answer).json()) as { ResponseStatusDescription: string }).ResponseStatusDescription).toBe(
          'AddressNotFound',
        );
        const toast = page.locator('.rt-toast').filter({ hasText: l.error });
        await expect(toast).toBeVisible();
        await expect(toast).toContainText(l.errorTitle);
        // The list is left as it was, so the shopper can still choose.
        await expect(dialog.getByRole('radio')).toHaveCount(10);
        expect(
          consoleLines.some((line) => line.type === 'warning' && line.text.includes('status AddressNotFound')),
        ).toBe(true);
        await dialog
          .getByRole('button', { name: culture === 'fr' ? 'Fermer' : 'Sluiten' })
          .first()
          .click();
        await expect(dialog).toBeHidden();
        await expect(page.locator('#ShippingMethodId-2')).toBeChecked();
      },
    );
  });
}

test('the map chunk, its worker and its CSS load only with a map; the worker is JavaScript', async ({ page }) => {
  test.slow();
  const loaded: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (/\/Dist\/(chunks\/map-view-|assets\/maplibre-gl)/.test(response.url())) {
      loaded.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    }
  });
  await openGuestCheckout(page, 'fr');
  // The checkout (no map yet) has loaded every chunk its widgets need, and none of the map's.
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.locator('#ShippingMethodId-5').check();
  await expect(page.locator('dialog [data-pickup-map][data-map-ready]')).toBeVisible();
  await expect(page.locator('dialog .rt-map-marker')).toHaveCount(10);
  await expect
    .poll(() => loaded.map((item) => item.url.replace(/^.*\/Dist\//, '').replace(/-[A-Z0-9]{8}\./, '.')))
    .toEqual(expect.arrayContaining(['chunks/map-view.js', 'assets/maplibre-gl.css', 'assets/maplibre-gl-worker.mjs']));
  const worker = loaded.find((item) => item.url.includes('maplibre-gl-worker'));
  expect(worker?.type).toMatch(/^text\/javascript/);
});

test('a point photo from another host is never requested: no photo, one console warning; the site’s own shows', async ({
  page,
  consoleLines,
}) => {
  const foreign = await watchForeignHost(page);
  // The carrier's answer names a tracking pixel as the first point's photo, and the shop's own image as the second's.
  await page.route('**/getpickuppoints', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { PickupPointViewModels: { ImageURL: string | null }[] };
    const [first, second] = answer.PickupPointViewModels;
    if (first) first.ImageURL = `${FOREIGN_HOST}/pixel.gif`;
    if (second) second.ImageURL = '/theme/map/bpost.svg';
    await route.fulfill({ response, json: answer });
  });
  await openGuestCheckout(page, 'fr');
  await page.locator('#ShippingMethodId-5').check();
  const dialog = page.getByRole('dialog', { name: text.fr.title });
  await expect(dialog.locator('[data-pickup-status]')).toHaveText(text.fr.found);
  const [first, second] = [dialog.locator('.pickup-point').nth(0), dialog.locator('.pickup-point').nth(1)];
  await first.locator('summary').click();
  await second.locator('summary').click();
  await expect(second.locator('img.pickup-point__image')).toHaveAttribute('src', '/theme/map/bpost.svg');
  await expect(first.getByRole('table', { name: text.fr.hours })).toBeVisible();
  await expect(first.locator('img')).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(foreignWarnings(consoleLines)).toEqual([refusedWarning('/pixel.gif')]);
});

test('the pickup map fits the points at zoom 13 at most: two points 0.01° apart stand at zoom 13', async ({ page }) => {
  test.slow(); // A WebGL map drawn in software on a shared machine.
  // The carrier answers two points on one latitude, 0.01° of longitude apart: fitted without a limit, maplibre
  // would go to about zoom 15 in this dialog.
  await page.route('**/getpickuppoints', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as {
      PickupPointViewModels: { Geocode: { Latitude: number; Longitude: number } | null }[];
    };
    answer.PickupPointViewModels = answer.PickupPointViewModels.slice(0, 2);
    answer.PickupPointViewModels.forEach((point, index) => {
      point.Geocode = { Latitude: 50.85, Longitude: 4.35 + index * 0.01 };
    });
    await route.fulfill({ response, json: answer });
  });
  await openGuestCheckout(page, 'fr');
  await page.locator('#ShippingMethodId-5').check();
  const dialog = page.getByRole('dialog', { name: text.fr.title });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  const markers = dialog.locator('[data-pickup-map][data-map-ready] .rt-map-marker');
  await expect(markers).toHaveCount(2, { timeout: 20_000 });
  await expectZoom(markers.nth(0), markers.nth(1), 0.01, 13);
});
