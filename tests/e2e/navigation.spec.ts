import type { Page } from '@playwright/test';
import { totp } from '../../fixtures/data/totp.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  injectFault,
  markWindow,
  navigationReady,
  neutralTest,
  openPage,
  openShopPage,
  stillSameWindow,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

// Motion is this file's subject (the leaving and entering animations, smooth anchor scrolling, the tab fade): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const text = {
  fr: {
    helmets: 'Casques',
    service: 'Service clients',
    unknown: 'Une erreur inattendue est survenue',
    login: 'Connexion',
    requests: 'Mes demandes',
    rates: 'Frais de port',
    ok: 'OK',
    cancel: 'Annuler',
    sure: 'Êtes-vous sûr',
    skip: 'Aller au contenu',
  },
  nl: {
    helmets: 'Helmen',
    service: 'Klantendienst',
    unknown: 'Er is een onverwachte fout opgetreden',
    login: 'Aanmelden',
    requests: 'Mijn aanvragen',
    rates: 'Verzendkosten',
    ok: 'OK',
    cancel: 'Annuleren',
    sure: 'Weet u zeker',
    skip: 'Naar de inhoud',
  },
};

const pageState = (page: Page) => page.evaluate(() => document.body.dataset.pageState);

for (const culture of CULTURES) {
  test.describe(`in-place navigation (${culture})`, () => {
    neutralTest(
      culture,
      'a link loads in place: content, title, body class, history state, focus and announcement',
      async ({ page }) => {
        await openPage(page, `/${culture}/`);
        await markWindow(page);
        await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);

        const pageRequest = page.waitForRequest((r) => r.url().includes('/catalog/category/3'));
        await page.locator('.category-tile').filter({ hasText: text[culture].helmets }).click();
        await expect(page.locator('main h1')).toHaveText(text[culture].helmets);
        await expect.poll(() => pageState(page)).toBe('finished');
        // An ordinary link may use the cache (no-cache and confirm links may not: see below).
        expect((await (await pageRequest).allHeaders())['cache-control']).toBeUndefined();
        expect(await stillSameWindow(page)).toBe(true);
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/3/`));
        await expect(page).toHaveTitle(new RegExp(`^${text[culture].helmets} \\|`));
        await expect(page.locator('body')).toHaveClass(/\bpage\b/);
        await expect(page.locator('body')).not.toHaveClass(/\bhomepage\b|page-leaving|long-loading/);
        await expect(page.locator('main h1')).toBeFocused();
        await expect(page.locator('#rt-page-announcer')).toHaveText(await page.title());
        await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
        const state = await page.evaluate(() => history.state?.shop);
        expect(state).toEqual({ disableCache: false, anchor: '', targetId: 'main', scrollTop: 0 });
        // The culture switcher follows the current address.
        const other = culture === 'fr' ? 'nl' : 'fr';
        await expect(page.locator('header a[hreflang]')).toHaveAttribute(
          'href',
          new RegExp(`^(http://[^/]+)?/${other}/catalog/category/3/`),
        );
        // Tracking: VirtualPageview 100 ms after the title change, then analytics.
        await expect
          .poll(() =>
            page.evaluate(() =>
              (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean),
            ),
          )
          .toEqual(['VirtualPageview', 'page_view']);
        await expectAccessible(page);

        // Reloading the pushed address renders the same page in full.
        await page.reload();
        await expect(page.locator('main h1')).toHaveText(text[culture].helmets);
      },
    );

    neutralTest(
      culture,
      'back and forward reload the content and restore the scroll position (smooth scrolling page)',
      async ({ page }) => {
        await openPage(page, `/${culture}/catalog/category/1`);
        await markWindow(page);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
        const link = page.locator('.product-card__name a').nth(9);
        const name = (await link.textContent())?.trim() ?? '';
        await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const leftAt = await page.evaluate(() => Math.round(window.scrollY));
        expect(leftAt).toBeGreaterThan(500);
        await link.click();
        await expect(page.locator('main h1')).toHaveText(name);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await page.goBack();
        await expect(page.locator('.product-grid')).toBeVisible();
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
        expect(await stillSameWindow(page)).toBe(true);

        await page.goForward();
        await expect(page.locator('main h1')).toHaveText(name);
        expect(await stillSameWindow(page)).toBe(true);
      },
    );

    neutralTest(
      culture,
      'widgets of the old content are cleaned up and those of the new content mounted',
      async ({ page }) => {
        await openPage(page, `/${culture}/widgets`);
        await expect(page.locator('.rt-countdown')).toHaveCount(1);
        await page.locator('header .navbar-brand').click();
        await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);
        await expect(page.locator('.rt-countdown')).toHaveCount(0);
        await page.goBack();
        await expect(page.locator('.rt-countdown')).toHaveCount(1);
      },
    );

    neutralTest(
      culture,
      'a failing page: the animation comes back, the loader goes, the error modal opens',
      async ({ page }) => {
        await openPage(page, `/${culture}/`);
        await injectFault(page, { match: '/catalog/category/3', fault: '500' });
        await page.locator('.category-tile').filter({ hasText: text[culture].helmets }).click();
        await expect(page.getByRole('alertdialog')).toContainText(text[culture].unknown);
        await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
        await expect(page.locator('body')).not.toHaveClass(/page-leaving|long-loading/);
        await expect(page.locator('.rt-block-loader')).toHaveCount(0);
        expect(await pageState(page)).toBe('failed');
      },
    );

    neutralTest(culture, 'a page behind login opens the login modal with that page as return URL', async ({ page }) => {
      await openPage(page, `/${culture}/`);
      await page.evaluate((c) => {
        const link = document.createElement('a');
        link.href = `/${c}/account`;
        link.id = 'account-link';
        link.textContent = 'account';
        document.querySelector('main')?.prepend(link);
      }, culture);
      await page.locator('#account-link').click();
      const dialog = page.getByRole('dialog', { name: text[culture].login });
      await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(`/${culture}/account`);
      await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
    });

    neutralTest(culture, 'a 404 page is logged and the visitor stays', async ({ page, consoleLines }) => {
      await openPage(page, `/${culture}/`);
      await injectFault(page, { match: '/catalog/category/3', fault: '404' });
      await page.locator('.category-tile').filter({ hasText: text[culture].helmets }).click();
      await expect.poll(() => pageState(page)).toBe('failed');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(consoleLines.some((line) => line.type === 'log' && line.text.includes('Not found'))).toBe(true);
    });

    test('a confirm link asks first, then loads without adding history', async ({ page }) => {
      await openPage(page, `/${culture}/service/requests`);
      const lengthBefore = await page.evaluate(() => history.length);
      const deletes = page.locator('.requests a[data-confirm]');
      await expect(deletes).toHaveCount(3);

      await deletes.first().click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(text[culture].sure);
      await confirm.getByRole('button', { name: text[culture].cancel }).click();
      await expect(deletes).toHaveCount(3);

      const request = page.waitForRequest((r) => r.url().includes('/service/requests/delete/1'));
      await deletes.first().click();
      await confirm.getByRole('button', { name: text[culture].ok, exact: true }).click();
      // Loaded bypassing the cache.
      expect((await (await request).allHeaders())['cache-control']).toBe('no-cache');
      await expect(deletes).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`/${culture}/service/requests$`));
      expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
    });

    neutralTest(culture, 'a same-page anchor opens the collapsed panel or inactive tab first', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await expect(page.locator('#faq-helmet')).not.toBeVisible();
      await page.locator('a[href="#faq-helmet-answer"]').click();
      await expect(page.locator('#faq-helmet-answer')).toBeVisible();
      await expect(page.locator('#faq-helmet-answer')).toBeInViewport();
      await expect(page).toHaveURL(/#faq-helmet-answer$/);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('a[href="#policy-warranty-text"]').click();
      await expect(page.locator('#policy-warranty-text')).toBeVisible();
      await expect(page.locator('#policy-warranty-text')).toBeInViewport();
      await expect(page.locator('#policy-warranty-tab')).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page);
    });

    neutralTest(
      culture,
      'the skip link moves focus to the content at once: a Tab during the scroll goes on in it',
      async ({ page }) => {
        await installFakeClock(page);
        await openPage(page, `/${culture}/service`);
        // Time stands still: the 800 ms scroll has not moved when the next Tab is pressed.
        await pauseClock(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: text[culture].skip });
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      },
    );

    neutralTest(culture, 'external, file, no-ajax and other-language links load normally', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await markWindow(page);
      await page.locator('a.no-ajax').click();
      await expect(page).toHaveURL(/print=1/);
      expect(await stillSameWindow(page)).toBe(false);
      await navigationReady(page);
      await markWindow(page);
      await page.locator('header a[hreflang]').click();
      await expect(page.locator('html')).toHaveAttribute('lang', culture === 'fr' ? 'nl-BE' : 'fr-BE');
      expect(await stillSameWindow(page)).toBe(false);
    });

    neutralTest(culture, 'the search form loads its results in place and pushes its address', async ({ page }) => {
      await openPage(page, `/${culture}/`);
      await markWindow(page);
      const search = page.locator('#site-search-q');
      await search.fill('fluo');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog\\?q=fluo$`));
      await expect(page.locator('main h1')).toContainText('fluo');
      expect(await stillSameWindow(page)).toBe(true);
      await page.goBack();
      await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);
    });

    neutralTest(
      culture,
      'scripts in swapped content run once, and the theme script of that content works',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/`); // the header's menu is mounted
        await markWindow(page);
        await page.locator('header a[aria-controls="nav-atelier"]').hover();
        await page.locator('header a[href$="/widgets"]').click();
        await expect(page.locator('#demo-toast')).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { galleryScriptRuns?: number }).galleryScriptRuns))
          .toBe(1);
        expect(await stillSameWindow(page)).toBe(true);
        await page.locator('#demo-toast').click();
        await expect(page.locator('.rt-toasts').getByRole('status')).not.toBeEmpty();
        // The load's last step (analytics, 300 ms after it finished) has come and gone: still one run.
        await expect
          .poll(() =>
            page.evaluate(() =>
              (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'page_view'),
            ),
          )
          .toBe(true);
        expect(await page.evaluate(() => (window as unknown as { galleryScriptRuns?: number }).galleryScriptRuns)).toBe(
          1,
        );
      },
    );

    neutralTest(
      culture,
      'the two-factor home page opens in a modal whose links and form work within it',
      async ({ page }) => {
        const title = culture === 'fr' ? 'Double authentification' : 'Tweestapsverificatie';
        const setup = culture === 'fr' ? 'Configurer une application' : 'Een app instellen';
        await openPage(page, `/${culture}/service`);
        await markWindow(page);
        await page.locator('a[href$="/security/twofactorhome"]').click();
        const dialog = page.getByRole('dialog', { name: title, exact: true });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('link', { name: setup }).click();
        const setupDialog = page.getByRole('dialog', { name: setup, exact: true });
        await expect(setupDialog.locator('#two-factor-code')).toBeFocused();
        // The authenticator page checks a real one-time code for the secret it shows.
        const secret = ((await setupDialog.locator('[data-totp-secret]').textContent()) ?? '').replace(/\s/g, '');
        await setupDialog.locator('#two-factor-code').fill(totp(secret));
        await setupDialog.locator('#two-factor-code').press('Enter');
        await expect(setupDialog.locator('.alert-success')).toBeVisible();
        await setupDialog.getByRole('link', { name: culture === 'fr' ? 'Retour' : 'Terug' }).click();
        await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
        await expectAccessible(page);
        expect(await stillSameWindow(page)).toBe(true);
        await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
        // One dialog all along: closing it returns focus to the link that opened it.
        await expect(page.locator('dialog')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog')).toHaveCount(0);
        await expect(page.locator('a[href$="/security/twofactorhome"]')).toBeFocused();
      },
    );

    neutralTest(culture, 'a modal link passes its return URL and class to the modal', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await page.locator('a.login-link').click();
      const dialog = page.getByRole('dialog', { name: text[culture].login });
      await expect(dialog).toHaveClass(/login-modal/);
      await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(`/${culture}/service/requests`);
      // Focus is trapped in the dialog.
      await expect(dialog.locator('input[name=Email]')).toBeFocused();
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    });

    neutralTest(culture, 'a form sent in place shows it is sending and cannot be sent twice', async ({ page }) => {
      await openPage(page, `/${culture}/`);
      // Slow enough that the second Enter surely comes while the first answer is on its way, even on a busy machine.
      await injectFault(page, { match: '/catalog?q=', fault: 'slow', delayMs: 3000 });
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/catalog?q=')) sent += 1;
      });
      const search = page.locator('#site-search-q');
      await search.fill('gourde');
      await search.press('Enter');
      const button = page.locator('.site-search button[type=submit]');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await search.press('Enter');
      await expect(page).toHaveURL(/q=gourde/);
      await expect(button).not.toHaveAttribute('aria-disabled');
      expect(sent).toBe(1);
    });

    neutralTest(culture, 'a failing form keeps what the visitor typed', async ({ page }) => {
      await openPage(page, `/${culture}/`);
      await injectFault(page, { match: '/catalog?q=', fault: '500' });
      const search = page.locator('#site-search-q');
      await search.fill('casque enfant');
      await search.press('Enter');
      await expect(page.getByRole('alertdialog')).toContainText(text[culture].unknown);
      await page.keyboard.press('Escape');
      await expect(search).toHaveValue('casque enfant');
      await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
      await expect(page.locator('body')).not.toHaveClass(/page-leaving|long-loading/);
    });

    neutralTest(culture, 'a modal link opens its page in a dialog', async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      const opener = page.locator('a[data-modal][href$="/service/shipping-rates"]');
      await opener.click();
      const dialog = page.getByRole('dialog', { name: text[culture].rates });
      await expect(dialog.locator('table')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    neutralTest(
      culture,
      'a modal link’s size and title reach the drawn dialog; without them, the default size and the page’s heading',
      async ({ page }) => {
        await page.setViewportSize({ width: 1400, height: 900 });
        await openPage(page, `/${culture}/service`);
        // Two links to the shipping-rates page (its heading and <title>: text.rates): one sized xl with a title of
        // its own, one with neither.
        const own = { fr: 'Tarifs d’envoi en Belgique', nl: 'Verzendtarieven in België' }[culture];
        await page.evaluate(
          ({ url, title }) => {
            const sized = Object.assign(document.createElement('a'), { href: url, textContent: 'xl', id: 'sized' });
            Object.assign(sized.dataset, { modal: '', modalSize: 'xl', modalTitle: title });
            const plain = Object.assign(document.createElement('a'), { href: url, textContent: 'lg', id: 'plain' });
            plain.dataset.modal = '';
            document.querySelector('main')?.prepend(sized, plain);
          },
          { url: `/${culture}/service/shipping-rates`, title: own },
        );
        const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
        const width = async (dialog: ReturnType<Page['locator']>) => (await dialog.boundingBox())?.width;

        await page.locator('#sized').click();
        const sized = page.getByRole('dialog', { name: own, exact: true });
        await expect(sized.locator('table')).toBeVisible();
        await expect(sized).toHaveClass(/(^|\s)rt-dialog--xl(\s|$)/);
        await expect(sized.locator('.modal-title')).toHaveText(own);
        // 71rem (core.css), the window being wider.
        expect(await width(sized)).toBeCloseTo(71 * rem, 0);
        await page.keyboard.press('Escape');
        await expect(sized).toHaveCount(0);

        await page.locator('#plain').click();
        const plain = page.getByRole('dialog', { name: text[culture].rates, exact: true });
        await expect(plain.locator('table')).toBeVisible();
        await expect(plain).toHaveClass(/(^|\s)rt-dialog--lg(\s|$)/);
        expect(await width(plain)).toBeCloseTo(50 * rem, 0);
      },
    );
  });
}

