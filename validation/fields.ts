/** The form controls validation reads (shared by the core loader and the lazy chunk). */
export type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isField(element: unknown): element is FormElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}
