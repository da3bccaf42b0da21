/**
 * The main navigation and its mobile copy (runtime spec §2, shop spec §4 and §9), in fr and nl: dropdowns by mouse
 * (hover at the large breakpoint, a click on an open one follows its link) and by keyboard, repositioning above
 * 1199 px, named body classes on small screens, everything closed when the page is left, current page marked.
 */
import type { Page } from '@playwright/test';
import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

const TEXT = {
  fr: {
    shop: 'Boutique',
    atelier: 'L’atelier',
    account: 'Compte',
    all: 'Tout le catalogue',
    menu: 'Afficher le menu',
    search: 'Afficher la recherche',
    close: 'Fermer le menu',
    page: 'Notre atelier',
  },
  nl: {
    shop: 'Winkel',
    atelier: 'Het atelier',
    account: 'Account',
    all: 'De hele catalogus',
    menu: 'Menu tonen',
    search: 'Zoeken tonen',
    close: 'Menu sluiten',
    page: 'Ons atelier',
  },
} as const;

const header = (page: Page) => page.locator('.site-header');
const toggle = (page: Page, id: string) => page.locator(`.site-header a[aria-controls="${id}"]`);
const menu = (page: Page, id: string) => page.locator(`#${id}`);

for (const culture of CULTURES) {
  const text = TEXT[culture];

  test.describe(`main navigation (${culture})`, () => {
    neutralTest(
      culture,
      'mouse: hover opens at the large breakpoint, a click on the open dropdown follows its link',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/service`);
        const shop = toggle(page, 'nav-shop');
        await shop.hover();
        await expect(menu(page, 'nav-shop')).toBeVisible();
        await expect(shop).toHaveAttribute('aria-expanded', 'true');
        // Moving onto another dropdown closes the first.
        await toggle(page, 'nav-atelier').hover();
        await expect(menu(page, 'nav-atelier')).toBeVisible();
        await expect(menu(page, 'nav-shop')).toBeHidden();
        await page.mouse.move(640, 600);
        await expect(menu(page, 'nav-atelier')).toBeHidden();
        // Hover, then click: the menu is open, so the click goes to the link (in place).
        await shop.hover();
        await shop.click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog$`));
        await expect(menu(page, 'nav-shop')).toBeHidden();
      },
    );

    neutralTest(
      culture,
      'keyboard: Enter opens, arrows move, Escape closes, Enter on the open toggle follows it',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/service`);
        const shop = toggle(page, 'nav-shop');
        await shop.focus();
        await page.keyboard.press('Enter');
        await expect(menu(page, 'nav-shop')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('link', { name: text.all })).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu(page, 'nav-shop').locator('a').nth(1)).toBeFocused();
        await page.keyboard.press('End');
        await expect(menu(page, 'nav-shop').locator('a').last()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('link', { name: text.all })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu(page, 'nav-shop')).toBeHidden();
        await expect(shop).toBeFocused();
        await expect(shop).toHaveAttribute('aria-expanded', 'false');

        // Tab leaves the open menu's item: it closes.
        await page.keyboard.press('ArrowDown');
        await expect(menu(page, 'nav-shop')).toBeVisible();
        await toggle(page, 'nav-atelier').focus();
        await expect(menu(page, 'nav-shop')).toBeHidden();

        // The open toggle follows its link.
        await shop.focus();
        await page.keyboard.press('Enter');
        await expect(menu(page, 'nav-shop')).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${culture}/catalog$`));
        await expect(menu(page, 'nav-shop')).toBeHidden();
      },
    );

    neutralTest(
      culture,
      'a dropdown near the right edge stays 20 px inside the viewport above 1199 px',
      async ({ page }) => {
        await installFakeClock(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        await openShopPage(page, `/${culture}/`);
        const account = toggle(page, 'nav-account');
        await account.focus();
        await page.keyboard.press('Enter');
        const right = () => menu(page, 'nav-account').evaluate((element) => element.getBoundingClientRect().right);
        await expect.poll(right).toBeLessThanOrEqual(1280 - 20 + 0.5);
        expect(await right()).toBeGreaterThan(1280 - 20 - 2);
        await expectAccessible(page, '.site-header');

        // Measured again 250 ms after resizing stops, above 1199 px only. Time stands still and moves only when told;
        // each resize is counted by a listener of the page's, which runs after the menu's own.
        const left = () => menu(page, 'nav-account').evaluate((element) => (element as HTMLElement).style.left);
        await page.evaluate(() => {
          const tracked = window as unknown as { resizes: number };
          tracked.resizes = 0;
          window.addEventListener('resize', () => (tracked.resizes += 1));
        });
        const resizeTo = async (width: number) => {
          const before = await page.evaluate(() => (window as unknown as { resizes: number }).resizes);
          await page.setViewportSize({ width, height: 800 });
          await expect
            .poll(() => page.evaluate(() => (window as unknown as { resizes: number }).resizes))
            .toBeGreaterThan(before);
        };
        await pauseClock(page);
        const atWide = await left();
        await resizeTo(1200);
        await page.clock.runFor(249);
        expect(await left()).toBe(atWide);
        await page.clock.runFor(1);
        expect(await left()).not.toBe(atWide);
        expect(await right()).toBeLessThanOrEqual(1200 - 20 + 0.5);
        expect(await right()).toBeGreaterThan(1200 - 20 - 2);
        // At 1199 px, the menu keeps its own place.
        await resizeTo(1199);
        await page.clock.runFor(250);
        expect(await left()).toBe('');
        await page.clock.resume();
      },
    );

    neutralTest(
      culture,
      'small screens: named body classes, the mobile copy, all closed on page leave',
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 800 });
        await openShopPage(page, `/${culture}/service`);
        const burger = page.getByRole('button', { name: text.menu });
        const searchToggle = page.getByRole('button', { name: text.search });
        const panel = page.locator('#mobile-menu');
        await expect(panel).toBeHidden();
        await expect(header(page).locator('[data-nav-list]').first()).toBeHidden();

        await burger.click();
        await expect(page.locator('body')).toHaveClass(/\bmenu-open\b/);
        await expect(burger).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('button', { name: text.close })).toBeFocused();
        // The copy: the same links, ids of its own.
        await expect(panel.getByRole('link', { name: text.shop })).toHaveAttribute('aria-controls', 'nav-shop-mobile');
        await expect(page.locator('#nav-shop-mobile')).toHaveCount(1);
        await expectAccessible(page);

        // Escape closes and gives the focus back.
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(burger).toBeFocused();

        // One named class at a time: opening the menu closes the search.
        await searchToggle.click();
        await expect(page.locator('body')).toHaveClass(/\bsearch-open\b/);
        await expect(page.locator('#site-search-q')).toBeFocused();
        await burger.click();
        await expect(page.locator('body')).toHaveClass(/\bmenu-open\b/);
        await expect(page.locator('body')).not.toHaveClass(/\bsearch-open\b/);
        await expect(searchToggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('#site-search')).toBeHidden();
        await page.keyboard.press('Escape');

        // In the copy, a dropdown opens on the first click and follows its link on the second; leaving the page
        // closes the panel.
        await burger.click();
        const atelier = panel.getByRole('link', { name: text.atelier });
        await atelier.click();
        await expect(page.locator('#nav-atelier-mobile')).toBeVisible();
        await panel.getByRole('link', { name: text.page }).click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/atelier$`));
        await expect(page.locator('body')).not.toHaveClass(/\bmenu-open\b/);
        await expect(burger).toHaveAttribute('aria-expanded', 'false');
        await burger.click();
        await expect(page.locator('#nav-atelier-mobile')).toBeHidden();
        await expect(panel.locator(`a[href="/${culture}/atelier"]`).last()).toHaveAttribute('aria-current', 'page');
      },
    );

    neutralTest(culture, 'the current page is marked after in-place navigation', async ({ page }) => {
      await openShopPage(page, `/${culture}/`);
      await header(page)
        .getByRole('link', { name: /Service|Klantendienst/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
      await expect(header(page).locator(`a[href="/${culture}/service"]`)).toHaveAttribute('aria-current', 'page');
      await toggle(page, 'nav-atelier').hover();
      await menu(page, 'nav-atelier').locator(`a[href="/${culture}/atelier"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/atelier$`));
      await expect(header(page).locator(`a[href="/${culture}/service"]`)).not.toHaveAttribute('aria-current', 'page');
      await expect(menu(page, 'nav-atelier').locator(`a[href="/${culture}/atelier"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
}

test('hover opens a dropdown at 992 px wide, not at 991 px (the large breakpoint)', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 });
  await openShopPage(page, '/fr/service');
  await page.evaluate(() => {
    // A theme that shows the desktop navigation below the large breakpoint too: hover must still wait for 992 px.
    for (const list of document.querySelectorAll('.site-header .d-none.d-lg-flex')) list.classList.remove('d-none');
    // Counts the pointer's arrivals after the navigation's own listener (on the header) has seen them.
    const tracked = window as unknown as { overs: number };
    tracked.overs = 0;
    document.addEventListener('pointerover', () => (tracked.overs += 1));
  });
  const overs = () => page.evaluate(() => (window as unknown as { overs: number }).overs);
  const shop = toggle(page, 'nav-shop');
  await shop.hover();
  await expect.poll(overs).toBeGreaterThan(0);
  await expect(shop).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page, 'nav-shop')).toBeHidden();

  await page.mouse.move(640, 600);
  await page.setViewportSize({ width: 992, height: 800 });
  await shop.hover();
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page, 'nav-shop')).toBeVisible();
});
