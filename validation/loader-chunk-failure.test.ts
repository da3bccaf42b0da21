// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { registerSubmitStep } from '../runtime/submit.ts';
import { startValidationLoader } from './loader.ts';

/** The validation chunk fails to load the first time (the connection dropped), then loads. */
const report = vi.fn();
const loadChunk = vi.fn((_name: string, load: () => Promise<unknown>) => load());
loadChunk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
startValidationLoader({
  config: { culture: 'fr' },
  chunks: { load: loadChunk },
  errors: { report },
} as unknown as Parameters<typeof startValidationLoader>[0]);

it('a validation chunk that cannot load is reported; its Retry sends the form again, from its button', async () => {
  const visits: HTMLFormElement[] = [];
  registerSubmitStep('visit', ({ form }) => {
    visits.push(form);
    return 'sent';
  });
  document.body.innerHTML = `
    <form id="form" method="post" action="/fr/service">
      <input name="Email" data-val="true" data-val-required="" value="lea@example.be">
      <button id="go">Envoyer</button>
    </form>`;
  const form = document.getElementById('form') as HTMLFormElement;
  const go = document.getElementById('go');
  const submitters: (HTMLElement | null)[] = [];
  form.addEventListener('submit', (event) => submitters.push(event.submitter));
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: go }));

  await vi.waitFor(() => expect(report).toHaveBeenCalledOnce());
  expect(visits).toEqual([]);
  const [error, context] = report.mock.lastCall as [Error, { retry: () => void }];
  expect(error.message).toBe('Failed to fetch dynamically imported module');
  context.retry();
  await vi.waitFor(() => expect(visits).toEqual([form]), { timeout: 5000 });
  expect(submitters).toEqual([go, go]);
  expect(loadChunk).toHaveBeenCalledTimes(2);
});
