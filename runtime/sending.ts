/**
 * A form being sent: its submit button shows it (class `is-loading`, `aria-disabled`) and a second submit (a double
 * click, another Enter) sends nothing more until the answer is in. Shared by in-place navigation and the widgets
 * that send forms themselves (add to cart…).
 */
const sending = new WeakSet<HTMLFormElement>();

export const isSending = (form: HTMLFormElement): boolean => sending.has(form);

/** Marks `form` as sending; returns the function that releases it (call it whatever the answer). */
export function markSending(form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  sending.add(form);
  const button =
    submitter ?? form.querySelector<HTMLElement>('button[type=submit], button:not([type]), input[type=submit]');
  button?.classList.add('is-loading');
  button?.setAttribute('aria-disabled', 'true');
  form.setAttribute('aria-busy', 'true');
  return () => {
    sending.delete(form);
    button?.classList.remove('is-loading');
    button?.removeAttribute('aria-disabled');
    form.removeAttribute('aria-busy');
  };
}
