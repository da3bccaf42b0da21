// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { type InlineEditText, startEditing } from './inline-edit.ts';

const TEXT: InlineEditText = {
  save: 'Enregistrer',
  cancel: 'Annuler',
  required: 'Le nom est requis.',
  tooLong: (max) => `${max} caractères au plus.`,
  empty: 'Pas de description',
};

/** A list name with its rename button, the editor opened on it; `save` answers as the server would. */
function editing(save: (value: string) => Promise<string | null>) {
  document.body.innerHTML = `<div data-wishlist-edit="name" data-value="Noël" data-label="Nom de la liste"
    data-max-length="20" data-required><h2 data-wishlist-edit-text>Noël</h2>
    <button type="button" data-wishlist-edit-start>Renommer</button></div>`;
  const container = document.querySelector<HTMLElement>('[data-wishlist-edit]')!;
  const saving = vi.fn(save);
  startEditing(container, TEXT, saving);
  const input = container.querySelector('input')!;
  const type = (value: string, key: string) => {
    input.value = value;
    input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  };
  return { container, input, type, saving };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('inline edit of a list name (runtime spec §3 "Wishlist")', () => {
  it('opens a labelled field holding the name, focused, in place of the name and its button', () => {
    const { container, input } = editing(async () => null);
    expect(container.querySelector('label')!.textContent).toBe('Nom de la liste');
    expect([input.value, document.activeElement]).toEqual(['Noël', input]);
    expect(container.querySelector<HTMLElement>('[data-wishlist-edit-text]')!.hidden).toBe(true);
  });

  it('Enter saves the trimmed value: the name shows it and focus is back on the rename button', async () => {
    const { container, type, saving } = editing(async () => null);
    type('  Anniversaire ', 'Enter');
    await settle();
    expect(saving).toHaveBeenCalledWith('Anniversaire');
    expect(container.querySelector('[data-wishlist-edit-text]')!.textContent).toBe('Anniversaire');
    expect(container.querySelector('input')).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('[data-wishlist-edit-start]'));
  });

  it('a value the rules or the server refuse keeps the field open with what was typed, and says why', async () => {
    const { container, input, type, saving } = editing(async () => 'Ce nom existe déjà.');
    type('Une liste bien trop longue', 'Enter');
    expect(saving).not.toHaveBeenCalled();
    expect(container.querySelector('.invalid-feedback')!.textContent).toBe('20 caractères au plus.');
    type('Vacances', 'Enter');
    await settle();
    expect(container.querySelector('.invalid-feedback')!.textContent).toBe('Ce nom existe déjà.');
    expect([input.isConnected, input.value, input.getAttribute('aria-invalid')]).toEqual([true, 'Vacances', 'true']);
  });

  it('Escape closes the editor without saving, the name unchanged', () => {
    const { container, type, saving } = editing(async () => null);
    type('Autre', 'Escape');
    expect(saving).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('[data-wishlist-edit-text]')!.textContent).toBe('Noël');
  });
});
