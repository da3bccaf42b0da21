/**
 * The strict Content Security Policy and the script inventory (issue "Production-grade speed and hardening"): the
 * reference CMS sends `script-src 'self' 'nonce-…'` with a fresh nonce on each of its script tags; consent-released
 * scripts and the scripts of content loaded in place run under it; a script the CMS did not nonce stays refused;
 * a chunk whose bytes are not the build's is refused by the import map's integrity and reported, the page usable.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  addHook,
  addPageScript,
  CULTURES,
  expect,
  inMs,
  markWindow,
  neutralTest,
  openPage,
  openShopPage,
  stillSameWindow,
  test,
} from './support.ts';

const POLICY = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'; object-src 'none'; base-uri 'self'$/;

type Runs = { consentRuns?: { statistics?: number; marketing?: number }; galleryScriptRuns?: number };
const runs = (page: Page) =>
  page.evaluate(() => {
    const { consentRuns, galleryScriptRuns } = window as unknown as Runs;
    return { consentRuns: consentRuns ?? {}, galleryScriptRuns: galleryScriptRuns ?? 0 };
  });

/** The page's nonce (the runtime's tag keeps it) and the nonce of each script of `selector`. */
const scriptNonces = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const own = document.querySelector<HTMLScriptElement>('script[src*="runtime.js"]')?.nonce ?? '';
    return { own, scripts: Array.from(document.querySelectorAll<HTMLScriptElement>(within)).map((s) => s.nonce) };
  }, selector);

/** Goes to the widget gallery in place, through the header's menu, as a shopper would. */
async function galleryInPlace(page: Page, culture: string): Promise<void> {
  await openShopPage(page, `/${culture}/`);
  await markWindow(page);
  await page.locator('header a[aria-controls="nav-atelier"]').hover();
  await page.locator('header a[href$="/widgets"]').click();
  await expect(page.locator('#demo-toast')).toBeVisible();
}

test('every HTML answer has a strict script policy with a fresh nonce on each script tag, the import map first', async ({
  request,
}) => {
  const [first, second] = [await request.get('/fr/widgets'), await request.get('/fr/widgets')];
  const nonces = [first, second].map((answer) => POLICY.exec(answer.headers()['content-security-policy'] ?? '')?.[1]);
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);

  const html = await first.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThanOrEqual(6); // import map, runtime, the gallery's two flagged and two own scripts
  for (const tag of tags) expect(tag).toContain(` nonce="${nonces[0]}"`);
  // The import map comes before the runtime's tag, which carries the manifest's integrity.
  expect(tags[0]).toContain('type="importmap"');
  expect(tags[1]).toContain('src="/Dist/runtime.js"');
  const manifest = JSON.parse(await readFile('dist/script-manifest.json', 'utf8')) as {
    files: { path: string; integrity: string }[];
  };
  const runtime = manifest.files.find((file) => file.path === 'runtime.js');
  expect(tags[1]).toContain(`integrity="${runtime?.integrity}"`);
  // Fragments the runtime loads (here the news calendar's) are nonced too.
  const fragment = await request.get('/fr/widget/news/calendar/1/true/6/11/2026');
  expect(fragment.status()).toBe(200);
  expect(fragment.headers()['content-security-policy']).toMatch(POLICY);
});

