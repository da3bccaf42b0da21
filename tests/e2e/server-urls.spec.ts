/**
 * URLs that come from server answers or data attributes are followed only when they are addresses of this site
 * (runtime/page.ts). Every JSON field that carries a URL today (search suggestions' ProductUrl, customer references'
 * ProductLink) is answered with hostile values: none runs script or leaves the site, each is refused with a console
 * warning and an error toast; a relative path and a same-origin absolute URL load in place. The login modal's
 * return URL (a data attribute) and its redirect answer follow the same rule.
 */
import type { Page, Route } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  cultureOf,
  expect,
  markWindow,
  openPage,
  openShopPage,
  signIn,
  stillSameWindow,
  test,
} from './support.ts';

const HOSTILE = [
  { url: 'javascript:window.__pwned=1', pick: 'Enter' },
  { url: 'javascript:window.__pwned=2', pick: 'click' },
  { url: 'data:text/html,<script>opener.__pwned=3</script>', pick: 'click' },
  { url: '//other.example/fr/catalog', pick: 'Enter' },
  { url: 'https://other.example/fr/catalog', pick: 'click' },
] as const;

interface Field {
  /** The endpoint whose JSON answer carries the URL, and how one item of it looks. */
  endpoint: string;
  item: (url: string, label: string) => Record<string, unknown>;
  /** Opens the page with the combobox; returns its name and a term that asks the endpoint. */
  open: (page: Page, culture: string) => Promise<{ box: string; term: string }>;
}

const FIELDS: Record<string, Field> = {
  'search suggestion ProductUrl': {
    endpoint: '**/catalog/search/suggestions?**',
    item: (url, label) => ({ Name: label, Photo: null, ProductUrl: url }),
    open: async (page, culture) => {
      await openShopPage(page, `/${culture}/`);
      return { box: '#site-search-q', term: 'casque' };
    },
  },
  'customer reference ProductLink': {
    endpoint: '**/catalog/customerref/search?**',
    item: (url, label) => ({ CustomerSKU: label, ProductLink: url }),
    open: async (page, culture) => {
      await signIn(page, culture);
      return {
        box: '#customer-ref-search',
        term: 'atl-ca',
      };
    },
  },
};

let picks = 0;

/**
 * Answers the endpoint with one item carrying `url`, types the term and picks the item. Each answer has its own
 * label, so the pick waits for this answer's list, never the previous one still on screen.
 */
async function pick(page: Page, field: Field, box: string, term: string, url: string, how: 'Enter' | 'click') {
  const label = `REF-${(picks += 1)}`;
  await page.unroute(field.endpoint);
  await page.route(field.endpoint, (route: Route) => route.fulfill({ json: [field.item(url, label)] }));
  const input = page.locator(box).first();
  await input.fill('');
  await input.fill(term);
  const option = page.locator('.rt-combobox__list [role=option]');
  await expect(option).toHaveText([label]);
  if (how === 'click') await option.click();
  else {
    await input.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
  }
}

for (const culture of CULTURES) {
  const refused = STRING_RESOURCES[culture]['Core.LinkRefused']!;

  // Culture-neutral but for the refusal toast's text: each field runs in one culture, the two fields in both.
  for (const [index, [name, field]] of Object.entries(FIELDS).entries()) {
    if (culture !== CULTURES[index % CULTURES.length]) continue;
    test(`${name} (${culture}): hostile URLs are refused, same-site ones load in place`, async ({
      page,
      consoleLines,
    }) => {
      const offSite: string[] = [];
      await page.context().route('**://other.example/**', (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      const { box, term } = await field.open(page, culture);
      // Typing before the combobox has mounted would reach the bare input only.
      await expect(page.locator(box)).toHaveAttribute('data-widget-mounted', /\S/);
      const start = page.url();
      await markWindow(page);

      for (const [index, hostile] of HOSTILE.entries()) {
        await pick(page, field, box, term, hostile.url, hostile.pick);
        const warnings = () =>
          consoleLines.filter((line) => line.type === 'warning' && line.text.startsWith('[runtime] Refused the URL'));
        // The refusal is the positive signal: one warning per pick, and the toast says it.
        await expect.poll(() => warnings().length).toBe(index + 1);
        await expect(page.locator('.rt-toast--error').filter({ hasText: refused }).first()).toBeVisible();
        expect(page.url()).toBe(start);
        expect(await stillSameWindow(page)).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      }
      expect(offSite).toEqual([]);

      // The real product address, then as a relative path and as a same-origin absolute URL.
      const product = `/${culture}/catalog/product/1020/`;
      const relative = new URL(page.url()).pathname.startsWith(`/${culture}/account`)
        ? `../${culture}/catalog/product/1020/casque`
        : `catalog/product/1020/casque`;
      await pick(page, field, box, term, relative, 'Enter');
      await expect(page).toHaveURL(new RegExp(`${product}casque$`));
      expect(await stillSameWindow(page)).toBe(true);

      // Back in place: the arrival moves focus to the page's heading, which would close a list opened before it;
      // the visit is over at its page:loaded.
      await page.evaluate(() =>
        document.addEventListener('page:loaded', () => document.documentElement.setAttribute('data-back', ''), {
          once: true,
        }),
      );
      await page.goBack();
      await expect(page.locator('html')).toHaveAttribute('data-back', '');
      await expect(page).toHaveURL(start);
      await pick(page, field, box, term, new URL(`${product}casque`, page.url()).href, 'click');
      await expect(page).toHaveURL(new RegExp(`${product}casque$`));
      expect(await stillSameWindow(page)).toBe(true);
      expect(offSite).toEqual([]);
    });
  }

  const loginTitle = 'an off-site return URL is dropped; signing in follows the return URL in place';
  if (culture === cultureOf(loginTitle)) {
    test(`login modal (${culture}): ${loginTitle}`, async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await markWindow(page);
      const link = page.locator('a.login-link');
      for (const hostile of ['https://other.example/fr/', 'javascript:alert(1)', '//other.example/']) {
        await link.evaluate((element, value) => element.setAttribute('data-modal-return-url', value), hostile);
        await link.click();
        const dialog = page.locator('dialog.login-modal');
        // The server's own default return URL stands in for the refused one.
        await expect(dialog.locator('input[name=ReturnUrl]')).toHaveValue(`/${culture}/`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }

      await link.evaluate(
        (element, value) => element.setAttribute('data-modal-return-url', value),
        `/${culture}/service/requests`,
      );
      await link.click();
      const dialog = page.locator('dialog.login-modal');
      // The CMS's login form loads the whole page (no-ajax); a theme form sent in place inside a modal whose answer
      // is a redirect (here the login going to its return URL) leaves the modal for that page, in place.
      await dialog.locator('form').evaluate((form) => form.classList.remove('no-ajax'));
      await dialog.locator('input[name=Email]').fill('demo@ateliervelo.be');
      await dialog.locator('input[name=Password]').fill('velo2026');
      await dialog.locator('input[name=Password]').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${culture}/service/requests$`));
      await expect(page.locator('dialog')).toHaveCount(0);
      expect(await stillSameWindow(page)).toBe(true);
    });
  }
}
