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

beforeAll(() => {
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
    await vi.waitFor(() => expect(document.querySelector('[data-valmsg-for="Email"]')?.textContent).toBe('Requis.'));
    expect(visits).toEqual([]);
  });

  it('lets a valid form go on to the in-place visit, in the same submit', async () => {
    field().value = 'lea@example.be';
    submit();
    await vi.waitFor(() => expect(visits).toEqual([form()]));
    expect(form().noValidate).toBe(true);
  });

  it('runs before a widget’s own sending: an invalid form is never sent by the widget', async () => {
    const send = vi.fn(async () => {});
    sendOnce(form(), send, widget.signal);
    submit();
    await vi.waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(send).not.toHaveBeenCalled();
    field().value = 'lea@example.be';
    submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(visits).toEqual([]); // the widget sent it
  });

  it('a cancel button skips it', () => {
    submit(document.getElementById('cancel'));
    expect(visits).toEqual([form()]);
  });
});
