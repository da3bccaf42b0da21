/**
 * The content map widget in fr and nl (runtime spec §3 Map, §9 zoom 13): a store page's markers from the CMS's
 * list, fitted to them, popups from a marker or from the list's buttons (the keyboard way), the shop's own style,
 * and no map chunk on a page without a map.
 */
import type { Locator, Page } from '@playwright/test';
import { expectZoom, zoomBetween } from './map-zoom.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  openPage,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';
import { FOREIGN_HOST, foreignWarnings, refusedWarning, rewritePage, watchForeignHost } from './rewrites.ts';
import { expectLaidOutAt150ms } from './timing.ts';

const text = {
  fr: {
    label: 'Carte du magasin et des partenaires',
    show: 'Voir sur la carte : Cycles Flagey',
    store: 'Atelier Vélo Bruxelles',
    street: 'Rue de la Chaussée 12',
    close: 'Fermer la bulle',
    zoomIn: 'Zoom avant',
    unavailable: 'Votre navigateur ne peut pas afficher la carte. La liste reprend tous les lieux.',
    types: 'Type de carte',
    roadmap: 'Plan',
    terrain: 'Relief',
  },
  nl: {
    label: 'Kaart van de winkel en de partners',
    show: 'Op de kaart tonen : Cycles Flagey',
    store: 'Fietsatelier Brussel',
    street: 'Steenweg 12',
    close: 'Ballon sluiten',
    zoomIn: 'Inzoomen',
    unavailable: 'Uw browser kan de kaart niet tonen. De lijst bevat alle plaatsen.',
    types: 'Kaarttype',
    roadmap: 'Kaart',
    terrain: 'Reliëf',
  },
};

/**
 * The colour most of the drawn map shows (its land), read from a screenshot of maplibre's canvas decoded in the page;
 * the controls and markers over it are masked out.
 */
