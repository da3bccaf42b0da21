/**
 * The dialog layer's chunk, loaded by `runtime/ui.ts` the first time a dialog or a toast is shown: the URL and
 * HTML modals, the error and confirm dialogs, the toasts, all on the one shell (`shell.ts`). Plain DOM, no React.
 */
import { t } from '../i18n.ts';
import { openShell } from './shell.ts';
import type { ConfirmOptions, ErrorOptions, ModalHandle, ModalOptions } from './types.ts';

export { showToast } from './toasts.ts';

export function openDialog<T = void>(options: ModalOptions<T> & { title: string }): ModalHandle<T> {
  return openShell<T>({
    title: options.title,
    size: options.size,
    className: options.className,
    html: options.html,
    anchor: options.anchor,
    onClose: options.onClose,
  });
}

/** The error dialog: the message, Close (focused), and Retry first when `retry` is given. Resolves once closed. */
export function errorDialog(message: string, options: ErrorOptions = {}): Promise<void> {
  const retry = options.retry ? [{ label: t('Core.Retry'), primary: true, onClick: options.retry }] : [];
  return openShell({
    title: options.title ?? t('Core.Error'),
    size: 'sm',
    className: 'rt-error-dialog',
    role: 'alertdialog',
    message,
    buttons: [...retry, { label: t('Core.Close'), autofocus: true }],
  }).closed;
}

/** A yes/no question: Cancel (focused) and the confirming button. Resolves true when confirmed. */
export async function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  const answer = await openShell<boolean>({
    title: options.title ?? t('Core.Confirm'),
    size: 'sm',
    className: 'rt-confirm-dialog',
    role: 'alertdialog',
    message,
    buttons: [
      { label: options.cancelLabel ?? t('Core.Cancel'), autofocus: true, value: false },
      { label: options.confirmLabel ?? t('Core.Ok'), primary: true, value: true },
    ],
  }).closed;
  return answer === true;
}
