import {
  addHook,
  CULTURES,
  expect,
  expectAccessible,
  inMs,
  injectFault,
  neutralTest,
  openPage,
  test,
} from './support.ts';
import { drawPendingDialogs, fetchedUrls, recordFetches } from './timing.ts';

const text = {
  fr: { unknown: 'Une erreur inattendue est survenue', close: 'Fermer', login: 'Connexion', retry: 'Réessayer' },
  nl: {
    unknown: 'Er is een onverwachte fout opgetreden',
    close: 'Sluiten',
    login: 'Aanmelden',
    retry: 'Opnieuw proberen',
  },
};

/** Calls the runtime's HTTP client from the page, as a widget would; resolves to the error status or 'ok'. */
function call(url: string, options: Record<string, unknown> = {}) {
  return async ({ page }: { page: import('@playwright/test').Page }) =>
    page.evaluate(
      async ([target, init]) => {
        if (!window.ShopRuntime) return 'no runtime';
        try {
          await window.ShopRuntime.request(target, init);
          return 'ok';
        } catch (error) {
          return (error as { status?: number }).status ?? 'error';
        }
      },
      [url, options] as const,
    );
}

/**
 * Closes the login modal and waits until its element has left the page: that happens in the dialog's `close` event,
 * a task after the dialog stops showing, and the login flow takes a new 401 (a new modal) only from then on (a 401
 * in between belongs to the modal being closed).
 */
async function closeLogin(page: import('@playwright/test').Page, close: string): Promise<void> {
  await page.locator('dialog.login-modal').getByRole('button', { name: close }).click();
  await expect(page.locator('dialog.login-modal')).toHaveCount(0);
}

/**
 * The catalogue reacts before the call fails to its caller: an error dialog it asked for is drawn before a dialog
 * asked for afterwards (the marker), and the login modal would already have asked for its page.
 */
async function expectNoDialogAsked(page: import('@playwright/test').Page): Promise<void> {
  expect((await fetchedUrls(page)).filter((url) => url.includes('/security/login'))).toEqual([]);
  await drawPendingDialogs(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('calls failing together with 401 open one login modal; once it is closed, the next 401 opens it again', async ({
  page,
}) => {
  await recordFetches(page);
  await openPage(page, '/fr/service');
  const statuses = await page.evaluate(() =>
    Promise.all(
      ['/api/v1/account/summary', '/api/v1/account/summary?again', '/api/v1/account/summary?third'].map((url) =>
        window.ShopRuntime!.request(url).then(
          () => 'ok',
          (error: { status?: number }) => error.status,
        ),
      ),
    ),
  );
  expect(statuses).toEqual([401, 401, 401]);
  const dialog = page.getByRole('dialog', { name: text.fr.login });
  await expect(dialog).toBeVisible();
  await drawPendingDialogs(page);
  await expect(dialog).toHaveCount(1);
  expect((await fetchedUrls(page)).filter((url) => url.includes('/security/login'))).toHaveLength(1);
  await closeLogin(page, text.fr.close);
  expect(await call('/api/v1/account/summary')({ page })).toBe(401);
  await expect(dialog).toBeVisible();
});

for (const culture of CULTURES) {
  test.describe(`error catalogue (${culture})`, () => {
    test('401 opens the login modal for the current page and releases the loader', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      expect(await call('/api/v1/account/summary', { loader: true })({ page })).toBe(401);
      const dialog = page.getByRole('dialog', { name: text[culture].login });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveClass(/login-modal/);
      await expect(dialog.locator('form')).toHaveAttribute(
        'action',
        `/${culture}/security/login?returnUrl=${encodeURIComponent(`/${culture}/service`)}`,
      );
      await expect(page.locator('.rt-block-loader')).toHaveCount(0);
      await expectAccessible(page);
      // Signing in from the modal brings the visitor back to the page.
      await dialog.getByLabel(culture === 'fr' ? 'Adresse e-mail' : 'E-mailadres').fill('demo@ateliervelo.be');
      await dialog.getByLabel(culture === 'fr' ? 'Mot de passe' : 'Wachtwoord').fill('velo2026');
      await dialog.locator('button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
      expect(await call('/api/v1/account/summary')({ page })).toBe('ok');
    });

    neutralTest(
      culture,
      '401 with a given same-origin return URL uses it; a cross-origin one is refused',
      async ({ page, consoleLines }) => {
        await openPage(page, `/${culture}/service`);
        await call('/api/v1/account/summary', { returnUrl: `/${culture}/catalog?q=casque` })({ page });
        const dialog = page.getByRole('dialog', { name: text[culture].login });
        await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(`/${culture}/catalog?q=casque`);
        await closeLogin(page, text[culture].close);

        await call('/api/v1/account/summary', { returnUrl: 'https://evil.example/steal' })({ page });
        await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(`/${culture}/service`);
        expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('https://evil.example'))).toBe(
          true,
        );
      },
    );

    neutralTest(culture, '404 is logged to the console only', async ({ page, consoleLines }) => {
      await recordFetches(page);
      await openPage(page, `/${culture}/`);
      expect(await call('/api/v1/nothing-here')({ page })).toBe(404);
      await expectNoDialogAsked(page);
      expect(consoleLines.some((line) => line.type === 'log' && line.text.includes('Not found'))).toBe(true);
    });

    neutralTest(culture, 'an aborted request is a console warning only', async ({ page, consoleLines }) => {
      await recordFetches(page);
      await openPage(page, `/${culture}/`);
      // A real abort: a newer call with the same key (a connection dropped mid-answer is a lost connection:
      // connection-lost.spec.ts).
      await injectFault(page, { match: 'api/v1/shoppingcarts', fault: 'slow', delayMs: 2000 });
      const older = call('/api/v1/shoppingcarts', { key: 'cart' })({ page });
      // page.evaluate calls run in the page in the order sent: the older call has started when the newer one starts.
      expect(await call('/api/v1/shoppingcarts', { key: 'cart' })({ page })).toBe('ok');
      expect(await older).toBe(0);
      await expectNoDialogAsked(page);
      expect(consoleLines.some((line) => line.type === 'warning' && line.text.includes('Request aborted'))).toBe(true);
    });

    test('500 opens the error modal with the UnknowsErrors text and a Close button', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await page.locator('main h1').focus();
      await injectFault(page, { match: 'api/v1/shoppingcarts', fault: '500' });
      expect(await call('/api/v1/shoppingcarts', { loader: true })({ page })).toBe(500);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(text[culture].unknown);
      await expect(page.locator('.rt-block-loader')).toHaveCount(0);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: text[culture].close }).last().click();
      await expect(dialog).toHaveCount(0);
    });

    neutralTest(culture, 'malformed JSON is handled like any other failure', async ({ page }) => {
      await openPage(page, `/${culture}/`);
      await injectFault(page, { match: 'api/v1/shoppingcarts', fault: 'malformed' });
      expect(await call('/api/v1/shoppingcarts')({ page })).toBe(200);
      await expect(page.getByRole('alertdialog')).toContainText(text[culture].unknown);
    });
  });
}

