import type { Page } from '@playwright/test';
import {
  CULTURES,
  expect,
  expectAccessible,
  markWindow,
  neutralTest,
  openPage,
  stillSameWindow,
  test,
} from './support.ts';

const text = {
  fr: {
    required: 'Ce champ est requis.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    mandatory: 'Veuillez cocher cette case pour continuer.',
    confirm: 'Les mots de passe ne correspondent pas.',
    vat: 'Le numéro de TVA est requis pour une entreprise.',
    date: 'Veuillez saisir une date au format jj/mm/aaaa.',
    welcome: 'Merci, votre compte est créé.',
    draft: 'Brouillon enregistré.',
    register: 'Pas encore de compte',
    firstNameLength: 'Le prénom compte au plus 40 caractères.',
    firstNameLetters: 'Le prénom ne peut contenir que des lettres, des espaces, des apostrophes et des traits d’union.',
  },
  nl: {
    required: 'Dit veld is vereist.',
    email: 'Geef een geldig e-mailadres in.',
    mandatory: 'Vink dit vakje aan om verder te gaan.',
    confirm: 'De wachtwoorden komen niet overeen.',
    vat: 'Het btw-nummer is vereist voor een bedrijf.',
    date: 'Geef een datum in als dd/mm/jjjj.',
    welcome: 'Bedankt, uw account werd aangemaakt.',
    draft: 'Concept bewaard.',
    register: 'Nog geen account',
    firstNameLength: 'De voornaam telt hoogstens 40 tekens.',
    firstNameLetters: 'De voornaam mag alleen letters, spaties, apostroffen en koppeltekens bevatten.',
  },
};

const field = (page: Page, name: string) => page.locator(`[name="Register.${name}"]:not([type=hidden])`);
const message = (page: Page, name: string) => page.locator(`[data-valmsg-for="Register.${name}"]`);

