// @vitest-environment happy-dom
/** The dialog layer's own dialogs on the shell: the confirm's answer is the dialog's result; the error dialog. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStrings } from '../i18n.ts';
import { confirmDialog, errorDialog, openDialog } from './layer.ts';

beforeAll(() =>
  installStrings('fr', {
    'Core.Close': 'Fermer',
    'Core.Retry': 'Réessayer',
    'Core.Confirm': 'Confirmation',
    'Core.Ok': 'OK',
    'Core.Cancel': 'Non',
    'Core.Error': 'Erreur',
  }),
);
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.close();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const QUESTION = { title: 'Panier', confirmLabel: 'Vider', cancelLabel: 'Annuler' };
const MESSAGE = 'Vider le panier ?';
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('dialog button')).find((b) => b.textContent === name);

async function answer(act: (dialog: HTMLDialogElement) => void): Promise<boolean> {
  const answered = confirmDialog(MESSAGE, QUESTION);
  const dialog = document.querySelector<HTMLDialogElement>('dialog.rt-confirm-dialog');
  if (!dialog) throw new Error('no confirm dialog');
  act(dialog);
  await vi.runAllTimersAsync();
  return answered;
}

describe('confirmDialog', () => {
  it('is an alert dialog that asks the message, Cancel focused', async () => {
    await answer((dialog) => {
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(MESSAGE);
      expect(document.activeElement).toBe(buttonNamed('Annuler'));
      buttonNamed('Annuler')?.click();
    });
  });

  it('answers true for the confirming button, false for Cancel, Escape, the close button or a browser close', async () => {
    expect(await answer(() => buttonNamed('Vider')?.click())).toBe(true);
    expect(await answer(() => buttonNamed('Annuler')?.click())).toBe(false);
    expect(await answer((dialog) => dialog.dispatchEvent(new Event('cancel', { cancelable: true })))).toBe(false);
    expect(await answer((dialog) => dialog.querySelector<HTMLButtonElement>('.rt-close')?.click())).toBe(false);
    expect(await answer((dialog) => dialog.close())).toBe(false);
  });

  it('names its title and buttons from the strings when the caller does not', async () => {
    const answered = confirmDialog(MESSAGE);
    const dialog = document.querySelector<HTMLDialogElement>('dialog.rt-confirm-dialog');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Confirmation');
    expect(document.activeElement).toBe(buttonNamed('Non'));
    buttonNamed('OK')?.click();
    await vi.runAllTimersAsync();
    expect(await answered).toBe(true);
  });
});

describe('errorDialog', () => {
  it('shows the message as text, Close focused; Retry closes it and retries', async () => {
    const retry = vi.fn();
    const closed = vi.fn();
    void errorDialog('<b>Erreur</b>', { title: 'Erreur', retry }).then(closed);
    const dialog = document.querySelector<HTMLDialogElement>('dialog.rt-error-dialog');
    expect(dialog?.querySelector('.modal-body p')?.textContent).toBe('<b>Erreur</b>');
    expect(document.activeElement).toBe(buttonNamed('Fermer'));
    buttonNamed('Réessayer')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(dialog?.isConnected).toBe(false);
  });
});

describe('openDialog', () => {
  it('gives back what close(result) was given, to closed and onClose', async () => {
    const onClose = vi.fn();
    const handle = openDialog<string>({ title: 'Liste', html: '<p>…</p>', size: 'lg', onClose });
    expect(handle.element.classList.contains('rt-dialog--lg')).toBe(true);
    handle.close('liste-3');
    await vi.runAllTimersAsync();
    await expect(handle.closed).resolves.toBe('liste-3');
    expect(onClose).toHaveBeenCalledWith('liste-3');
  });
});