test('state-changing calls carry the anti-forgery token', async ({ page }) => {
  await openPage(page, '/fr/');
  const sent = page.waitForRequest('**/addtocart');
  expect(
    await call('/api/v1/catalog/products/addtocart', {
      method: 'POST',
      body: { ProductVariantId: 50001, Quantity: 1, Name: 'x' },
    })({ page }),
  ).toBe('ok');
  const token = await page.locator('meta[name=__RequestVerificationToken]').getAttribute('content');
  expect((await sent).headers().requestverificationtoken).toBe(token);
});

test('a failed widget chunk is a ChunkLoadError with a retry that mounts the widget', async ({ page }) => {
  await openPage(page, '/fr/');
  await injectFault(page, { match: '/Dist/chunks/countdown', fault: '503' });
  await addHook(page, { id: 'late-countdown', 'data-widget': 'countdown', 'data-end': await inMs(page, 3_600_000) });
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Une partie de la page n’a pas pu être chargée');
  await expect(page.locator('#late-countdown [role=timer]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('#late-countdown [role=timer]')).toBeVisible();
});

test('a failed widget stylesheet is a ChunkLoadError with a retry that mounts the widget, styled', async ({ page }) => {
  // The social share chunk's own stylesheet fails once, then loads.
  let failures = 0;
  await page.route('**/assets/social-share-*.css', async (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await openPage(page, '/fr/atelier');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Une partie de la page n’a pas pu être chargée');
  const share = page.locator('.atelier-share');
  expect(await share.getAttribute('data-widget-mounted')).toBeNull();
  await expect(share.locator('.rt-share__button')).toHaveCount(0);
  await dialog.getByRole('button', { name: text.fr.retry }).click();
  await expect(share.locator('.rt-share__button')).toHaveCount(6);
  await expect(share).toHaveAttribute('data-widget-mounted', 'social-share');
  // Drawn with the stylesheet's rules (an unstyled link would be `inline`).
  await expect(share.locator('.rt-share__button').first()).toHaveCSS('display', 'inline-flex');
  expect(failures).toBe(1);
});

test('a chunk that takes longer than the timeout is a ChunkLoadError', async ({ page }) => {
  await openPage(page, '/nl/?__runtime-data-chunk-timeout=500');
  await injectFault(page, { match: '/Dist/chunks/countdown', fault: 'slow', delayMs: 3000 });
  await addHook(page, { 'data-widget': 'countdown', 'data-end': await inMs(page, 3_600_000) });
  await expect(page.getByRole('alertdialog')).toContainText('Een deel van de pagina kon niet worden geladen');
});
