// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installStrings } from '../runtime/i18n.ts';
import { registerRule } from './catalogue.ts';
import { showFieldMessage, showSummary } from './display.ts';
import { formModel, validateForm } from './form-model.ts';
import { fileRules, validatedFields } from './form-schema.ts';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

beforeEach(() => installStrings('fr', { 'Validation.Email': 'Adresse invalide.', 'Validation.Required': 'Requis.' }));

describe('the valibot schema of a form', () => {
  it('keeps the first failing rule per field, required first, with server or default messages', async () => {
    const f = form(`
      <input name="A" data-val="true" data-val-email="" data-val-required="A est requis" value="">
      <input name="B" data-val="true" data-val-email="" value="pas-une-adresse">
      <input name="C" data-val="true" data-val-email="" value="">
      <input name="D" value="" data-val-required="ignored without data-val">`);
    const errors = await validateForm(f, 'fr');
    expect([...errors]).toEqual([
      ['A', 'A est requis'],
      ['B', 'Adresse invalide.'],
    ]);
  });

  it('shows the message of the first failing rule in the legacy order, not in attribute order', async () => {
    const f = form(`
      <input name="Zip" data-val="true" data-val-length="4 caractères" data-val-length-min="4" data-val-length-max="4"
        data-val-regex="Chiffres seulement" data-val-regex-pattern="[0-9]+" data-val-required="Requis" value="12a45">`);
    const zip = f.querySelector('input') as HTMLInputElement;
    expect([...(await validateForm(f, 'fr'))]).toEqual([['Zip', 'Chiffres seulement']]);
    zip.value = '12345';
    expect([...(await validateForm(f, 'fr'))]).toEqual([['Zip', '4 caractères']]);
    zip.value = '';
    expect([...(await validateForm(f, 'fr'))]).toEqual([['Zip', 'Requis']]);
    zip.value = '1000';
    expect((await validateForm(f, 'fr')).size).toBe(0);
  });

  it('validates one field only when asked', async () => {
    const f = form(
      `<input name="A" data-val="true" data-val-required="x"><input name="B" data-val="true" data-val-required="y">`,
    );
    expect([...(await validateForm(f, 'fr', 'B'))]).toEqual([['B', 'y']]);
  });

  it('reads checkboxes (ASP.NET hidden false after them), radios and equalto across the prefix', async () => {
    const f = form(`
      <input type="checkbox" name="R.Ok" value="true" data-val="true" data-val-mandatory="Cochez"><input type="hidden" name="R.Ok" value="false">
      <input type="radio" name="R.Kind" value="a" data-val="true" data-val-required="Choisissez"><input type="radio" name="R.Kind" value="b">
      <input name="R.Password" value="abc"><input name="R.Confirm" value="abd" data-val="true" data-val-equalto="Différent" data-val-equalto-other="*.Password">`);
    expect([...(await validateForm(f, 'fr'))]).toEqual([
      ['R.Ok', 'Cochez'],
      ['R.Kind', 'Choisissez'],
      ['R.Confirm', 'Différent'],
    ]);
    (f.querySelector('[value=b]') as HTMLInputElement).checked = true;
    (f.querySelector('[type=checkbox]') as HTMLInputElement).checked = true;
    (f.querySelector('[name="R.Confirm"]') as HTMLInputElement).value = 'abc';
    expect((await validateForm(f, 'fr')).size).toBe(0);
  });

  it('sees changes made to the form after it was first validated', async () => {
    const f = form(`<input name="A" data-val="true" data-val-required="Requis A" value="">`);
    expect([...(await validateForm(f, 'fr'))]).toEqual([['A', 'Requis A']]);
    const a = f.querySelector('input') as HTMLInputElement;
    a.setAttribute('data-val-required', 'Autre message');
    expect([...(await validateForm(f, 'fr'))]).toEqual([['A', 'Autre message']]);
    f.insertAdjacentHTML('beforeend', '<input name="B" data-val="true" data-val-required="Requis B">');
    expect([...(await validateForm(f, 'fr'))].map(([name]) => name)).toEqual(['A', 'B']);
    a.disabled = true;
    expect([...(await validateForm(f, 'fr'))].map(([name]) => name)).toEqual(['B']);
    a.disabled = false;
    a.value = 'rempli';
    expect([...(await validateForm(f, 'fr'))].map(([name]) => name)).toEqual(['B']);
  });

  it('knows which fields read another one, so they follow it', () => {
    const f = form(`
      <input name="C.Email" data-val="true" data-val-email="">
      <input name="C.Confirm" data-val="true" data-val-equalto="" data-val-equalto-other="*.Email">
      <input name="C.Phone" data-val="true" data-val-requiredor="" data-val-requiredor-other="*.Mobile">
      <input name="C.Mobile" data-val="true" data-val-requiredor="" data-val-requiredor-other="*.Phone">
      <input name="C.User" data-val="true" data-val-remote="" data-val-remote-url="/x" data-val-remote-additionalfields="*.User,*.Email">`);
    expect(Object.fromEntries(formModel(f).dependents)).toEqual({
      'C.Email': ['C.Confirm', 'C.User'],
      'C.Mobile': ['C.Phone'],
      'C.Phone': ['C.Mobile'],
    });
  });

  it('uses a rule registered after the form was first validated', async () => {
    const f = form(`<input name="Code" data-val="true" data-val-eancode="EAN invalide" value="123">`);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await validateForm(f, 'fr')).size).toBe(0);
    registerRule({ name: 'eancode', messageKey: 'Validation.Regex', test: ({ value }) => /^\d{13}$/.test(value) });
    expect([...(await validateForm(f, 'fr'))]).toEqual([['Code', 'EAN invalide']]);
  });

  it('warns about an unknown rule and ignores it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = form(`<input name="A" data-val="true" data-val-magic="x" value="">`);
    expect((await validateForm(f, 'fr')).size).toBe(0);
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-val-magic');
  });

  it('adds file rules from accept, max-file-size and max-files', () => {
    const f = form(`<input type="file" name="Photo" accept=".jpg,.png" data-max-file-size="1048576" max-files="2">`);
    expect(fileRules(f.querySelector('input') as HTMLInputElement)).toEqual([
      { rule: 'fileextensions', message: '', params: { extensions: '.jpg,.png' } },
      { rule: 'filesize', message: '', params: { max: '1048576' } },
      { rule: 'maxfiles', message: '', params: { max: '2' } },
    ]);
    expect(validatedFields(f).map((field) => field.name)).toEqual(['Photo']);
  });
});