/** Puts a link to the customer service page's old address (the reference CMS redirects it, 302) into the content. */
async function addMovedLink(page: Page, attributes: Record<string, string> = {}, hash = ''): Promise<void> {
  await page.evaluate(
    ({ extra, fragment }) => {
      const link = document.createElement('a');
      link.href = `/fr/customer-service${fragment}`;
      link.textContent = 'Ancienne page du service';
      for (const [name, value] of Object.entries(extra)) link.setAttribute(name, value);
      document.querySelector('main')?.prepend(link);
    },
    { extra: attributes, fragment: hash },
  );
}

test('a link answered with a redirect shows the address it ended on; a reload shows the same page', async ({
  page,
}) => {
  await openPage(page, '/fr/');
  const lengthBefore = await page.evaluate(() => history.length);
  await addMovedLink(page);
  const redirected = page.waitForResponse((response) => response.url().endsWith('/fr/customer-service'));
  await page.getByRole('link', { name: 'Ancienne page du service' }).click();
  expect((await redirected).status()).toBe(302);
  await expect(page.locator('main h1')).toHaveText('Service clients');
  await expect(page).toHaveURL(/\/fr\/service$/);
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Service clients');
  await expect(page).toHaveURL(/\/fr\/service$/);
  await navigationReady(page);
  await page.goBack();
  await expect(page.locator('main h1')).not.toHaveText('Service clients');
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('a link with a hash answered with a redirect keeps its hash, as the browser would', async ({ page }) => {
  await openPage(page, '/fr/');
  await addMovedLink(page, {}, '#contact');
  await page.getByRole('link', { name: 'Ancienne page du service' }).click();
  await expect(page.locator('main h1')).toHaveText('Service clients');
  await expect(page).toHaveURL(/\/fr\/service#contact$/);
});

test('a confirm link answered with a redirect replaces the address with the one it ended on', async ({ page }) => {
  await openPage(page, '/fr/');
  const lengthBefore = await page.evaluate(() => history.length);
  await addMovedLink(page, { 'data-confirm': '' });
  await page.getByRole('link', { name: 'Ancienne page du service' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Service clients');
  // No new entry (a confirm link adds no history), and the entry tells the page it shows.
  await expect(page).toHaveURL(/\/fr\/service$/);
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Service clients');
});

test('a slow page gets the long-loading class and the block loader after the 350 ms leaving animation', async ({
  page,
}) => {
  await installFakeClock(page);
  await openPage(page, '/fr/');
  await injectFault(page, { match: '/catalog/category/3', fault: 'slow', delayMs: 1500 });
  // Time stands still from here; the leaving animation (the template's data-delay-in, 350) moves only with it.
  await pauseClock(page);
  await page.locator('.category-tile').nth(2).click();
  await expect(page.locator('body')).toHaveClass(/page-leaving/);
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(349);
  await expect(page.locator('body')).not.toHaveClass(/long-loading/);
  await expect(page.locator('.rt-block-loader')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.locator('body')).toHaveClass(/long-loading/);
  await expect(page.locator('.rt-block-loader')).toHaveCount(1);
  await page.clock.resume();
  await expect(page.locator('main h1')).toHaveText('Casques');
  await expect(page.locator('body')).not.toHaveClass(/long-loading/);
  await expect(page.locator('.rt-block-loader')).toHaveCount(0);
});

test('a newer request aborts the older one', async ({ page }) => {
  await openPage(page, '/nl/');
  await injectFault(page, { match: '/catalog/category/3', fault: 'slow', delayMs: 2000 });
  // The older answer never lands: its request is cancelled in the browser.
  const olderAborted = page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/catalog/category/3'),
    timeout: 10_000,
  });
  await page.locator('.category-tile').nth(2).click();
  // The block loader covers the page once the leaving animation ends; a keyboard user can still go on.
  await page.locator('.category-tile').nth(4).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText('Fietstassen & rugzakken');
  await olderAborted;
  await expect(page.locator('main h1')).toHaveText('Fietstassen & rugzakken');
  await expect(page).toHaveURL(/\/nl\/catalog\/category\/5\//);
});

test('a page-leave listener can cancel a load, once', async ({ page }) => {
  await openPage(page, '/fr/');
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/catalog/category/3')) asked += 1;
  });
  await page.evaluate(() => {
    const tracked = window as unknown as { cancelled: number };
    tracked.cancelled = 0;
    document.addEventListener(
      'page:leave',
      (event) => {
        event.preventDefault();
        tracked.cancelled += 1;
      },
      { once: true },
    );
  });
  await page.locator('.category-tile').nth(2).click();
  // The listener has said no; the load would have started in the same moment (leaving class, busy section).
  await expect.poll(() => page.evaluate(() => (window as unknown as { cancelled: number }).cancelled)).toBe(1);
  expect(
    await page.evaluate(() => ({
      leaving: document.body.classList.contains('page-leaving'),
      busy: document.querySelector('main')?.getAttribute('aria-busy') ?? null,
      path: location.pathname,
    })),
  ).toEqual({ leaving: false, busy: null, path: '/fr/' });
  await page.locator('.category-tile').nth(2).click();
  await expect(page.locator('main h1')).toHaveText('Casques');
  // One request in all: the cancelled click asked for nothing.
  expect(asked).toBe(1);
});

test('VirtualPageview is pushed 100 ms after the title changes, before the images have loaded; page_view 200 ms after it', async ({
  page,
}) => {
  await installFakeClock(page);
  await openPage(page, '/fr/service');
  // The news page's thumbnails (not lazy) are held: the load waits for them in its images step.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/media/news/**', (route) =>
    holding ? void held.push(() => route.continue()) : void route.continue(),
  );
  await page.evaluate(() => {
    const tracked = window as unknown as { titledAt?: number };
    // The title's own change: the head's other changes (the answer's meta, merged first) are not it.
    const before = document.title;
    new MutationObserver(() => {
      if (document.title !== before) tracked.titledAt ??= Date.now();
    }).observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const link = document.createElement('a');
    link.href = '/fr/news';
    link.textContent = 'Actualités';
    document.querySelector('main')?.prepend(link);
  });
  const events = () =>
    page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean));
  const titledAt = () => page.evaluate(() => (window as unknown as { titledAt?: number }).titledAt);
  // Time stands still and moves in small steps until the title has changed (the leaving animation needs it to move).
  await pauseClock(page);
  await page.getByRole('link', { name: 'Actualités', exact: true }).click();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return titledAt();
      },
      { intervals: [20] },
    )
    .toBeDefined();
  const changedAt = (await titledAt()) ?? 0;
  const now = await page.evaluate(() => Date.now());
  expect(now - changedAt).toBeLessThan(100);
  await page.clock.runFor(changedAt + 99 - now);
  expect(await events()).toEqual([]);
  await page.clock.runFor(1);
  expect(await events()).toEqual(['VirtualPageview']);
  // The images are still on their way: the load has not finished. (The route's handler hears of a held request a
  // moment after the page asked: it is looked for until it has.)
  expect(await pageState(page)).toBe('images');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The page's own title and address.
  expect(await page.evaluate(() => window.dataLayer?.at(-1))).toEqual({
    event: 'VirtualPageview',
    virtualPageURL: '/fr/news',
    virtualPageTitle: await page.title(),
  });
  expect(await page.title()).toMatch(/^Actualités/);
  await page.clock.runFor(199);
  expect(await events()).toEqual(['VirtualPageview']);
  await page.clock.runFor(1);
  expect(await events()).toEqual(['VirtualPageview', 'page_view']);
  // Released, with any the handler hears of later.
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect.poll(() => pageState(page)).toBe('finished');
  expect(await events()).toEqual(['VirtualPageview', 'page_view']);
});

