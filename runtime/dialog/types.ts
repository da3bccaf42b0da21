/**
 * The dialog layer's types. They live with the layer, below its door (runtime/ui.ts re-exports them), so that the
 * layer depends on nothing above it (runtime/import-graph.test.ts keeps it so).
 */
/** The sizes of a dialog (`data-modal-size` on a link; the template checker refuses any other). */
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export type ToastKind = 'success' | 'warning' | 'error';

/** `T`: what the dialog gives back, by `close(result)`. */
export interface ModalOptions<T = void> {
  title?: string;
  size?: ModalSize;
  /** Extra class on the dialog element (e.g. `login-modal`). */
  className?: string;
  /** HTML body (from an HTML fragment endpoint only; never text from a JSON answer). */
  html?: string;
  /** Fetch the body from this address; the answer is sliced like a page. */
  url?: string;
  /** An anchored dialog (a picker): next to this element, closed by a click outside too (dialog/shell.ts). */
  anchor?: Element;
  /** Called once the dialog has closed, however it closed, with its result (undefined when none was given). */
  onClose?: (result: T | undefined) => void;
}

export interface ModalHandle<T = void> {
  /** The dialog element. */
  element: HTMLDialogElement;
  /** Closes the dialog (after its leaving animation), giving back `result`. */
  close(result?: T): void;
  /** Replaces the dialog's HTML body (and title). */
  setContent(content: { html: string; title?: string }): void;
  /**
   * Resolves once the dialog has closed, however it closed: with the result given to `close`, or undefined (Escape,
   * the close button, a click outside, a `<form method="dialog">`, or code calling `element.close()`).
   */
  closed: Promise<T | undefined>;
}

/** The error dialog's title (default: `Core.Error`) and its Retry. */
export interface ErrorOptions {
  title?: string;
  retry?: () => void;
}

/** A question's title and buttons (defaults: `Core.Confirm`, `Core.Ok`, `Core.Cancel`). */
export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}
