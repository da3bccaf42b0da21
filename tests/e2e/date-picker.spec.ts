/**
 * The date picker on the reference CMS's workshop booking form, in fr and nl: the calendar library loads only when
 * the calendar is first opened; a modal dialog with a month grid, operated by keyboard; the field written in the
 * short date the validation rule reads; min and max from the field; axe with the dialog open.
 */
import type { Locator, Page } from '@playwright/test';
import { CULTURES, expect, expectAccessible, neutralTest, openShopPage, test } from './support.ts';

const text = {
  fr: { choose: 'Choisir une date', selected: 'sélectionné', invalidDate: /date/i, close: 'Fermer' },
  nl: { choose: 'Kies een datum', selected: 'geselecteerd', invalidDate: /datum/i, close: 'Sluiten' },
};

const field = (page: Page) => page.locator('#Booking_Date');
const dialog = (page: Page) => page.getByRole('dialog');
const iso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const short = (day: Date) =>
  `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
const plus = (day: Date, days: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** The field's min and max (ISO days) as local dates. */
async function bounds(page: Page): Promise<{ min: Date; max: Date }> {
  const read = async (name: string) => {
    const [y, m, d] = (await field(page).getAttribute(name))!.split('-').map(Number);
    return new Date(y!, m! - 1, d);
  };
  return { min: await read('min'), max: await read('max') };
}

for (const culture of CULTURES) {
  const words = text[culture];
  test.describe(`date picker (${culture})`, () => {
    test('the calendar library loads on first opening; arrows and Enter pick a day into the field', async ({
      page,
    }) => {
      // Every script the page loads.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(request.url());
      });
      const calendarScripts = () => scripts.filter((url) => /\/calendar-dialog-[\w-]+\.js$/.test(url));
      await openShopPage(page, `/${culture}/service/booking`);
      const toggle = page.getByRole('button', { name: new RegExp(words.choose) });
      await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
      await page.waitForLoadState('load');
      expect(calendarScripts()).toEqual([]);

      const { min } = await bounds(page);
      const typed = plus(min, 10);
      await field(page).fill(short(typed));
      await toggle.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAccessibleName(words.choose);
      // One chunk came with the first opening, and it holds the library (its nl-BE labels).
      expect(calendarScripts()).toHaveLength(1);
      expect(await (await page.request.get(calendarScripts()[0]!)).text()).toContain('Ga naar volgende maand');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The typed day is selected and focused.
      const typedDay = dialog(page).locator(`[data-day="${iso(typed)}"] button`);
      await expect(typedDay).toBeFocused();
      await expect(typedDay).toHaveAccessibleName(new RegExp(words.selected));

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const target = plus(typed, 8);
      await expect(dialog(page).locator(`[data-day="${iso(target)}"] button`)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveCount(0);
      await expect(field(page)).toHaveValue(short(target));
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('[data-valmsg-for="Booking.Date"]')).toHaveText('');
    });

    neutralTest(
      culture,
      'Escape and the close button leave the field as it was; Page Down moves a month',
      async ({ page }) => {
        await openShopPage(page, `/${culture}/service/booking`);
        const toggle = page.getByRole('button', { name: new RegExp(words.choose) });
        const { min } = await bounds(page);
        const typed = plus(min, 3);
        await field(page).fill(short(typed));
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(dialog(page).locator(`[data-day="${iso(typed)}"] button`)).toBeFocused();
        await expectAccessible(page);
        const grid = dialog(page).getByRole('grid');
        const firstMonth = await grid.getAttribute('aria-label');
        await page.keyboard.press('PageDown');
        await expect(grid).not.toHaveAttribute('aria-label', firstMonth!);
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toHaveCount(0);
        await expect(field(page)).toHaveValue(short(typed));
        await expect(toggle).toBeFocused();

        await page.keyboard.press('Enter');
        await dialog(page).getByRole('button', { name: words.close }).click();
        await expect(dialog(page)).toHaveCount(0);
        await expect(field(page)).toHaveValue(short(typed));
        await expect(toggle).toBeFocused();
      },
    );

    neutralTest(culture, 'days outside the field’s min and max cannot be picked', async ({ page }) => {
      await openShopPage(page, `/${culture}/service/booking`);
      const { min, max } = await bounds(page);
      await page.getByRole('button', { name: new RegExp(words.choose) }).click();
      // An empty field opens on the first month that can be picked, and goes no further back.
      await expect(dialog(page).locator(`[data-day="${iso(min)}"] button`)).toBeEnabled();
      await expect(dialog(page).getByRole('button', { name: /précédent|vorige/i })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const before = dialog(page).locator(`[data-day="${iso(plus(min, -1))}"] button`);
      if ((await before.count()) > 0) await expect(before).toBeDisabled();
      // Forward to the month of max: no further, and the day after max is disabled.
      const next = dialog(page).getByRole('button', { name: /suivant|volgende/i });
      while (
        (await dialog(page)
          .locator(`[data-day="${iso(max)}"]`)
          .count()) === 0
      )
        await next.click();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(dialog(page).locator(`[data-day="${iso(max)}"] button`)).toBeEnabled();
      const after = dialog(page).locator(`[data-day="${iso(plus(max, 1))}"] button`);
      if ((await after.count()) > 0) await expect(after).toBeDisabled();
      await dialog(page)
        .locator(`[data-day="${iso(max)}"] button`)
        .click();
      await expect(field(page)).toHaveValue(short(max));
    });

    test('a typed date is validated as before; a picked one clears the message', async ({ page }) => {
      await openShopPage(page, `/${culture}/service/booking`);
      await field(page).fill('31/02/2026');
      await field(page).press('Tab');
      const message = page.locator('[data-valmsg-for="Booking.Date"]');
      await expect(message).toHaveText(words.invalidDate);
      const { min } = await bounds(page);
      await page.getByRole('button', { name: new RegExp(words.choose) }).click();
      // The calendar opens on the first month that can be picked: its first day is there whatever the date.
      await dialog(page)
        .locator(`[data-day="${iso(min)}"] button`)
        .click();
      await expect(field(page)).toHaveValue(short(min));
      await expect(message).toHaveText('');
    });
  });
}

test('the calendar stands under its field, above it when the room below is short; a click outside closes it without a change', async ({
  page,
}) => {
  // No opening motion: the dialog's box is where it stands.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 1400 });
  await openShopPage(page, '/fr/service/booking');
  const toggle = page.getByRole('button', { name: new RegExp(text.fr.choose) });
  const group = page.locator('.input-group').filter({ has: field(page) });
  const { min } = await bounds(page);
  const typed = plus(min, 3);
  await field(page).fill(short(typed));
  const typedDay = dialog(page).locator(`[data-day="${iso(typed)}"] button`);
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const edges = async () => {
    const { x, y, height } = await box(dialog(page));
    return { left: Math.round(x), top: Math.round(y), bottom: Math.round(y + height) };
  };
  const under = async () => {
    const anchor = await box(group);
    return { left: Math.round(anchor.x), top: Math.round(anchor.y + anchor.height + 4) };
  };
  const above = async () => {
    const anchor = await box(group);
    return { left: Math.round(anchor.x), bottom: Math.round(anchor.y - 4) };
  };

  // Room below: 4 px under the field's input group, at its left edge, over a clear backdrop.
  await toggle.click();
  await expect(typedDay).toBeFocused();
  await expect.poll(edges).toMatchObject(await under());
  expect(await dialog(page).evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );
  // A click outside it (on the page behind the clear backdrop) closes it, the field as it was.
  const { height } = await box(dialog(page));
  await page.mouse.click(2, 2);
  await expect(dialog(page)).toHaveCount(0);
  await expect(field(page)).toHaveValue(short(typed));
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A shorter window: no room below for the month grid (drawn after the dialog opened), room above.
  const anchor = await box(group);
  expect(anchor.y).toBeGreaterThan(height + 4);
  await page.setViewportSize({ width: 1280, height: Math.round(anchor.y + anchor.height + height / 2) });
  await page.keyboard.press('Enter');
  await expect(typedDay).toBeFocused();
  await expect.poll(edges).toMatchObject(await above());
  // The window made taller while it is open: under the field again.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await expect.poll(edges).toMatchObject(await under());
});