for (const culture of CULTURES) {
  test.describe(`unobtrusive validation (${culture})`, () => {
    neutralTest(
      culture,
      'an invalid submit shows every message with the unobtrusive markup, links it and focuses the first field',
      async ({ page }) => {
        await openPage(page, `/${culture}/account/register`);
        let posted = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST') posted += 1;
        });
        await page.locator('.register-form button[type=submit]:not(.cancel)').click();

        await expect(message(page, 'FirstName')).toHaveText(text[culture].required);
        await expect(message(page, 'FirstName')).toHaveClass(/field-validation-error/);
        await expect(message(page, 'FirstName').locator('span#Register_FirstName-error')).toHaveCount(1);
        await expect(field(page, 'FirstName')).toHaveClass(/input-validation-error/);
        await expect(field(page, 'FirstName')).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, 'FirstName')).toHaveAttribute('aria-describedby', 'Register_FirstName-error');
        await expect(field(page, 'Password')).toHaveAttribute(
          'aria-describedby',
          'Register_Password-help Register_Password-error',
        );
        await expect(message(page, 'AcceptTerms')).toHaveText(text[culture].mandatory);
        // An optional field with a rule stays valid when empty.
        await expect(message(page, 'BirthDate')).toHaveClass(/field-validation-valid/);
        await expect(field(page, 'FirstName')).toBeFocused();
        const summary = page.locator('[data-valmsg-summary=true]');
        await expect(summary).toHaveClass(/validation-summary-errors/);
        await expect(summary.locator('li')).toHaveCount(4);
        expect(posted).toBe(0);
        await expectAccessible(page);
      },
    );

    neutralTest(
      culture,
      'messages appear on leaving a filled field, follow typing once shown, and clear when fixed',
      async ({ page }) => {
        await openPage(page, `/${culture}/account/register`);
        const email = field(page, 'Email');
        await email.fill('jan@');
        await expect(message(page, 'Email')).toBeEmpty();
        await email.press('Tab');
        await expect(message(page, 'Email')).toHaveText(text[culture].email);
        await email.fill('jan@ateliervelo.be');
        await expect(message(page, 'Email')).toBeEmpty();
        await expect(message(page, 'Email')).toHaveClass(/field-validation-valid/);
        await expect(email).toHaveClass(/\bvalid\b/);
        await expect(email).not.toHaveAttribute('aria-invalid');

        // Leaving an empty field that never showed an error says nothing.
        await field(page, 'FirstName').focus();
        await page.keyboard.press('Tab');
        await expect(message(page, 'FirstName')).toBeEmpty();
      },
    );

    neutralTest(
      culture,
      'a value that breaks two rules shows the message of the one the legacy stack checks first',
      async ({ page }) => {
        await openPage(page, `/${culture}/account/register`);
        const firstName = field(page, 'FirstName');
        // The first name carries data-val-length before data-val-regex; jquery-validation-unobtrusive checks regex
        // first (docs/validation.md, the order of rules).
        await firstName.fill('Jean-Baptiste Emmanuel Zorg de Saint-Gilles 3');
        await firstName.press('Tab');
        await expect(message(page, 'FirstName')).toHaveText(text[culture].firstNameLetters);
        await expect(firstName).toHaveAttribute('aria-invalid', 'true');
        // Only too long: the length message. Shown while typing, since the field has shown a message.
        await firstName.fill('Jean-Baptiste Emmanuel Zorg de Saint-Gilles');
        await expect(message(page, 'FirstName')).toHaveText(text[culture].firstNameLength);
        // Only a digit: the regex message again; then fixed.
        await firstName.fill('Jean-Baptiste 3');
        await expect(message(page, 'FirstName')).toHaveText(text[culture].firstNameLetters);
        await firstName.fill('Jean-Baptiste');
        await expect(message(page, 'FirstName')).toBeEmpty();
        // On submit too: both broken, the regex message, in the summary as well.
        await firstName.fill('Marie-Louise Van den Bossche de Saint-Gilles 2');
        await page.locator('.register-form button[type=submit]:not(.cancel)').click();
        await expect(message(page, 'FirstName')).toHaveText(text[culture].firstNameLetters);
        await expect(page.locator('[data-valmsg-summary=true] li').first()).toHaveText(text[culture].firstNameLetters);
      },
    );

    // One culture: each culture's dates are proved by validation/rules/rules.test.ts and e2e/validation-forms (both).
    neutralTest(culture, 'cross-field rules, dates in the culture format and a trimmed email', async ({ page }) => {
      await openPage(page, `/${culture}/account/register`);
      await field(page, 'Password').fill('velo-2026!');
      await field(page, 'ConfirmPassword').fill('velo-2026?');
      await field(page, 'ConfirmPassword').press('Tab');
      await expect(message(page, 'ConfirmPassword')).toHaveText(text[culture].confirm);
      await field(page, 'BirthDate').fill('12/31/2024');
      await field(page, 'BirthDate').press('Tab');
      await expect(message(page, 'BirthDate')).toHaveText(text[culture].date);
      await field(page, 'BirthDate').fill('31/12/2024');
      await expect(message(page, 'BirthDate')).toBeEmpty();
      await field(page, 'Email').fill('  anne.peeters@example.be  ');
      await field(page, 'Email').press('Tab');
      await expect(field(page, 'Email')).toHaveValue('anne.peeters@example.be');
      await expect(message(page, 'Email')).toBeEmpty();

      await page.locator('#Register_IsCompany').check();
      await page.locator('.register-form button[type=submit]:not(.cancel)').click();
      await expect(message(page, 'VatNumber')).toHaveText(text[culture].vat);
      await page.locator('#Register_IsCompany').uncheck();
      await field(page, 'VatNumber').fill('x');
      await field(page, 'VatNumber').fill('');
      await expect(message(page, 'VatNumber')).toBeEmpty();
    });

    neutralTest(culture, 'a valid form is sent (in place), a cancel button skips validation', async ({ page }) => {
      await openPage(page, `/${culture}/account/register`);
      await page.locator('.register-form .cancel').click();
      await expect(page.locator('main h1')).toHaveText(text[culture].draft);

      await openPage(page, `/${culture}/account/register`);
      await field(page, 'FirstName').fill('Anne');
      await field(page, 'Email').fill('anne@example.be');
      await field(page, 'Password').fill('velo-2026!');
      await field(page, 'ConfirmPassword').fill('velo-2026!');
      await page.locator('#Register_AcceptTerms').check();
      await page.locator('.register-form button[type=submit]:not(.cancel)').click();
      await expect(page.locator('main h1')).toHaveText(text[culture].welcome);
      await expect(page.locator('main .lead')).toHaveText('Anne');
    });

    neutralTest(culture, 'a form that arrives by in-place navigation is validated too', async ({ page }) => {
      await openPage(page, `/${culture}/security/login`);
      await markWindow(page);
      await page.getByRole('link', { name: text[culture].register }).click();
      await expect(page.locator('.register-form')).toBeVisible();
      await page.locator('.register-form button[type=submit]:not(.cancel)').click();
      await expect(message(page, 'FirstName')).toHaveText(text[culture].required);
      expect(await stillSameWindow(page)).toBe(true);
    });
  });
}
