/**
 * The contact assistance form (shop spec §4) on the reference CMS, in fr or nl: every branch of the visibility
 * table, the resets, validation of the shown fields only, and what the server receives.
 */
import type { Page } from '@playwright/test';
import { CULTURES, expect, expectAccessible, neutralTest, openShopPage, test } from './support.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(21, 52);
const BASE = range(21, 25);

const text = {
  fr: { required: 'Ce champ est requis.', sent: 'Merci, votre demande d’assistance est enregistrée.' },
  nl: { required: 'Dit veld is vereist.', sent: 'Bedankt, uw aanvraag voor hulp is geregistreerd.' },
};

const form = (page: Page) => page.locator('form.assistance-form');
/** The visible control of a field (a checkbox's hidden twin left aside). */
const control = (page: Page, n: number) => page.locator(`[name="FormField${n}"]:not([type=hidden])`);
const message = (page: Page, n: number) => page.locator(`[data-valmsg-for="FormField${n}"]`);
const choose = (page: Page, n: number, value: string) => control(page, n).selectOption(value);

/**
 * The field numbers whose control the visitor sees, and those whose controls are disabled (all of a field's
 * controls, its checkbox's hidden twin too), read in one go.
 */
async function fieldStates(page: Page): Promise<{ shown: number[]; disabled: number[] }> {
  return page.evaluate((all) => {
    const controls = (n: number) => Array.from(document.querySelectorAll<HTMLInputElement>(`[name="FormField${n}"]`));
    return {
      shown: all.filter((n) => controls(n).some((c) => c.type !== 'hidden' && c.checkVisibility())),
      disabled: all.filter((n) => controls(n).length > 0 && controls(n).every((c) => c.disabled)),
    };
  }, ALL);
}

/** Exactly these fields are shown; every other one is disabled too, so it is neither validated nor sent. */
async function expectShown(page: Page, fields: number[]): Promise<void> {
  const shown = [...fields].sort((a, b) => a - b);
  await expect.poll(() => fieldStates(page)).toEqual({ shown, disabled: ALL.filter((n) => !shown.includes(n)) });
}

async function open(page: Page, culture: string): Promise<void> {
  await openShopPage(page, `/${culture}/service/assistance`);
  await expect(form(page)).toHaveAttribute('data-widget-mounted', 'contact-assistance');
}

