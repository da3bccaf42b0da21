/**
 * The styled select (single, and multiple with a placeholder) and the fake dropdown select on the reference CMS's
 * workshop booking form, in fr and nl: select-only combobox by keyboard and pointer, the native select as the
 * form's value (validation and posting unchanged), axe with each list open.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  expect,
  expectAccessible,
  firstStyle,
  holdStylesheet,
  neutralTest,
  openPage,
  openShopPage,
  recordFirstStyle,
  test,
} from './support.ts';

const text = {
  fr: {
    workshop: 'Atelier',
    services: 'Services souhaités',
    bike: 'Type de vélo',
    servicesPlaceholder: 'Un ou plusieurs services',
    chooseWorkshop: 'Choisissez un atelier',
    gent: 'Gand',
    revision: 'Révision complète',
    brakes: 'Réglage des freins',
    tyres: 'Changement de pneus',
    ebike: 'Vélo électrique',
    ebikeNote: 'Batterie à apporter',
    required: 'Ce champ est requis.',
    servicesRequired: 'Choisissez au moins un service.',
  },
  nl: {
    workshop: 'Atelier',
    services: 'Gewenste diensten',
    bike: 'Type fiets',
    servicesPlaceholder: 'Eén of meer diensten',
    chooseWorkshop: 'Kies een atelier',
    gent: 'Gent',
    revision: 'Volledige revisie',
    brakes: 'Remmen afstellen',
    tyres: 'Banden vervangen',
    ebike: 'Elektrische fiets',
    ebikeNote: 'Batterij meebrengen',
    required: 'Dit veld is vereist.',
    servicesRequired: 'Kies minstens één dienst.',
  },
};

const native = (page: Page, name: string) => page.locator(`select[name="Booking.${name}"]`);
const chosen = (page: Page, name: string) =>
  native(page, name).evaluate((select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value));

async function open(page: Page, culture: string): Promise<void> {
  await openShopPage(page, `/${culture}/service/booking`);
}

for (const culture of CULTURES) {
  const words = text[culture];
  test.describe(`styled and dropdown selects (${culture})`, () => {
    neutralTest(
      culture,
      'the selects are drawn with their own rules: the native selects stand until the stylesheet applies',
      async ({ page }) => {
        // Its text-overflow, which only the stylesheet sets: the display is the theme's either way (a styled select's
        // control is a Bootstrap `.form-select`, block; the dropdown select's a `.btn`, inline-block), and which of
        // the page's selects is drawn first varies from run to run.
        await recordFirstStyle(page, '.rt-select__control', 'text-overflow');
        const stylesheet = await holdStylesheet(page, 'select-box');
        await openPage(page, `/${culture}/service/booking`);
        await stylesheet.requested;
        await expect(native(page, 'Workshop')).toBeVisible();
        await expect(native(page, 'Workshop')).not.toHaveAttribute('data-widget-mounted');
        expect(await page.locator('.rt-select-host').count()).toBe(0);
        stylesheet.release();
        await expect(page.getByRole('combobox', { name: words.workshop })).toHaveText(words.chooseWorkshop);
        await expect(page.locator('.rt-select-host')).toHaveCount(3);
        // The control's first frame has the stylesheet's rules (without them: `clip`).
        expect(await firstStyle(page)).toBe('ellipsis');
      },
    );

    neutralTest(
      culture,
      'a single styled select by keyboard: arrows, Enter, Escape; the native select follows',
      async ({ page }) => {
        await open(page, culture);
        const combobox = page.getByRole('combobox', { name: words.workshop });
        await expect(combobox).toHaveText(words.chooseWorkshop);
        // The native select is out of the tab order and hidden from assistive technology, still in the form.
        await expect(native(page, 'Workshop')).toHaveAttribute('tabindex', '-1');
        await expect(native(page, 'Workshop')).toHaveAttribute('aria-hidden', 'true');
        await page.locator('#Booking_Name').focus();
        await page.keyboard.press('Tab');
        await expect(combobox).toBeFocused();

        const changes = native(page, 'Workshop').evaluate(
          (select) =>
            new Promise<string>((resolve) =>
              select.addEventListener('change', () => resolve((select as HTMLSelectElement).value), { once: true }),
            ),
        );
        await page.keyboard.press('ArrowDown');
        await expect(combobox).toHaveAttribute('aria-expanded', 'true');
        const listbox = page.getByRole('listbox');
        await expect(listbox.getByRole('option')).toHaveCount(3);
        await expectAccessible(page);
        await page.keyboard.press('ArrowDown');
        await expect(combobox).toHaveAttribute('aria-activedescendant', /option-1$/);
        await page.keyboard.press('Enter');
        expect(await changes).toBe('gent');
        await expect(combobox).toHaveAttribute('aria-expanded', 'false');
        await expect(combobox).toHaveText(words.gent);
        await expect(combobox).toBeFocused();

        // Escape closes without choosing.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Escape');
        await expect(combobox).toHaveAttribute('aria-expanded', 'false');
        expect(await chosen(page, 'Workshop')).toEqual(['gent']);

        // A click on the label lands on the control.
        await page.locator('label[for="Booking_Workshop"]').click();
        await expect(combobox).toBeFocused();
      },
    );

    test('a multiple styled select: placeholder, toggles that keep the list open, labels then a count', async ({
      page,
    }) => {
      await open(page, culture);
      const combobox = page.getByRole('combobox', { name: words.services });
      await expect(combobox).toHaveText(words.servicesPlaceholder);
      await combobox.focus();
      await page.keyboard.press('Enter');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // Still open: the next option is toggled with Space.
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox.getByRole('option', { name: words.revision })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press(' ');
      expect(await chosen(page, 'Services')).toEqual(['revision', 'brakes']);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(combobox).toHaveText(`${words.revision}, ${words.brakes}`);

      // A third by pointer: the count shows (Core.SelectedCount, plural).
      await combobox.click();
      await listbox.getByRole('option', { name: words.tyres }).click();
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      const count = STRING_RESOURCES[culture]['Core.SelectedCount_other']!.replace('{{count}}', '3');
      await expect(combobox).toHaveText(count);
      // Toggled off again, and Tab leaves without choosing.
      await combobox.click();
      await listbox.getByRole('option', { name: words.revision }).click();
      await page.keyboard.press('Tab');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(await chosen(page, 'Services')).toEqual(['brakes', 'tyres']);
      await expect(combobox).toHaveText(`${words.brakes}, ${words.tyres}`);
    });

    neutralTest(
      culture,
      'the fake dropdown select: the theme dropdown with subtexts, the chosen one active',
      async ({ page }) => {
        await open(page, culture);
        const combobox = page.getByRole('combobox', { name: words.bike });
        await expect(combobox).toHaveClass(/dropdown-toggle/);
        await combobox.click();
        const menu = page.locator('.rt-select--dropdown .dropdown-menu');
        await expect(menu).toBeVisible();
        const ebike = menu.getByRole('option', { name: words.ebike });
        await expect(ebike).toContainText(words.ebikeNote);
        await expectAccessible(page);
        await ebike.click();
        await expect(menu).toBeHidden();
        await expect(combobox).toHaveText(words.ebike);
        expect(await chosen(page, 'BikeType')).toEqual(['ebike']);
        // By keyboard: Home and End, typing a letter.
        await combobox.focus();
        await page.keyboard.press('ArrowDown');
        await expect(menu.locator('.active')).toHaveText(new RegExp(words.ebike));
        await page.keyboard.press('Home');
        await page.keyboard.press('Enter');
        expect(await chosen(page, 'BikeType')).toEqual(['city']);
      },
    );

    neutralTest(
      culture,
      'validation reads the native selects; the message lands on the control; what is sent',
      async ({ page }) => {
        await open(page, culture);
        await page.locator('#Booking_Name').fill('Julie Peeters');
        await page.locator('.booking-form button[type=submit]').click();
        const workshop = page.getByRole('combobox', { name: words.workshop });
        const services = page.getByRole('combobox', { name: words.services });
        await expect(page.locator('[data-valmsg-for="Booking.Workshop"]')).toHaveText(words.required);
        await expect(page.locator('[data-valmsg-for="Booking.Services"]')).toHaveText(words.servicesRequired);
        await expect(page.locator('[data-valmsg-for="Booking.BikeType"]')).toHaveText(words.required);
        // The first invalid field is the workshop: focus lands on its control, which tells its message.
        await expect(workshop).toBeFocused();
        await expect(workshop).toHaveAttribute('aria-invalid', 'true');
        await expect(workshop).toHaveAccessibleDescription(words.required);
        await expectAccessible(page);

        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-valmsg-for="Booking.Workshop"]')).toHaveText('');
        await expect(workshop).not.toHaveAttribute('aria-invalid');
        await services.click();
        await page.getByRole('option', { name: words.revision }).click();
        await page.getByRole('option', { name: words.tyres }).click();
        await page.keyboard.press('Escape');
        await expect(page.locator('[data-valmsg-for="Booking.Services"]')).toHaveText('');
        await page.getByRole('combobox', { name: words.bike }).click();
        await page.getByRole('option', { name: words.ebike }).click();
        await page.locator('#Booking_Date').fill(culture === 'fr' ? '15/12/2026' : '15/12/2026');

        const posted = page.waitForResponse(
          (response) => response.url().endsWith('/service/booking') && response.request().method() === 'POST',
        );
        await page.locator('.booking-form button[type=submit]').click();
        await posted;
        await expect(page.locator('[data-field="Booking.Workshop"]')).toHaveText('bxl');
        await expect(page.locator('[data-field="Booking.Services"]')).toHaveText('revision, tyres');
        await expect(page.locator('[data-field="Booking.BikeType"]')).toHaveText('ebike');
      },
    );
  });
}
