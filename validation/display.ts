/**
 * Showing messages with jquery-validation-unobtrusive's markup and classes, so existing theme CSS keeps working:
 *   field:      input-validation-error | valid, plus aria-invalid and aria-describedby (beyond the legacy site)
 *   container:  [data-valmsg-for=name]: field-validation-error | field-validation-valid; unless
 *               data-valmsg-replace="false", it holds <span id="name-error">message</span>
 *   summary:    [data-valmsg-summary=true]: validation-summary-errors | validation-summary-valid, one <li> per error
 */
import { type FieldIndex, indexFields } from './form-schema.ts';

const idFor = (name: string) => `${name.replace(/[^\w-]/g, '_')}-error`;

/** What the display needs of a form, gathered once per validation (linear in the size of the form). */
export interface FormParts {
  index: FieldIndex;
  containers: Map<string, HTMLElement>;
}

export function formParts(form: HTMLFormElement): FormParts {
  const containers = new Map<string, HTMLElement>();
  for (const container of Array.from(form.querySelectorAll<HTMLElement>('[data-valmsg-for]'))) {
    const name = container.dataset.valmsgFor;
    if (name && !containers.has(name)) containers.set(name, container);
  }
  return { index: indexFields(form), containers };
}

/** Shows or clears the message of one field. */
export function showFieldMessage(
  form: HTMLFormElement,
  name: string,
  message: string | null,
  parts: FormParts = formParts(form),
): void {
  const container = parts.containers.get(name);
  const messageId = idFor(name);
  for (const field of (parts.index.get(name) ?? []).filter((e) => e.type !== 'hidden')) {
    field.classList.toggle('input-validation-error', message !== null);
    field.classList.toggle('valid', message === null);
    if (message !== null) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    const described = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    if (message !== null && container) described.add(messageId);
    else described.delete(messageId);
    if (described.size) field.setAttribute('aria-describedby', Array.from(described).join(' '));
    else field.removeAttribute('aria-describedby');
  }
  if (!container) return;
  container.classList.toggle('field-validation-error', message !== null);
  container.classList.toggle('field-validation-valid', message === null);
  if (container.dataset.valmsgReplace === 'false') return;
  container.replaceChildren();
  if (message !== null) {
    const span = document.createElement('span');
    span.id = messageId;
    span.textContent = message;
    container.append(span);
  }
}

/** Fills the validation summary with one item per message. */
export function showSummary(form: HTMLFormElement, errors: Map<string, string>): void {
  const summary = form.querySelector<HTMLElement>('[data-valmsg-summary="true"]');
  if (!summary) return;
  summary.classList.toggle('validation-summary-errors', errors.size > 0);
  summary.classList.toggle('validation-summary-valid', errors.size === 0);
  let list = summary.querySelector('ul');
  if (!list) {
    list = document.createElement('ul');
    summary.append(list);
  }
  list.replaceChildren(
    ...Array.from(errors.values()).map((message) =>
      Object.assign(document.createElement('li'), { textContent: message }),
    ),
  );
}
