/** The form controls validation reads (shared by the core loader and the lazy chunk). */
export type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isField(element: unknown): element is FormElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

const TYPED = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/** A field the visitor types into: its change event adds nothing to focusout, which follows it. */
export const isTextEntry = (element: FormElement): boolean =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && TYPED.has(element.type));
