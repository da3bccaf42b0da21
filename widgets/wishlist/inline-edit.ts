/**
 * Inline editing of a list's name or description (runtime spec §3 "Wishlist"): the text and its edit button give
 * way to a labelled field with Save and Cancel; Enter saves, Escape cancels, focus comes back to the edit button.
 * A refused value keeps the field open with what was typed and says why.
 *
 *   <div data-wishlist-edit="name" data-value="…" data-label="List name" data-max-length="100" data-required>
 *     <h2 data-wishlist-edit-text>…</h2> <button type="button" data-wishlist-edit-start>Rename</button>
 *   </div>
 */
import { t } from '../../runtime/i18n.ts';
import { editProblem } from './wishlist-rules.ts';

export interface InlineEditText {
  save: string;
  cancel: string;
  required: string;
  tooLong: (max: number) => string;
  /** Shown instead of an empty value (the no-description text). */
  empty: string;
}

/** Saves the value; resolves to an error message to show ('' keeps the field open, silent), or null when saved. */
export type SaveValue = (value: string) => Promise<string | null>;

let editors = 0;

/** The editor's parts: its field with label, Save and Cancel, and the message that says why a value is refused. */
interface Editor {
  editor: HTMLElement;
  label: HTMLLabelElement;
  input: HTMLInputElement;
  saveButton: HTMLButtonElement;
  cancelButton: HTMLButtonElement;
  message: HTMLElement;
}

/** Builds the editor (not yet shown), its field labelled with the container's data-label and holding its value. */
function buildEditor(container: HTMLElement, text: InlineEditText): Editor | null {
  const id = `wishlist-editor-${(editors += 1)}`;
  const editor = document.createElement('div');
  editor.dataset.wishlistEditor = '';
  editor.className = 'wishlist-editor d-flex flex-wrap gap-2 align-items-start';
  editor.innerHTML = `<label class="visually-hidden" for="${id}"></label><input class="form-control" id="${id}" type="text" aria-describedby="${id}-message"><button type="button" class="btn btn-primary btn-sm" data-editor-save></button><button type="button" class="btn btn-outline-secondary btn-sm" data-editor-cancel></button><div class="invalid-feedback d-block w-100" id="${id}-message" aria-live="polite"></div>`;
  const [label, input, saveButton, cancelButton, message] = [
    editor.querySelector('label'),
    editor.querySelector('input'),
    editor.querySelector<HTMLButtonElement>('[data-editor-save]'),
    editor.querySelector<HTMLButtonElement>('[data-editor-cancel]'),
    editor.querySelector<HTMLElement>('.invalid-feedback'),
  ];
  if (!label || !input || !saveButton || !cancelButton || !message) return null;
  label.textContent = container.dataset.label ?? '';
  input.value = container.dataset.value ?? '';
  saveButton.textContent = text.save;
  cancelButton.textContent = text.cancel;
  return { editor, label, input, saveButton, cancelButton, message };
}

/** Says why the value is refused, on the field, which keeps what was typed and the focus. */
function refuse({ input, message }: Editor, why: string): void {
  message.textContent = why;
  input.setAttribute('aria-invalid', 'true');
  input.focus();
}

/** Saves `value` with the Save button showing it is busy; resolves as `save` does. */
async function saveShowingBusy({ saveButton }: Editor, save: SaveValue, value: string): Promise<string | null> {
  saveButton.setAttribute('aria-disabled', 'true');
  saveButton.classList.add('is-loading');
  return save(value).finally(() => {
    saveButton.removeAttribute('aria-disabled');
    saveButton.classList.remove('is-loading');
  });
}

/** The saved value replaces the text shown (the empty text for an empty value). */
function showSaved(container: HTMLElement, shown: HTMLElement | null, value: string, text: InlineEditText): void {
  container.dataset.value = value;
  if (!shown) return;
  shown.textContent = value || text.empty;
  shown.classList.toggle('text-body-secondary', !value);
}

/** Opens the editor of `container` (a [data-wishlist-edit] element). */
export function startEditing(container: HTMLElement, text: InlineEditText, save: SaveValue): void {
  if (container.querySelector('[data-wishlist-editor]')) return;
  const shown = container.querySelector<HTMLElement>('[data-wishlist-edit-text]');
  const start = container.querySelector<HTMLButtonElement>('[data-wishlist-edit-start]');
  const parts = buildEditor(container, text);
  if (!parts) return;
  const { editor, input, saveButton, cancelButton } = parts;
  if (shown) shown.hidden = true;
  if (start) start.hidden = true;
  container.append(editor);
  input.focus();
  input.select();

  const close = () => {
    editor.remove();
    if (shown) shown.hidden = false;
    if (start) {
      start.hidden = false;
      start.focus();
    }
  };
  let saving = false;
  const submit = async () => {
    if (saving) return;
    const maxLength = Number(container.dataset.maxLength) || null;
    const problem = editProblem(input.value, { required: container.dataset.required !== undefined, maxLength });
    if (problem) {
      refuse(parts, problem === 'required' ? text.required : text.tooLong(maxLength ?? 0));
      return;
    }
    const value = input.value.trim();
    saving = true;
    const failure = await saveShowingBusy(parts, save, value).finally(() => (saving = false));
    if (failure !== null) {
      if (failure) refuse(parts, failure);
      return;
    }
    showSaved(container, shown, value, text);
    close();
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // Escape closes this editor, not the dialog or menu around it
      close();
    }
  });
  saveButton.addEventListener('click', () => void submit());
  cancelButton.addEventListener('click', close);
}

/** The texts of the editor for a list's name or description. */
export function editTexts(kind: 'name' | 'description', prefix: 'Wishlist' | 'Birthlist'): InlineEditText {
  return {
    save: t('Wishlist.Save'),
    cancel: t('Core.Cancel'),
    required: t(`${prefix}.NameRequired`),
    tooLong: (max) => t(kind === 'name' ? `${prefix}.NameTooLong` : `${prefix}.DescriptionTooLong`, { max }),
    empty: kind === 'description' ? t(`${prefix}.NoDescription`) : '',
  };
}