async function mapColour(page: Page, canvas: Locator): Promise<string> {
  const mask = [canvas.locator('.maplibregl-control-container'), canvas.locator('.rt-map-marker')];
  const png = await canvas.locator('canvas').screenshot({ mask, maskColor: '#ff00ff' });
  return page.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const board = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = board.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const counts = new Map<string, number>();
      for (let at = 0; at < pixels.length; at += 4) {
        const hex = `#${[0, 1, 2].map((part) => pixels[at + part]!.toString(16).padStart(2, '0')).join('')}`;
        if (hex !== '#ff00ff') counts.set(hex, (counts.get(hex) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

for (const culture of CULTURES) {
  const l = text[culture];

  test.describe(`content map (${culture})`, () => {
    test('markers from the list, fitted to them; popups from a marker and, by keyboard, from the list', async ({
      page,
    }) => {
      test.slow(); // A WebGL map drawn in software on a shared machine.
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
      });
      await openShopPage(page, `/${culture}/stores/bruxelles`);
      const map = page.locator('.content-map');
      const canvas = map.locator('[data-map-canvas][data-map-ready]');
      await expect(canvas.getByRole('region').or(canvas.locator('canvas'))).toHaveCount(1);
      await expect(canvas.locator('canvas')).toHaveAttribute('aria-label', l.label);
      const markers = canvas.locator('.rt-map-marker');
      await expect(markers).toHaveCount(4);
      await expect(canvas.locator('.rt-map-marker[data-point-id="bruxelles"] img')).toHaveAttribute(
        'src',
        '/theme/map/store.svg',
      );
      await expect(canvas.locator('.rt-map-marker--dot')).toHaveCount(3);
      await expect(canvas.getByRole('button', { name: l.zoomIn })).toBeVisible();
      // Fitted: at zoom 13 around the store the Uccle partner (5 km south) would be off the map; every marker shows.
      const box = (await canvas.boundingBox())!;
      for (const marker of await markers.all()) {
        const spot = (await marker.boundingBox())!;
        expect(spot.x).toBeGreaterThanOrEqual(box.x);
        expect(spot.x + spot.width).toBeLessThanOrEqual(box.x + box.width);
        expect(spot.y).toBeGreaterThanOrEqual(box.y);
        expect(spot.y + spot.height).toBeLessThanOrEqual(box.y + box.height);
      }
      await expectAccessible(page);

      // A marker opens its popup with the item's content.
      await canvas.locator('.rt-map-marker[data-point-id="bruxelles"]').click();
      const popup = canvas.locator('.maplibregl-popup');
      await expect(popup).toContainText(l.store);
      await expect(popup).toContainText(l.street);

      // The keyboard way: the list's button opens the marker's popup.
      const show = map.getByRole('button', { name: l.show });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect(popup).toHaveCount(1);
      await expect(popup).toContainText('Cycles Flagey');
      await expect(canvas.locator('.rt-map-marker.is-active')).toHaveAttribute('data-point-id', 'AV-1050');
      await popup.getByRole('button', { name: l.close }).click();
      await expect(popup).toHaveCount(0);
      // Nothing reached outside the shop (style, data, worker and CSS are the shop's own).
      expect(outside).toEqual([]);
    });

    test('map types: the control switches to the terrain style the CMS serves; the markers stay', async ({ page }) => {
      test.slow(); // A WebGL map drawn in software on a shared machine.
      const styles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/map/') && request.url().endsWith('.json'))
          styles.push(new URL(request.url()).pathname);
      });
      await openShopPage(page, `/${culture}/stores/bruxelles`);
      const canvas = page.locator('.content-map [data-map-canvas][data-map-ready]');
      await expect(canvas.locator('.rt-map-marker')).toHaveCount(4, { timeout: 20_000 });
      const types = canvas.getByRole('group', { name: l.types });
      const roadmap = types.getByRole('button', { name: l.roadmap, exact: true });
      const terrain = types.getByRole('button', { name: l.terrain, exact: true });
      await expect(types.getByRole('button')).toHaveCount(2);
      await expect(roadmap).toHaveAttribute('aria-pressed', 'true');
      await expect(terrain).toHaveAttribute('aria-pressed', 'false');
      expect(styles).toEqual(['/map/style.json']);
      await expectAccessible(page);

      // The drawn map takes the style's colours (the reference CMS's: Belgium's land #faf7f0 on the roadmap, #cfe0b4 in
      // the terrain look, fixtures/data/map-style.ts), the markers staying where they are.
      const colour = () => mapColour(page, canvas);
      await expect.poll(colour, { timeout: 20_000 }).toBe('#faf7f0');
      const spot = await canvas.locator('.rt-map-marker[data-point-id="bruxelles"]').boundingBox();
      await terrain.focus();
      await page.keyboard.press('Enter');
      await expect(terrain).toHaveAttribute('aria-pressed', 'true');
      await expect(roadmap).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => styles).toEqual(['/map/style.json', '/map/terrain.json']);
      await expect.poll(colour, { timeout: 20_000 }).toBe('#cfe0b4');
      await expect(canvas.locator('.rt-map-marker')).toHaveCount(4);
      expect(await canvas.locator('.rt-map-marker[data-point-id="bruxelles"]').boundingBox()).toEqual(spot);

      await roadmap.click();
      await expect(roadmap).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => styles.at(-1)).toBe('/map/style.json');
    });

    test('a browser that cannot draw a map: the room says so, the list stays, no error dialog', async ({
      page,
      consoleLines,
    }) => {
      // WebGL switched off, or no driver for it (headless Firefox on this machine): no context to draw in.
      await page.addInitScript(() => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
          return /webgl/.test(kind) ? null : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
        } as typeof getContext;
      });
      await openShopPage(page, `/${culture}/stores/bruxelles`);
      const canvas = page.locator('.content-map [data-map-canvas]');
      await expect(canvas).toHaveAttribute('data-map-unavailable', '');
      await expect(canvas).toHaveText(l.unavailable);
      await expect(canvas).not.toHaveAttribute('data-map-ready');
      // The list is the way to every place; its buttons would show a map there is not.
      await expect(page.locator('.content-map [data-map-markers] > li')).toHaveCount(4);
      await expect(page.getByRole('button', { name: l.show })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(consoleLines.filter((line) => line.text.includes('cannot draw the map'))).toHaveLength(1);
      await expectAccessible(page);
    });
  });
}