describe('message display (jquery-validation-unobtrusive markup)', () => {
  it('marks the field and fills the container, then clears both', () => {
    const f =
      form(`<input id="Email" name="Email" aria-describedby="Email-help"><span data-valmsg-for="Email" data-valmsg-replace="true" class="field-validation-valid"></span>
      <div data-valmsg-summary="true" class="validation-summary-valid"><ul><li style="display:none"></li></ul></div>`);
    const input = f.querySelector('input') as HTMLInputElement;
    const container = f.querySelector('[data-valmsg-for]') as HTMLElement;
    showFieldMessage(f, 'Email', 'Adresse invalide.');
    expect(input.className).toBe('input-validation-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('Email-help Email-error');
    expect(container.className).toBe('field-validation-error');
    expect(container.innerHTML).toBe('<span id="Email-error">Adresse invalide.</span>');
    showSummary(f, new Map([['Email', 'Adresse invalide.']]));
    expect(f.querySelector('[data-valmsg-summary]')?.className).toBe('validation-summary-errors');
    expect(f.querySelectorAll('li').length).toBe(1);

    showFieldMessage(f, 'Email', null);
    expect(input.className).toBe('valid');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('Email-help');
    expect(container.className).toBe('field-validation-valid');
    expect(container.innerHTML).toBe('');
  });

  it('leaves the container content alone with data-valmsg-replace="false"', () => {
    const f = form(`<input name="A"><span data-valmsg-for="A" data-valmsg-replace="false">Texte du thème</span>`);
    showFieldMessage(f, 'A', 'Requis.');
    expect(f.querySelector('span')?.textContent).toBe('Texte du thème');
    expect(f.querySelector('span')?.className).toBe('field-validation-error');
  });
});