for (const culture of CULTURES) {
  test.describe(`contact assistance form (${culture})`, () => {
    neutralTest(
      culture,
      'FormField21–25 only at first; the first option of every select is disabled',
      async ({ page }) => {
        await open(page, culture);
        await expectShown(page, BASE);
        for (const n of [25, 52, 33, 38, 37, 40]) {
          await expect(control(page, n).locator('option').first()).toBeDisabled();
          await expect(control(page, n).locator('option').nth(1)).toBeEnabled();
        }
        await expectAccessible(page);
      },
    );

    for (const value of ['7', '8']) {
      neutralTest(culture, `FormField25 = ${value}: every branch of FormField52 and FormField38`, async ({ page }) => {
        await open(page, culture);
        await choose(page, 25, value);
        await expectShown(page, [...BASE, 52, 38]);
        await choose(page, 52, '12');
        await expectShown(page, [...BASE, 52, 26, 38]);
        await choose(page, 52, '14');
        await expectShown(page, [...BASE, 52, ...range(27, 35), 38]);
        await expect(control(page, 31)).toHaveAttribute('type', 'file');
        await choose(page, 52, '11');
        await expectShown(page, [...BASE, 52, 38]);
        await choose(page, 38, '10');
        await expectShown(page, [...BASE, 52, 38, 36, 37, 45]);
        await choose(page, 38, '13');
        await expectShown(page, [...BASE, 52, 38, ...range(39, 45)]);
        await choose(page, 38, '19');
        await expectShown(page, [...BASE, 52, 38]);
        // Both branches at once.
        await choose(page, 52, '14');
        await choose(page, 38, '10');
        await expectShown(page, [...BASE, 52, ...range(27, 35), 38, 36, 37, 45]);
        if (value === '7') await expectAccessible(page);
      });
    }

    neutralTest(
      culture,
      'only the shown fields are validated; a hidden field takes its message with it',
      async ({ page }) => {
        await open(page, culture);
        await choose(page, 25, '7');
        await choose(page, 52, '12');
        await choose(page, 38, '10');
        await form(page).locator('button[type=submit]').click();
        const invalid = [21, 22, 26, 36, 37];
        for (const n of invalid) await expect(message(page, n)).toHaveText(text[culture].required);
        await expect(page.locator('[data-valmsg-summary] li')).toHaveCount(invalid.length);
        const speaking = await form(page)
          .locator('[data-valmsg-for]')
          .evaluateAll((containers) =>
            containers.filter((c) => c.textContent).map((c) => c.getAttribute('data-valmsg-for')),
          );
        expect(speaking).toEqual(invalid.map((n) => `FormField${n}`));
        await expect(control(page, 21)).toBeFocused();
        await expectAccessible(page);

        // 26 goes away with its message, and the summary forgets it; it comes back empty and clean.
        await choose(page, 52, '11');
        await expect(message(page, 26)).toHaveText('');
        await expect(control(page, 26)).not.toHaveAttribute('aria-invalid');
        await expect(page.locator('[data-valmsg-summary] li')).toHaveCount(invalid.length - 1);
        await choose(page, 52, '12');
        await expect(control(page, 26)).toHaveValue('');
        await expect(message(page, 26)).toHaveText('');
        await expect(control(page, 26)).not.toHaveAttribute('aria-invalid');
      },
    );

    neutralTest(culture, 'the server receives the shown fields only, files included', async ({ page }) => {
      await open(page, culture);
      await control(page, 21).fill('Julie Peeters');
      await control(page, 22).fill('julie@ateliervelo.be');
      // A detour through another branch: what was typed there is not sent.
      await choose(page, 25, '15');
      await control(page, 46).fill('Cycles Dubois');
      await choose(page, 25, '8');
      await choose(page, 52, '14');
      await control(page, 27).fill('20261234');
      await control(page, 28).fill('VB-2041');
      await control(page, 29).fill('12/10/2026');
      await control(page, 31).setInputFiles({
        name: 'rayon.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(900, 1),
      });
      await control(page, 32).fill('Un rayon de la roue arrière est cassé.');
      await choose(page, 33, '16');
      await choose(page, 38, '19');

      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/service/assistance') && response.request().method() === 'POST',
      );
      await form(page).locator('button[type=submit]').click();
      await posted;
      await expect(page.locator('main .alert-success')).toContainText(text[culture].sent);
      const received = await page
        .locator('.assistance-received dd')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-field')));
      expect(received).toEqual([
        'FormField21',
        'FormField22',
        'FormField23',
        'FormField24',
        'FormField25',
        'FormField52',
        'FormField27',
        'FormField28',
        'FormField29',
        'FormField30',
        'FormField31',
        'FormField32',
        'FormField33',
        'FormField34',
        'FormField35',
        'FormField38',
      ]);
      await expect(page.locator('[data-field="FormField31"]')).toHaveText('rayon.jpg');
      await expect(page.locator('[data-field="FormField25"]')).toHaveText('8');
      await expect(page.locator('[data-field="FormField38"]')).toHaveText('19');
    });

    neutralTest(culture, 'works from the keyboard', async ({ page }) => {
      await open(page, culture);
      await control(page, 24).focus();
      await page.keyboard.press('Tab');
      await expect(control(page, 25)).toBeFocused();
      // A closed select changes with the arrow keys: 6, then 7.
      await page.keyboard.press('ArrowDown');
      await expect(control(page, 25)).toHaveValue('6');
      await expectShown(page, BASE);
      await page.keyboard.press('ArrowDown');
      await expect(control(page, 25)).toHaveValue('7');
      await expectShown(page, [...BASE, 52, 38]);
      // The new fields come next in the tab order.
      await page.keyboard.press('Tab');
      await expect(control(page, 52)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(control(page, 52)).toHaveValue('12');
      await page.keyboard.press('Tab');
      await expect(control(page, 26)).toBeFocused();
    });
  });
}