test('a same-page anchor takes the focus at once and scrolls smoothly over 800 ms', async ({ page }) => {
  await installFakeClock(page);
  await openPage(page, '/fr/service');
  await page.evaluate(() => {
    // Room below, so that the target can come to the top of the window (no end of page cuts the scroll short).
    const room = document.createElement('div');
    room.style.height = '200vh';
    document.body.append(room);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Time stands still from here: the scroll moves one frame (16 ms) at a time, only when the clock is told to run.
  await pauseClock(page);
  const target = page.locator('#policy-warranty-text');
  await page.locator('a[href="#policy-warranty-text"]').click();
  const scrollTop = () => page.evaluate(() => window.scrollY);
  const focused = () => target.evaluate((element) => element === document.activeElement);
  // Focus first, before any time has passed: the scroll has not moved yet.
  expect(await focused()).toBe(true);
  expect(await scrollTop()).toBe(0);
  await page.clock.runFor(400);
  const halfway = await scrollTop();
  await page.clock.runFor(384);
  const nearlyThere = await scrollTop();
  await page.clock.runFor(32);
  expect(await focused()).toBe(true);
  const end = await scrollTop();
  expect(end).toBeGreaterThan(300);
  await page.clock.runFor(500);
  expect(await scrollTop()).toBe(end);
  // Eased in and out over 800 ms: half the way at 400 ms, not there yet at 784 ms, there by 816 ms.
  expect(halfway / end).toBeGreaterThan(0.45);
  expect(halfway / end).toBeLessThan(0.55);
  expect(nearlyThere).toBeLessThan(end);
  await expect(target).toBeInViewport();
});

test('a tab pane the runtime switches itself (no Bootstrap script) fades in over 150 ms', async ({ page }) => {
  await openPage(page, '/fr/service');
  const pane = page.locator('#policy-warranty');
  await pane.evaluate((element) => {
    // A theme without Bootstrap's script: the runtime switches the tab itself.
    delete (window as { bootstrap?: unknown }).bootstrap;
    const tracked = window as unknown as { runs: unknown[] };
    tracked.runs = [];
    element.addEventListener('transitionrun', (event) => {
      if (event.target !== element) return;
      tracked.runs.push({
        property: (event as TransitionEvent).propertyName,
        durations: element.getAnimations().map((animation) => animation.effect?.getTiming().duration),
        laidOut: element.getBoundingClientRect().height > 0,
      });
    });
  });
  await page.locator('a[href="#policy-warranty-text"]').click();
  // One opacity transition of 150 ms (Bootstrap's .fade), the pane laid out from its start.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { runs: unknown[] }).runs))
    .toEqual([{ property: 'opacity', durations: [150], laidOut: true }]);
  await expect(pane).toHaveCSS('opacity', '1');
  await expect(page.locator('#policy-delivery')).toBeHidden();
  await expect(page.locator('#policy-warranty-tab')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#policy-warranty-text')).toBeFocused();
  await expect(page.locator('#policy-warranty-text')).toBeInViewport();
});

test('with reduced motion, an anchor jumps', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/fr/service');
  await page.evaluate(() => {
    const tracked = window as unknown as { scrollTops: number[] };
    tracked.scrollTops = [];
    window.addEventListener('scroll', () => tracked.scrollTops.push(window.scrollY), { passive: true });
  });
  await page.locator('a[href="#faq-helmet-answer"]').click();
  await expect(page.locator('#faq-helmet-answer')).toBeInViewport();
  // No 800 ms animation: one jump, no position on the way.
  const tops = await page.evaluate(() => (window as unknown as { scrollTops: number[] }).scrollTops);
  expect(tops.length).toBeGreaterThan(0);
  expect(new Set(tops).size).toBe(1);
});

test('a theme’s submit listener added to the document after boot speaks first: its preventDefault sends nothing', async ({
  page,
}) => {
  await openPage(page, '/fr/');
  const searched: string[] = [];
  // The search page's requests (the field's suggestions, asked while typing, are another address).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/fr/catalog') searched.push(url.searchParams.get('q') ?? '');
  });
  // A theme script that runs after boot: it keeps the first search to itself.
  await page.evaluate(() => {
    const theme = (event: Event) => {
      event.preventDefault();
      document.documentElement.dataset.themeKept = 'yes';
      document.removeEventListener('submit', theme);
    };
    document.addEventListener('submit', theme);
  });
  const search = page.locator('#site-search-q');
  await search.fill('fluo');
  await search.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme-kept', 'yes');
  // Its listener gone, the next search is the runtime's: loaded in place. The kept one was never sent.
  await search.fill('casque');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fr\/catalog\?q=casque$/);
  await expect(page.locator('main h1')).toContainText('casque');
  expect(searched).toEqual(['casque']);
});
