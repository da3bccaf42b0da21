/**
 * Showing messages with jquery-validation-unobtrusive's markup and classes, so existing theme CSS keeps working:
 *   field:      input-validation-error | valid, plus aria-invalid and aria-describedby (beyond the legacy site)
 *   container:  [data-valmsg-for=name]: field-validation-error | field-validation-valid; unless
 *               data-valmsg-replace="false", it holds <span id="name-error">message</span>
 *   summary:    [data-valmsg-summary=true]: validation-summary-errors | validation-summary-valid, one <li> per error
 */
import { type FormModel, formModel } from './form-model.ts';

const idFor = (name: string) => `${name.replace(/[^\w-]/g, '_')}-error`;

/** Sets an attribute only when it changes (each write is a mutation other observers wake up for). */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Shows or clears the message of one field. */
export function showFieldMessage(
  form: HTMLFormElement,
  name: string,
  message: string | null,
  model: FormModel = formModel(form),
): void {
  const container = model.containers.get(name);
  const messageId = idFor(name);
  for (const field of model.index.get(name) ?? []) {
    if (field.type === 'hidden') continue;
    field.classList.toggle('input-validation-error', message !== null);
    field.classList.toggle('valid', message === null);
    setAttribute(field, 'aria-invalid', message !== null ? 'true' : null);
    const described = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
    if (message !== null && container) described.add(messageId);
    else described.delete(messageId);
    setAttribute(field, 'aria-describedby', described.size ? Array.from(described).join(' ') : null);
  }
  if (!container) return;
  container.classList.toggle('field-validation-error', message !== null);
  container.classList.toggle('field-validation-valid', message === null);
  if (container.dataset.valmsgReplace === 'false') return;
  const shown = container.firstElementChild;
  const unchanged =
    message === null
      ? container.childNodes.length === 0
      : container.childNodes.length === 1 && shown?.id === messageId && shown.textContent === message;
  if (unchanged) return;
  container.replaceChildren();
  if (message !== null) {
    const span = document.createElement('span');
    span.id = messageId;
    span.textContent = message;
    container.append(span);
  }
}

/** Fills the validation summary with one item per message. */
export function showSummary(
  form: HTMLFormElement,
  errors: Map<string, string>,
  model: FormModel = formModel(form),
): void {
  const summary = model.summary;
  if (!summary) return;
  summary.classList.toggle('validation-summary-errors', errors.size > 0);
  summary.classList.toggle('validation-summary-valid', errors.size === 0);
  let list = summary.querySelector('ul');
  if (!list) {
    list = document.createElement('ul');
    summary.append(list);
  }
  const messages = Array.from(errors.values());
  const items = Array.from(list.children);
  if (items.length === messages.length && items.every((item, i) => item.textContent === messages[i])) return;
  list.replaceChildren(
    ...messages.map((message) => Object.assign(document.createElement('li'), { textContent: message })),
  );
}
