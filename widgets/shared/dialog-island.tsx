/**
 * A React island's own dialog (the asset upload's rename and crop, the date picker's calendar) on the runtime's one
 * dialog shell (runtime/dialog/shell.ts, opened through runtime/ui.ts): the shell draws the frame, its title and
 * close button and does focus, Escape, scroll lock and motion; the React content goes into its body through the
 * page's one React root, and leaves with the dialog.
 */
import type { ReactNode } from 'react';
import { type ModalHandle, type ModalOptions, openModal } from '../../runtime/ui.ts';
import { mountIsland } from '../react-islands.tsx';

export interface DialogBody<T = void> {
  handle: ModalHandle<T>;
  body: HTMLElement;
}

/** Opens an empty shell; undefined when it could not open (the dialog layer's chunk failed: the visitor was told). */
export async function openDialogBody<T = void>(options: ModalOptions<T>): Promise<DialogBody<T> | undefined> {
  const handle = await openModal<T>(options);
  if (!handle) return undefined;
  const body = handle.element.querySelector<HTMLElement>('.modal-body');
  if (!body) {
    handle.close();
    return undefined;
  }
  return { handle, body };
}

/**
 * Renders `content` (given the dialog's close, which takes its result) in the dialog's body until the dialog has
 * closed; the widget's `signal` (its element left the page) closes it without one. Resolves once closed, with the
 * result (undefined when the visitor closed it otherwise: Escape, the close button, Cancel).
 */
export async function showInDialog<T = void>(
  { handle, body }: DialogBody<T>,
  content: (close: (result?: T) => void) => ReactNode,
  signal: AbortSignal,
): Promise<T | undefined> {
  const abandon = () => handle.close();
  const unmount = mountIsland(
    body,
    content((result) => handle.close(result)),
  );
  signal.addEventListener('abort', abandon, { once: true });
  if (signal.aborted) abandon();
  const result = await handle.closed;
  signal.removeEventListener('abort', abandon);
  unmount();
  return result;
}
