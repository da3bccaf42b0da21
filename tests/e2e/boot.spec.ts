import { readFileSync } from 'node:fs';
import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

// Motion is this file's subject (the init loader’s animation): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const PACKAGE_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

for (const culture of CULTURES) {
  test.describe(`boot (${culture})`, () => {
    neutralTest(culture, 'replaces the loading class, fades the init loader out and removes it', async ({ page }) => {
      await page.goto(`/${culture}/`);
      const body = page.locator('body');
      await expect(body).toHaveClass(/\bloaded\b/);
      await expect(body).not.toHaveClass(/\bloading\b/);
      await expect(body).toHaveClass(/\bhomepage\b/);
      // The loader is marked done once the page has loaded, then removed 500 ms later.
      await expect(page.locator('.init-loader')).toHaveCount(0, { timeout: 3000 });
      await expectAccessible(page);
    });

    test('loads the string resources once, in the page language', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('stringresources')) calls.push(new URL(request.url()).pathname);
      });
      await openPage(page, `/${culture}/service`);
      expect(calls).toEqual([`/api/v1/localization/${culture}/stringresources`]);
      const close = await page.evaluate(() => window.ShopRuntime?.t('Core.Close'));
      expect(close).toBe(culture === 'fr' ? 'Fermer' : 'Sluiten');
    });

    neutralTest(
      culture,
      'a failed string resources fetch warns and the page still works',
      async ({ page, consoleLines }) => {
        await page.request.post('/__test/faults', { data: { match: 'stringresources', fault: '500' } });
        await openPage(page, `/${culture}/`);
        expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('could not be loaded'))).toBe(
          true,
        );
        expect(await page.evaluate(() => window.ShopRuntime?.t('Core.Close'))).toBe('Core.Close');
      },
    );

    neutralTest(
      culture,
      'a wrong configuration value logs one error and uses the default',
      async ({ page, consoleLines }) => {
        await openPage(page, `/${culture}/service?__runtime-data-delay-in=slow`);
        const errors = consoleLines.filter((line) => line.type === 'error');
        expect(errors).toHaveLength(1);
        expect(errors[0]?.text).toContain('data-delay-in must be a number (got "slow")');
        await expect(page.locator('body')).toHaveClass(/\bpage\b/);
      },
    );
  });
}

// One test per page: four pages of axe in one test came close to its time limit on a busy machine.
for (const path of ['/fr/catalog/category/1', '/nl/catalog', '/fr/widgets', '/nl/security/login']) {
  test(`the demo page ${path} looks like a shop and passes axe`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.locator('main h1')).toBeVisible();
    await expectAccessible(page);
  });
}

test('mailto and tel clicks are pushed to the dataLayer', async ({ page }) => {
  await openPage(page, '/fr/service');
  await page.evaluate(() => {
    for (const link of document.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')) {
      link.addEventListener('click', (event) => event.preventDefault());
    }
  });
  await page.locator('main a[href^="mailto:"]').click();
  await page.locator('main a[href^="tel:"]').click();
  // Events only: Consent Mode's commands are in the dataLayer too.
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean),
  );
  expect(events).toEqual(['emailClick', 'phoneClick']);
});

test('the public API: runtime.js exports the same names as window.ShopRuntime, and ready gives the narrow registry', async ({
  page,
}) => {
  await openPage(page, '/nl/');
  const api = await page.evaluate(async () => {
    const script = document.querySelector<HTMLScriptElement>('script[src$="runtime.js"]');
    const module = (await import(script!.src)) as { version: string };
    const exported = Object.keys(module).sort();
    const onWindow = Object.keys(window.ShopRuntime ?? {}).sort();
    const booted = await window.ShopRuntime!.ready;
    const versions = [module.version, window.ShopRuntime!.version];
    return {
      exported,
      onWindow,
      versions,
      booted: Object.keys(booted).sort(),
      widgets: Object.keys(booted.widgets).sort(),
    };
  });
  expect(api.exported).toEqual(api.onWindow);
  // ShopRuntime.version is the release's (package.json, CHANGELOG.md).
  expect(api.versions).toEqual([PACKAGE_VERSION, PACKAGE_VERSION]);
  expect(api.onWindow).toContain('validation');
  expect(api.onWindow).toContain('consent');
  expect(api.booted).toEqual(['config', 'widgets']);
  expect(api.widgets).toEqual(['mountedCount', 'names', 'register']);
});

test('a boot failure rejects ShopRuntime.ready with its reason and leaves the page usable', async ({
  page,
  consoleLines,
}) => {
  // A theme script that broke the dataLayer before the runtime started (it is no array): boot cannot go on.
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown }).dataLayer = Object.freeze({});
  });
  await page.goto('/fr/service');
  await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
  const outcome = await page.evaluate(() =>
    window.ShopRuntime!.ready.then(
      () => 'resolved',
      (error: unknown) => `rejected: ${error instanceof Error ? error.name : String(error)}`,
    ),
  );
  expect(outcome).toBe('rejected: TypeError');
  expect(
    consoleLines.filter((line) => line.type === 'error' && line.text.includes('[runtime] Boot failed')),
  ).toHaveLength(1);
  // Links still work, as the browser would follow them.
  await page.locator('main a[href="/fr/service/requests"]').first().click();
  await expect(page).toHaveURL(/\/fr\/service\/requests$/);
});

test('the init loader animates 2300 ms after a 1000 ms delay, and goes 500 ms after the page has loaded', async ({
  page,
}) => {
  // Time stands still from the page's first moment: the loader waits for the clock once the page has loaded.
  await installFakeClock(page);
  await pauseClock(page);
  await page.goto('/fr/service');
  const loader = page.locator('.init-loader');
  await expect(loader).toHaveClass(/\binit-loader--done\b/);
  // Its own animation (CSS): 2300 ms, starting after 1000 ms so that a fast page never shows it; fading out in 500.
  expect(
    await loader.evaluate((element) => {
      const mark = getComputedStyle(element.firstElementChild as Element);
      return {
        animation: mark.animationName,
        duration: mark.animationDuration,
        delay: mark.animationDelay,
        fade: getComputedStyle(element).transitionDuration,
        // The cover itself is hidden during that delay too: a page loaded within it is seen (and painted) at once.
        cover: `${getComputedStyle(element).animationName} ${getComputedStyle(element).animationDelay} ${getComputedStyle(element).animationFillMode}`,
      };
    }),
  ).toEqual({
    animation: 'rt-init-loader',
    duration: '2.3s',
    delay: '1s',
    fade: '0.5s',
    cover: 'rt-init-loader-cover 1s backwards',
  });
  await page.clock.runFor(499);
  await expect(loader).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(loader).toHaveCount(0);
});
