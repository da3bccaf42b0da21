/**
 * Tooltips and popovers in Chromium (issue 46 point 4: plain DOM boxes placed by @floating-ui/dom) on the atelier
 * page: what their first use costs (no React, under 10 kB gzip), the arrow pointing at the trigger on either side
 * (a tooltip without room above flips below), and an open popover's place in the Tab order. Hover, focus, Escape,
 * placement by the room left and axe: page-widgets, shop-cart and checkout-delivery.
 */
import type { Locator, Page } from '@playwright/test';
import { chunksOfFirstUse } from '../first-use.mjs';
import { CULTURES, expect, neutralTest, openShopPage } from './support.ts';

const FIRST_USE_BUDGET = 10 * 1024;

/** The boxes of the box and of its arrow, and which side of its trigger it stands on. */
async function geometry(box: Locator) {
  const outer = (await box.boundingBox())!;
  const arrow = (await box.locator('.rt-floating__arrow path').boundingBox())!;
  return { outer, arrow, side: await box.getAttribute('data-placement') };
}

const centreX = (rect: { x: number; width: number }) => rect.x + rect.width / 2;

async function expectFirstUseCost(page: Page, use: () => Promise<void>) {
  const { chunks, gzip } = await chunksOfFirstUse(page, use);
  // The box comes with its first use, not with the hook…
  expect(chunks.length).toBeGreaterThan(0);
  // …and brings no React, and little else.
  expect(chunks.filter((chunk) => chunk.react)).toEqual([]);
  expect(gzip).toBeLessThan(FIRST_USE_BUDGET);
}

for (const culture of CULTURES) {
  neutralTest(culture, 'a tooltip’s first hover loads no React, under 10 kB gzip', async ({ page }) => {
    await openShopPage(page, `/${culture}/atelier`);
    await expectFirstUseCost(page, async () => {
      await page.locator('.atelier-term').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
    });
  });

  neutralTest(culture, 'a popover’s first click loads no React, under 10 kB gzip', async ({ page }) => {
    await openShopPage(page, `/${culture}/atelier`);
    await expectFirstUseCost(page, async () => {
      await page.locator('.atelier-prices [data-widget="popover"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  neutralTest(
    culture,
    'the arrow points at the trigger from the side facing it; a tooltip without room above flips below',
    async ({ page }) => {
      await openShopPage(page, `/${culture}/atelier`);
      const term = page.locator('.atelier-term');
      const tooltip = page.getByRole('tooltip');
      await term.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await term.focus();
      await expect(tooltip).toHaveAttribute('data-placement', 'top');
      // Above the term: the arrow hangs under the box, its tip at the term's middle (read until the box has been
      // placed: @floating-ui computes the place after the box is drawn).
      await expect(async () => {
        const anchor = (await term.boundingBox())!;
        const { outer, arrow } = await geometry(tooltip);
        expect(outer.y + outer.height).toBeLessThan(anchor.y);
        expect(Math.abs(arrow.y - (outer.y + outer.height))).toBeLessThan(1);
        expect(Math.abs(centreX(arrow) - centreX(anchor))).toBeLessThan(1);
      }).toPass();
      await term.blur();
      await expect(tooltip).toHaveCount(0);

      // The term at the window's top edge: no room above, so below, the arrow standing on the box.
      await term.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 2));
      await term.focus();
      await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
      await expect(async () => {
        const anchor = (await term.boundingBox())!;
        const { outer, arrow } = await geometry(tooltip);
        expect(outer.y).toBeGreaterThan(anchor.y + anchor.height);
        expect(Math.abs(arrow.y + arrow.height - outer.y)).toBeLessThan(1);
        expect(Math.abs(centreX(arrow) - centreX(anchor))).toBeLessThan(1);
      }).toPass();
    },
  );

  neutralTest(
    culture,
    'an open popover in the Tab order: in from its trigger, back at its start, out at its end to what follows',
    async ({ page }) => {
      await openShopPage(page, `/${culture}/atelier`);
      const prices = page.locator('.atelier-prices');
      const trigger = prices.locator('[data-widget="popover"]');
      const popover = page.getByRole('dialog');
      await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(popover).toBeVisible();
      // Opening leaves the focus where it was.
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(popover.getByRole('link')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(trigger).toBeFocused();
      await expect(popover).toBeVisible();
      await page.keyboard.press('Tab');
      // Its one link is its last: Tab goes on to the link after the trigger, and the popover closes.
      await page.keyboard.press('Tab');
      await expect(prices.locator(`a[href="/${culture}/stores"]`)).toBeFocused();
      await expect(popover).toHaveCount(0);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // Shift+Tab from the trigger leaves both: it closes.
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(popover).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(trigger).not.toBeFocused();
      await expect(popover).toHaveCount(0);
    },
  );
}
