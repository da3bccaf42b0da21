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
