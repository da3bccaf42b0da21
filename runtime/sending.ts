/**
 * A form being sent: its submit button shows it (class `is-loading`, `aria-disabled`) and a second submit (a double
 * click, another Enter) sends nothing more until the answer is in. Shared by in-place navigation and the widgets
 * that send forms themselves (add to cart…).
 */
import { setAttributeOf } from './dom.ts';
import { registerSubmitStep, type SubmitStep } from './submit.ts';

const sending = new WeakSet<HTMLFormElement>();

export const isSending = (form: HTMLFormElement): boolean => sending.has(form);

/** Marks `form` as sending; returns the function that releases it (call it whatever the answer). */
export function markSending(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  sending.add(form);
  const button =
    submitter ??
    Element.prototype.querySelector.call<Element, [string], HTMLElement | null>(
      form,
      'button[type=submit], button:not([type]), input[type=submit]',
    );
  button?.classList.add('is-loading');
  button?.setAttribute('aria-disabled', 'true');
  setAttributeOf(form, 'aria-busy', 'true');
  return () => {
    sending.delete(form);
    button?.classList.remove('is-loading');
    button?.removeAttribute('aria-disabled');
    setAttributeOf(form, 'aria-busy', null);
  };
}

const senders = new WeakMap<HTMLFormElement, (submitter: HTMLElement | null) => Promise<unknown>>();

/** The submit step `send`: a form a widget sends itself (after validation, before a dialog's or a visit's). */
const sendStep: SubmitStep = ({ form, submitter }) => {
  const send = senders.get(form);
  if (!send) return undefined;
  if (isSending(form)) return 'sent'; // sent already: a double click or a second Enter sends nothing more
  const release = markSending(form, submitter);
  void send(submitter)
    .catch((error: unknown) => console.error('[runtime] Sending the form failed:', error))
    .finally(release);
  return 'sent';
};

/**
 * Sends `form` with `send` instead of the browser (the submit step `send`, runtime/submit.ts): one sending at a
 * time (a double click or a second Enter does nothing more), the button shows it, and it is released whatever the
 * answer. A listener of the form that prevents the submit (a missing quantity) keeps it from being sent.
 */
export function sendOnce(
  form: HTMLFormElement,
  send: (submitter: HTMLElement | null) => Promise<unknown>,
  signal: AbortSignal,
): void {
  registerSubmitStep('send', sendStep);
  senders.set(form, send);
  signal.addEventListener(
    'abort',
    () => {
      if (senders.get(form) === send) senders.delete(form);
    },
    { once: true },
  );
}