/** Two markers 0.01° of longitude apart (marker b east of a): zoomBetween reads the zoom from them. */
const TWO_CLOSE_MARKERS =
  '<li data-id="a" data-lat="50.85" data-lng="4.35" data-title="A">A</li>' +
  '<li data-id="b" data-lat="50.85" data-lng="4.36" data-title="B">B</li>';
const markerIn = (canvas: Locator, id: string) => canvas.locator(`.rt-map-marker[data-point-id="${id}"]`);

test('a page without a map loads no map chunk', async ({ page }) => {
  const mapFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/Dist\/(chunks\/map-view-|assets\/maplibre-gl)/.test(request.url())) mapFiles.push(request.url());
  });
  await openShopPage(page, '/fr/stores');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-widget="store-finder"][data-widget-mounted]')).toHaveCount(1);
  expect(mapFiles).toEqual([]);
});

test('a marker icon from another host is never requested: the default dot, one console warning', async ({
  page,
  consoleLines,
}) => {
  test.slow(); // A WebGL map drawn in software on a shared machine.
  const foreign = await watchForeignHost(page);
  // The CMS's list names a tracking pixel as the store's data-icon.
  await rewritePage(page, '**/fr/stores/bruxelles', (html) =>
    html.replace('data-icon="/theme/map/store.svg"', `data-icon="${FOREIGN_HOST}/pixel.gif"`),
  );
  await openPage(page, '/fr/stores/bruxelles');
  // The map's chunk and a first WebGL draw in software can take a while on a cold, shared machine.
  const canvas = page.locator('.content-map [data-map-canvas][data-map-ready]');
  await expect(canvas.locator('.rt-map-marker')).toHaveCount(4, { timeout: 20_000 });
  await expect(canvas.locator('.rt-map-marker--dot')).toHaveCount(4);
  await expect(canvas.locator('img')).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(foreignWarnings(consoleLines)).toEqual([refusedWarning('/pixel.gif')]);
});

test('zoom 13 by default: without data-zoom, not fitted, and fitted to two close markers, never closer', async ({
  page,
}) => {
  test.slow(); // A WebGL map drawn in software on a shared machine.
  // The store's map without data-zoom (the widget's default), with two markers 0.01° of longitude apart: fitted to
  // them, maplibre would go to about zoom 15 on this width; not fitted, it centres on the first.
  let fit = 'true';
  await rewritePage(page, '**/fr/stores/bruxelles', (html) =>
    html
      .replace(' data-zoom="13"', '')
      .replace('data-zoom-fit-bounds="true"', `data-zoom-fit-bounds="${fit}"`)
      .replace(/(<ul[^>]*data-map-markers>)[\s\S]*?(<\/ul>)/, `$1${TWO_CLOSE_MARKERS}$2`),
  );
  const canvas = page.locator('.content-map [data-map-canvas][data-map-ready]');
  const marker = (id: string) => markerIn(canvas, id);
  for (const fitted of ['true', 'false']) {
    fit = fitted;
    await openPage(page, '/fr/stores/bruxelles');
    await expect(page.locator('[data-widget="map"]')).not.toHaveAttribute('data-zoom');
    await expect(page.locator('[data-widget="map"]')).toHaveAttribute('data-zoom-fit-bounds', fitted);
    await expect(canvas.locator('.rt-map-marker')).toHaveCount(2, { timeout: 20_000 });
    await expectZoom(marker('a'), marker('b'), 0.01, 13);
  }
});

test('the map is drawn to its new width 150 ms after the width has settled, not before (runtime §9)', async ({
  page,
}) => {
  test.slow(); // A WebGL map drawn in software on a shared machine.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/fr/stores/bruxelles');
  const container = page.locator('.content-map [data-map-canvas][data-map-ready]');
  const canvas = container.locator('canvas');
  // The map's chunk and maplibre, cold on a shared machine, may take longer than an assertion's 5 s.
  await expect(canvas).toHaveCount(1, { timeout: 30_000 });
  // The map drawn, time stands still from here and moves only when told.
  await installFakeClock(page);
  await pauseClock(page);
  await page.clock.runFor(100);
  const drawnWidth = () => canvas.evaluate((element) => (element as HTMLCanvasElement).style.width);
  await expectLaidOutAt150ms(page, container, drawnWidth, 700);
});

