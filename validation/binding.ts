/**
 * Validation at work on a form (lazy chunk, loaded the first time a visitor touches or sends a form that has
 * data-val fields). Messages appear on submit, on leaving a filled field, and while typing once the field has
 * shown an error; they clear as soon as the value is fixed. An invalid submit moves focus to the first invalid
 * field.
 */
import { emit } from '../runtime/events.ts';
import { showFieldMessage, showSummary } from './display.ts';
import { formModel, validateForm } from './form-model.ts';
import type { FormElement } from './fields.ts';
import type { Culture } from './rule.ts';

/** Fields that have shown an error: they are validated while the visitor types. */
const shown = new WeakMap<HTMLFormElement, Set<string>>();

function shownIn(form: HTMLFormElement): Set<string> {
  let names = shown.get(form);
  if (!names) {
    names = new Set();
    shown.set(form, names);
  }
  return names;
}

/** Runtime spec §5: an email is trimmed and written back into the field before it is checked. */
function trimEmail(field: FormElement): void {
  if (field.hasAttribute('data-val-email') && field.value !== field.value.trim()) field.value = field.value.trim();
}

/** Validates the whole form and shows every message. Resolves true when the form may be sent. */
export async function validateOnSubmit(form: HTMLFormElement, culture: Culture): Promise<boolean> {
  const model = formModel(form);
  for (const elements of model.index.values()) for (const element of elements) trimEmail(element);
  const isCurrent = new Map(model.fields.map((field) => [field.name, startRun(form, field.name)]));
  const errors = await validateForm(form, culture);
  const names = shownIn(form);
  // The model is taken again: a theme script may have changed the form while a remote rule was answering.
  const current = formModel(form);
  for (const field of current.fields) {
    if (isCurrent.get(field.name)?.() === false) continue;
    const message = errors.get(field.name) ?? null;
    showFieldMessage(form, field.name, message, current);
    if (message !== null) names.add(field.name);
  }
  showSummary(form, errors, current);
  if (errors.size === 0) return true;
  // The index is in document order (form.elements), so this is the first invalid field on the page.
  for (const [name, elements] of current.index) {
    const visible = errors.has(name) && elements.find((element) => element.type !== 'hidden');
    if (visible) {
      // In the next frame: focusing forces a layout, which the browser then does once, with the messages in.
      requestAnimationFrame(() => visible.focus());
      break;
    }
  }
  // After the focus was asked for, so that a listener's own next-frame work (scrolling to the top) comes after it.
  emit('form:invalid', { fields: [...current.index.keys()].filter((name) => errors.has(name)) }, { target: form });
  return false;
}

/** The latest validation started for each field: an older answer (a slow remote rule) is not shown over it. */
const runs = new WeakMap<HTMLFormElement, Map<string, number>>();

function startRun(form: HTMLFormElement, name: string): () => boolean {
  let latest = runs.get(form);
  if (!latest) {
    latest = new Map();
    runs.set(form, latest);
  }
  const run = (latest.get(name) ?? 0) + 1;
  latest.set(name, run);
  return () => latest.get(name) === run;
}

/** Validates one field and shows its message; resolves to the message, null when valid, undefined when outrun. */
async function showField(form: HTMLFormElement, name: string, culture: Culture): Promise<string | null | undefined> {
  const current = startRun(form, name);
  const errors = await validateForm(form, culture, name);
  if (!current()) return undefined;
  const message = errors.get(name) ?? null;
  showFieldMessage(form, name, message);
  if (message !== null) shownIn(form).add(name);
  return message;
}

/** Validates one field after a focusout, input or change event, following the timing rules above. */
export async function validateOnEvent(field: FormElement, type: string, culture: Culture): Promise<void> {
  const form = field.form;
  if (!form || !field.name) return;
  // A field without rules (no data-val, nothing in its markup) shows nothing, not even "valid".
  if (!formModel(form).fields.some((known) => known.name === field.name)) return;
  const names = shownIn(form);
  const hasShown = names.has(field.name);
  if (type === 'input' && !hasShown) return;
  if (type === 'focusout') {
    trimEmail(field);
    const blank =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? false
        : field.value === '';
    if (blank && !hasShown) return;
  }
  await showField(form, field.name, culture);
  // Fields whose rules read this one follow once they have shown an error (jquery-validate does so for equalTo).
  const dependents = formModel(form).dependents.get(field.name) ?? [];
  await Promise.all(dependents.filter((name) => names.has(name)).map((name) => showField(form, name, culture)));
}

/** Clears the message, the summary line and the typing state of a field a widget emptied and hid. */
export function resetField(field: FormElement): void {
  const form = field.form;
  if (!form || !field.name) return;
  shownIn(form).delete(field.name);
  startRun(form, field.name);
  const model = formModel(form);
  const message = model.containers.get(field.name)?.textContent ?? '';
  showFieldMessage(form, field.name, null, model);
  for (const control of model.index.get(field.name) ?? []) control.classList.remove('valid');
  const summary = model.summary;
  if (!message || !summary?.classList.contains('validation-summary-errors')) return;
  const kept = Array.from(summary.querySelectorAll('li'), (item) => item.textContent ?? '').filter(
    (text, index, all) => text !== message || all.indexOf(text) !== index,
  );
  showSummary(form, new Map(kept.map((text, index) => [String(index), text])), model);
}

/** Public API: validates one field and shows its message; resolves true when valid. */
export async function validateField(field: FormElement, culture: Culture): Promise<boolean> {
  const form = field.form;
  if (!form) return true;
  return (await showField(form, field.name, culture)) === null;
}