for (const culture of CULTURES) {
  const strings = STRING_RESOURCES[culture];

  test.describe(`under the strict CSP (${culture})`, () => {
    test.describe('a visitor who has not chosen yet', () => {
      test.use({ consent: 'none' });

      neutralTest(culture, 'accepting runs the flagged scripts, created with the page nonce', async ({ page }) => {
        await page.goto(`/${culture}/widgets`);
        const dialog = page.getByRole('dialog', { name: strings['Consent.Title'] });
        await dialog.getByRole('button', { name: strings['Consent.AcceptAll'] }).click();
        await expect.poll(async () => (await runs(page)).consentRuns).toEqual({ statistics: 1, marketing: 1 });
        const { own, scripts } = await scriptNonces(page, 'script[data-consent-ran] + script');
        expect(own).not.toBe('');
        expect(scripts).toEqual([own, own]);
      });
    });

    neutralTest(
      culture,
      'after an in-place load, the new content’s own and consent-released scripts run once',
      async ({ page }) => {
        await galleryInPlace(page, culture);
        await expect
          .poll(() => runs(page))
          .toEqual({ consentRuns: { statistics: 1, marketing: 1 }, galleryScriptRuns: 1 });
        expect(await stillSameWindow(page)).toBe(true);
        // The answer came with its own nonce; its scripts now carry the page's.
        const { own, scripts } = await scriptNonces(page, 'main script');
        expect(scripts.length).toBeGreaterThanOrEqual(6);
        expect(new Set(scripts)).toEqual(new Set([own]));
        // The module script of that content works: it wires the demo buttons to the runtime's API.
        await page.locator('#demo-toast').click();
        await expect(page.locator('.rt-toasts').getByRole('status')).not.toBeEmpty();
      },
    );

    neutralTest(
      culture,
      'a dialog’s consent-flagged scripts run with the page nonce; one the CMS did not nonce stays refused',
      async ({ page, cspViolations }) => {
        await page.route(`**/${culture}/widgets`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /(<main\b[^>]*>)/,
            '$1<script type="text/plain" data-consent-category="statistics" nonce="forged">window.forged = true;</script>',
          );
          await route.fulfill({ response, body });
        });
        await openShopPage(page, `/${culture}/`);
        await page.evaluate((href) => {
          const link = Object.assign(document.createElement('a'), { href, textContent: 'Atelier' });
          link.dataset.modal = '';
          document.querySelector('main')?.prepend(link);
        }, `/${culture}/widgets`);
        await page.getByRole('link', { name: 'Atelier', exact: true }).click();
        await expect(page.getByRole('dialog').locator('#demo-toast')).toBeAttached();
        // Consent is granted: the flagged scripts of the dialog's content run once, with the page's nonce.
        await expect.poll(async () => (await runs(page)).consentRuns).toEqual({ statistics: 1, marketing: 1 });
        const { own, scripts } = await scriptNonces(page, 'dialog script[data-consent-ran] + script');
        expect(own).not.toBe('');
        expect(scripts).toEqual(['', own, own]); // the forged one first, as the answer has it
        await expect.poll(() => cspViolations.length).toBe(1);
        cspViolations.length = 0; // provoked here on purpose
        expect(await page.evaluate(() => 'forged' in window)).toBe(false);
      },
    );

    neutralTest(
      culture,
      'a script the answer’s CMS did not nonce stays refused after an in-place load',
      async ({ page, cspViolations }) => {
        await page.route(`**/${culture}/widgets`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /(<main\b[^>]*>)/,
            '$1<script>window.injected = true;</script><script nonce="forged">window.forged = true;</script>',
          );
          await route.fulfill({ response, body });
        });
        await galleryInPlace(page, culture);
        await expect.poll(async () => (await runs(page)).galleryScriptRuns).toBe(1);
        await expect.poll(() => cspViolations.length).toBe(2);
        expect(cspViolations.every((line) => /inline script/i.test(line))).toBe(true);
        cspViolations.length = 0; // provoked here on purpose
        expect(await page.evaluate(() => ['injected' in window, 'forged' in window])).toEqual([false, false]);
      },
    );
  });
}

test('a chunk whose bytes are not the build’s is refused; the runtime says so and the page stays usable', async ({
  page,
  consoleLines,
}) => {
  await openPage(page, '/fr/atelier');
  await page.route(/\/Dist\/chunks\/countdown-[A-Z0-9]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nwindow.tampered = true;` });
  });
  await addHook(page, { id: 'late-countdown', 'data-widget': 'countdown', 'data-end': await inMs(page, 3_600_000) });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Une partie de la page n’a pas pu être chargée');
  expect(consoleLines.some((line) => line.text.includes('integrity') && line.text.includes('countdown'))).toBe(true);
  expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
  await expect(page.locator('#late-countdown [role=timer]')).toHaveCount(0);
  // The page stays usable: the dialog closes and a link still loads its page in place.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await markWindow(page);
  await page.locator('header a.navbar-brand').click();
  await expect(page).toHaveURL(/\/fr\/$/);
  expect(await stillSameWindow(page)).toBe(true);
});

test('a theme module imports the runtime by the import map’s name and shares its instance', async ({ page }) => {
  await openPage(page, '/nl/');
  await addPageScript(
    page,
    `import * as runtime from 'shop-runtime';
     window.sameRuntime = runtime.ui === window.ShopRuntime.ui && (await runtime.ready) !== undefined;`,
    'module',
  );
  expect(await page.evaluate(() => (window as unknown as { sameRuntime?: boolean }).sameRuntime)).toBe(true);
});
