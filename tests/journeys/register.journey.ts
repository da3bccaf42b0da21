/**
 * The register form in each engine: sent empty, it is refused with its messages (no request), the first field
 * focused; typed in (a date in the culture's format among them), its messages clear and it is sent in place.
 */
import { expect, test } from '../engines/fixtures.ts';

const TEXT = {
  fr: {
    required: 'Ce champ est requis.',
    mandatory: 'Veuillez cocher cette case pour continuer.',
    date: 'Veuillez saisir une date au format jj/mm/aaaa.',
    welcome: 'Merci, votre compte est créé.',
  },
  nl: {
    required: 'Dit veld is vereist.',
    mandatory: 'Vink dit vakje aan om verder te gaan.',
    date: 'Geef een datum in als dd/mm/jjjj.',
    welcome: 'Bedankt, uw account werd aangemaakt.',
  },
};

const field = (name: string) => `[name="Register.${name}"]:not([type=hidden])`;
const message = (name: string) => ({ css: `[data-valmsg-for="Register.${name}"]`, hidden: true });
const SUBMIT = '.register-form button[type=submit]:not(.cancel)';

for (const culture of ['fr', 'nl'] as const) {
  const l = TEXT[culture];
  test(`the register form refused with its messages, then sent (${culture})`, async ({ shopper }) => {
    await shopper.open(`/${culture}/account/register`);
    await shopper.markWindow();
    await shopper.click(SUBMIT);
    await expect.poll(() => shopper.text(message('FirstName'))).toBe(l.required);
    expect(await shopper.text(message('AcceptTerms'))).toBe(l.mandatory);
    expect(await shopper.attribute(field('FirstName'), 'aria-invalid')).toBe('true');
    // The first invalid field takes the focus in the next frame (validation/binding.ts).
    await expect.poll(() => shopper.focused(field('FirstName'))).toBe(true);
    expect(await shopper.count('[data-valmsg-summary=true] li')).toBe(4);

    await shopper.type('Anne');
    await expect.poll(() => shopper.text(message('FirstName'))).toBe('');
    await shopper.fill(field('Email'), 'anne@example.be');
    await shopper.fill(field('Password'), 'velo-2026!');
    await shopper.fill(field('ConfirmPassword'), 'velo-2026!');
    await shopper.fill(field('BirthDate'), '12/31/2024');
    await shopper.press('Tab');
    await expect.poll(() => shopper.text(message('BirthDate'))).toBe(l.date);
    await shopper.fill(field('BirthDate'), '31/12/2024');
    await expect.poll(() => shopper.text(message('BirthDate'))).toBe('');
    await shopper.click('label[for="Register_AcceptTerms"]');
    expect((await shopper.find({ css: '#Register_AcceptTerms', hidden: true })).checked).toBe(true);
    await shopper.click(SUBMIT);
    await expect.poll(() => shopper.text('main h1')).toBe(l.welcome);
    expect(await shopper.text('main .lead')).toBe('Anne');
    expect(await shopper.stillSameWindow()).toBe(true);
  });
}
