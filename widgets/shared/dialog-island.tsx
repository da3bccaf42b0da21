/**
 * A React island's own dialog (the asset upload's rename and crop, the date picker's calendar) on the runtime's one
 * dialog shell (runtime/dialog/shell.ts, opened through runtime/ui.ts): the shell draws the frame, its title and
 * close button and does focus, Escape, scroll lock and motion; the React content goes into its body through the
 * page's one React root, and leaves with the dialog.
 */
import type { ReactNode } from 'react';
import { type ModalHandle, type ModalOptions, openModal } from '../../runtime/ui.ts';
import { mountIsland } from '../react-islands.tsx';

export interface DialogBody {
  handle: ModalHandle;
  body: HTMLElement;
}

/** Opens an empty shell; undefined when it could not open (the dialog layer's chunk failed: the visitor was told). */
export async function openDialogBody(options: ModalOptions): Promise<DialogBody | undefined> {
  const handle = await openModal(options);
  if (!handle) return undefined;
  const body = handle.element.querySelector<HTMLElement>('.modal-body');
  if (!body) {
    handle.close();
    return undefined;
  }
  return { handle, body };
}

/**
 * Renders `content` (given the dialog's close) in the dialog's body until the dialog has closed; the widget's
 * `signal` (its element left the page) closes it. Resolves once closed.
 */
export async function showInDialog(
  { handle, body }: DialogBody,
  content: (close: () => void) => ReactNode,
  signal: AbortSignal,
): Promise<void> {
  const close = () => handle.close();
  const unmount = mountIsland(body, content(close));
  signal.addEventListener('abort', close, { once: true });
  if (signal.aborted) close();
  await handle.closed;
  signal.removeEventListener('abort', close);
  unmount();
}
