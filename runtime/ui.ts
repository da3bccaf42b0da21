/**
 * The runtime's dialogs and toasts, and their one door: every dialog opens here (URL modals, errors, confirms,
 * consent, popups, the widgets' own), so that `modalOf()` knows it and consent hears of it (`dialog:opened`) to release the scripts of its content.
 * This facade is part of the core; the dialog layer that draws them (plain DOM, `dialog/`) is a lazy chunk, loaded
 * the first time something is shown, and depends on nothing above it (its types are its own, re-exported here).
 * A URL modal's page is fetched and sliced by ./url-modal.ts, a lazy chunk too (navigation has it loaded already).
 */
import { type ChunkLoadError, chunkLoader } from './chunks.ts';
import type { ConfirmOptions, ErrorOptions, ModalHandle, ModalOptions, ToastKind } from './dialog/types.ts';
import { emit } from './events.ts';
import { fallbackMessage } from './fallback-dialog.ts';
import { t } from './i18n.ts';
import { pageRuntime } from './page-runtime.ts';

export type { ConfirmOptions, ErrorOptions, ModalHandle, ModalOptions, ModalSize, ToastKind } from './dialog/types.ts';

type LayerModule = typeof import('./dialog/layer.ts');

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

/**
 * Opens a dialog; `T` is what its `close(result)` gives back (`closed` resolves with it). Resolves to undefined
 * when its body could not be fetched (the error catalogue has reacted) or the dialog layer could not load (the
 * visitor was told).
 */
export async function openModal<T = void>(options: ModalOptions<T>): Promise<ModalHandle<T> | undefined> {
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
  const handle = layer.openDialog<T>({ ...options, title: title ?? '', html });
  handles.set(handle.element, handle);
  // Consent runs the flagged scripts of its content whose category is granted, as on a page loaded in place.
  emit('dialog:opened', { dialog: handle.element });
  return handle;
}

const handles = new WeakMap<Element, ModalHandle<unknown>>();

/** The handle of the dialog (opened by `openModal`) that holds `element`, if any. */
export function modalOf(element: Element): ModalHandle<unknown> | undefined {
  const dialog = element.closest('dialog');
  return dialog ? handles.get(dialog) : undefined;
}

/** The error dialog: the message and a Close button (and Retry when `retry` is given). Resolves once closed. */
export async function showError(message: string, options: ErrorOptions = {}): Promise<void> {
  try {
    await (await loadLayer()).errorDialog(message, options);
  } catch {
    fallback(message, options.retry);
  }
}

/** Asks a yes/no question. Resolves true when confirmed. */
export async function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  try {
    return await (await loadLayer()).confirmDialog(message, options);
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
