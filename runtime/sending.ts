/**
 * A form being sent: its submit button shows it (class `is-loading`, `aria-disabled`) and a second submit (a double
 * click, another Enter) sends nothing more until the answer is in. Shared by in-place navigation and the widgets
 * that send forms themselves (add to cart…).
 */
import { setAttributeOf } from './dom.ts';

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

/**
 * Sends `form` with `send` instead of the browser: one sending at a time (a double click or a second Enter does
 * nothing more), the button shows it, and it is released whatever the answer.
 */
export function sendOnce(
  form: HTMLFormElement,
  send: (submitter: HTMLElement | null) => Promise<unknown>,
  signal: AbortSignal,
): void {
  // Through EventTarget.prototype: a listing page carries an order form per product (see `attributeOf`, dom.ts).
  EventTarget.prototype.addEventListener.call(
    form,
    'submit',
    (event) => {
      event.preventDefault();
      if (isSending(form)) return;
      const { submitter } = event as SubmitEvent;
      const release = markSending(form, submitter);
      void send(submitter)
        .catch((error: unknown) => console.error('[runtime] Sending the form failed:', error))
        .finally(release);
    },
    { signal },
  );
}
