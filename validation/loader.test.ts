// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStrings } from '../runtime/i18n.ts';
import { sendOnce } from '../runtime/sending.ts';
import { registerSubmitStep } from '../runtime/submit.ts';
import { startValidationLoader } from './loader.ts';

const report = vi.fn();
const runtime = {
  config: { culture: 'fr' },
  chunks: { load: (_name: string, load: () => Promise<unknown>) => load() },
  errors: { report },
} as unknown as Parameters<typeof startValidationLoader>[0];

startValidationLoader(runtime);

let visits: HTMLFormElement[];
let stopVisit: () => void;
let widget: AbortController;

beforeAll(async () => {
  // The validation chunk in the module cache already: each test waits for its effect, not for the import.
  await import('./binding.ts');
  // The in-place visit, as navigation registers it.
  stopVisit = registerSubmitStep('visit', ({ form }) => {
    visits.push(form);
    return 'sent';
  });
});
afterAll(() => stopVisit());

beforeEach(() => {
  installStrings('fr', { 'Validation.Required': 'Requis.' });
  document.body.innerHTML = `
    <form id="form" method="post" action="/fr/service">
      <input id="Email" name="Email" data-val="true" data-val-required="" value="">
      <span data-valmsg-for="Email" class="field-validation-valid"></span>
      <button id="go">Envoyer</button> <button id="cancel" class="cancel">Annuler</button>
    </form>`;
  visits = [];
  widget?.abort();
  widget = new AbortController();
  report.mockClear();
});

/** Generous: two cores shared by several test runs. */
const LOADED = { timeout: 5000 };
const form = () => document.getElementById('form') as HTMLFormElement;
const field = () => document.getElementById('Email') as HTMLInputElement;

function submit(submitter = document.getElementById('go')): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form().dispatchEvent(event);
  return event;
}

describe('the submit step validate', () => {
  it('holds an invalid form: its message shows, nothing is sent', async () => {
    const event = submit();
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(
      () => expect(document.querySelector('[data-valmsg-for="Email"]')?.textContent).toBe('Requis.'),
      LOADED,
    );
    expect(visits).toEqual([]);
  });

  it('lets a valid form go on to the in-place visit, in the same submit', async () => {
    field().value = 'lea@example.be';
    submit();
    await vi.waitFor(() => expect(visits).toEqual([form()]), LOADED);
    expect(form().noValidate).toBe(true);
  });

  it('runs before a widget’s own sending: an invalid form is never sent by the widget', async () => {
    const send = vi.fn(async () => {});
    sendOnce(form(), send, widget.signal);
    submit();
    await vi.waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'), LOADED);
    expect(send).not.toHaveBeenCalled();
    field().value = 'lea@example.be';
    submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce(), LOADED);
    expect(visits).toEqual([]); // the widget sent it
  });

  it('a cancel button skips it', () => {
    submit(document.getElementById('cancel'));
    expect(visits).toEqual([form()]);
  });
});

describe('the fields of a data-val form that have rules of their own markup only (issue 42)', () => {
  const extra = () => document.getElementById('Code') as HTMLInputElement;
  beforeEach(() => {
    installStrings('fr', { 'Validation.MinLengthOf': 'Au moins {0} caractères.' });
    field().value = 'lea@example.be';
    form().insertAdjacentHTML(
      'afterbegin',
      '<input id="Code" name="Code" minlength="4" value="abc"><span data-valmsg-for="Code"></span>',
    );
  });

  it('holds the form while a hand-written minlength field is too short, with the catalogue’s message', async () => {
    submit();
    await vi.waitFor(
      () => expect(document.querySelector('[data-valmsg-for="Code"]')?.textContent).toBe('Au moins 4 caractères.'),
      LOADED,
    );
    expect(visits).toEqual([]);
    extra().value = 'abcd';
    submit();
    await vi.waitFor(() => expect(visits).toEqual([form()]), LOADED);
  });

  it('checks such a field when the visitor leaves it, and marks the form novalidate once touched', async () => {
    extra().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(form().noValidate).toBe(true);
    extra().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await vi.waitFor(() => expect(extra().getAttribute('aria-invalid')).toBe('true'), LOADED);
  });

  it('leaves a form without data-val fields to the browser: not novalidate, sent as it is', async () => {
    document.body.innerHTML =
      '<form id="plain"><input id="Plain" name="Plain" required minlength="4" value="a"></form>';
    const plain = document.getElementById('plain') as HTMLFormElement;
    const input = document.getElementById('Plain') as HTMLInputElement;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    plain.dispatchEvent(event);
    expect(plain.noValidate).toBe(false);
    expect(visits).toEqual([plain]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
