/**
 * The runtime's dialogs and toasts. This facade is part of the core; the dialog layer that draws them (plain DOM,
 * `dialog/layer.ts`) is a lazy chunk, loaded the first time something is shown. A URL modal's page is fetched and
 * sliced by ./url-modal.ts, a lazy chunk too (navigation has it loaded already).
 */
import { type ChunkLoadError, chunkLoader } from './chunks.ts';
import { fallbackMessage } from './fallback-dialog.ts';
import { t } from './i18n.ts';
import { runGrantedScripts } from './consent/consent.ts';
import { pageRuntime } from './runtime.ts';

type LayerModule = typeof import('./dialog/layer.ts');

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';
export type ToastKind = 'success' | 'warning' | 'error';

export interface ModalOptions {
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
  /** Called once the dialog has closed. */
  onClose?: () => void;
}

export interface ModalHandle {
  /** The dialog element. */
  element: HTMLDialogElement;
  close(): void;
  /** Replaces the dialog's HTML body (and title). */
  setContent(content: { html: string; title?: string }): void;
  /** Resolves when the dialog has closed. */
  closed: Promise<void>;
}

/** A lazy chunk of the dialogs (or the login modal), loaded once (again after a failure). */
export function lazyChunk<T>(name: string, importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> =>
    (loading ??= (pageRuntime()?.chunks ?? chunkLoader()).load(name, importer, load).catch((error: ChunkLoadError) => {
      loading = undefined;
      throw error;
    }));
  return load;
}

const loadLayer = lazyChunk('dialogs', () => import('./dialog/layer.ts'));
const loadUrlModal = lazyChunk('url-modal', () => import('./url-modal.ts'));

function fallback(message: string, retry?: () => void): void {
  fallbackMessage(message, { close: t('Core.Close'), retry: t('Core.Retry') }, retry);
}

/** Opens a dialog. Resolves to undefined when its body could not be fetched (the error catalogue has reacted). */
export async function openModal(options: ModalOptions): Promise<ModalHandle | undefined> {
  let { html, title } = options;
  let layer: LayerModule;
  try {
    if (options.url !== undefined) {
      const fetched = await (await loadUrlModal()).fetchModalPage(options.url);
      if (!fetched) return undefined;
      html = fetched.fragment.html;
      title ??= fetched.fragment.title;
    }
    layer = await loadLayer();
  } catch (error) {
    const chunkError = error as ChunkLoadError;
    console.error(`[runtime] ${chunkError.message}`);
    fallback(t('Core.ChunkLoadError'), () => void openModal(options));
    return undefined;
  }
  const handle = layer.openDialog({ ...options, title: title ?? '', html });
  handles.set(handle.element, handle);
  // The consent-flagged scripts of its content run if their category is granted, as on a page loaded in place.
  runGrantedScripts(handle.element);
  return handle;
}

const handles = new WeakMap<Element, ModalHandle>();

/** The handle of the URL modal that holds `element`, if any. */
export function modalOf(element: Element): ModalHandle | undefined {
  const dialog = element.closest('dialog');
  return dialog ? handles.get(dialog) : undefined;
}

/** The error dialog: the message and a Close button (and Retry when `retry` is given). Resolves once closed. */
export async function showError(message: string, options: { title?: string; retry?: () => void } = {}): Promise<void> {
  try {
    const layer = await loadLayer();
    await layer.errorDialog({ message, title: options.title ?? t('Core.Error'), retry: options.retry });
  } catch {
    fallback(message, options.retry);
  }
}

/** Asks a yes/no question. Resolves true when confirmed. */
export async function confirmDialog(
  message: string,
  options: { title?: string; confirmLabel?: string; cancelLabel?: string } = {},
): Promise<boolean> {
  try {
    const layer = await loadLayer();
    return await layer.confirmDialog({
      message,
      title: options.title ?? t('Core.Confirm'),
      confirmLabel: options.confirmLabel ?? t('Core.Ok'),
      cancelLabel: options.cancelLabel ?? t('Core.Cancel'),
    });
  } catch {
    return window.confirm(message);
  }
}

/** A short notice announced through a live region (errors assertively). */
export async function toast(kind: ToastKind, message: string, options: { title?: string } = {}): Promise<void> {
  try {
    const layer = await loadLayer();
    await layer.showToast({ kind, message, title: options.title });
  } catch {
    console.warn(`[runtime] ${kind}: ${message}`);
  }
}