/** Where marker a stands in the map's canvas, and the zoom (marker b stands 0.01° of longitude east of a). */
async function mapView(canvas: Locator) {
  const marker = (id: string) => markerIn(canvas, id);
  const [room, a] = [(await canvas.boundingBox())!, (await marker('a').boundingBox())!];
  return { x: a.x - room.x, y: a.y - room.y, zoom: await zoomBetween(marker('a'), marker('b'), 0.01) };
}

/** A spot of the canvas away from the markers (in the window, which the wheel may have scrolled). */
async function spotOf(canvas: Locator) {
  const room = (await canvas.boundingBox())!;
  return { x: room.x + room.width * 0.25, y: room.y + room.height * 0.75 };
}

/**
 * The store's map with the CMS's three switches on or off, centred on marker a (not fitted), drawn on Playwright's
 * clock from the page's first moment (maplibre reads the time at load), then paused: after each gesture the map's
 * timers and frames run for 2 s, so what the gesture did (or not) is over when measured.
 */
async function openSwitchedMap(page: Page, on: boolean) {
  await rewritePage(page, '**/fr/stores/bruxelles', (html) =>
    html
      .replace('data-zoom-fit-bounds="true"', 'data-zoom-fit-bounds="false"')
      .replace(
        'data-scroll-wheel="false"',
        `data-draggable="${on}" data-scroll-wheel="${on}" data-disable-double-click-zoom="${!on}"`,
      )
      .replace(/(<ul[^>]*data-map-markers>)[\s\S]*?(<\/ul>)/, `$1${TWO_CLOSE_MARKERS}$2`),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await installFakeClock(page);
  await openPage(page, '/fr/stores/bruxelles');
  const canvas = page.locator('.content-map [data-map-canvas][data-map-ready]');
  await expect(canvas.locator('.rt-map-marker')).toHaveCount(2, { timeout: 20_000 });
  await pauseClock(page);
  const settle = () => page.clock.runFor(2000);
  await settle();
  return { canvas, settle };
}

for (const on of [true, false]) {
  test(`the CMS’s switches ${on ? 'on' : 'off'}: a drag, the scroll wheel and a double click ${on ? 'move' : 'leave'} the map`, async ({
    page,
  }) => {
    test.slow(); // A WebGL map drawn in software on a shared machine.
    const { canvas, settle } = await openSwitchedMap(page, on);
    const start = await mapView(canvas);
    expect(start.zoom).toBeCloseTo(13, 1);

    // A drag of 150 px to the right, as a hand would: a move every 20 ms.
    const from = await spotOf(canvas);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++) {
      await page.mouse.move(from.x + step * 25, from.y);
      await page.clock.runFor(20);
    }
    await page.mouse.up();
    await settle();
    const dragged = await mapView(canvas);
    if (on) expect(dragged.x - start.x).toBeGreaterThan(100);
    else expect(dragged).toEqual(start);
    expect(dragged.zoom).toBeCloseTo(start.zoom, 1);

    // The wheel turned towards zooming in.
    const wheelAt = await spotOf(canvas);
    await page.mouse.move(wheelAt.x, wheelAt.y);
    await page.mouse.wheel(0, -400);
    await settle();
    const wheeled = await mapView(canvas);
    if (on) expect(wheeled.zoom).toBeGreaterThan(dragged.zoom + 0.3);
    else expect(wheeled).toEqual(dragged);

    // A double click: one level closer around the pointer.
    const clickAt = await spotOf(canvas);
    await page.mouse.dblclick(clickAt.x, clickAt.y);
    await settle();
    const clicked = await mapView(canvas);
    if (on) expect(clicked.zoom).toBeCloseTo(wheeled.zoom + 1, 1);
    else expect(clicked).toEqual(wheeled);
  });
}
