/**
 * The runtime's dialogs and toasts. This facade is part of the core; the dialog layer that draws them (plain DOM,
 * `dialog/layer.ts`) is a lazy chunk, loaded the first time something is shown.
 */
import { type ChunkLoadError, chunkLoader } from './chunks.ts';
import { fallbackMessage } from './fallback-dialog.ts';
import { type Fragment, sliceFragment } from './fragment.ts';
import { type PageAnswer, requestPage } from './http.ts';
import { t } from './i18n.ts';
import { policyNonce, trustAnswerScripts } from './navigation/script-trust.ts';
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

let layerLoading: Promise<LayerModule> | undefined;

function loadLayer(): Promise<LayerModule> {
  layerLoading ??= (pageRuntime()?.chunks ?? chunkLoader())
    .load('dialogs', () => import('./dialog/layer.ts'), loadLayer)
    .catch((error: ChunkLoadError) => {
      layerLoading = undefined;
      throw error;
    });
  return layerLoading;
}

function fallback(message: string, retry?: () => void): void {
  fallbackMessage(message, { close: t('Core.Close'), retry: t('Core.Retry') }, retry);
}

/**
 * A page fetched for a modal; undefined when the call failed (the error catalogue has reacted). As for content
 * loaded in place, the scripts its CMS nonced get the page's nonce, so that consent can release them.
 */
async function fetchModalPage(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: FormData | URLSearchParams } = {},
): Promise<{ fragment: Fragment; answer: PageAnswer } | undefined> {
  try {
    const answer = await requestPage(url, { loader: true, method: init.method, body: init.body });
    const nonces = [policyNonce(answer.policy), pageRuntime()?.scriptNonce ?? ''] as const;
    return { fragment: sliceFragment(answer.html, undefined, (part) => trustAnswerScripts(part, ...nonces)), answer };
  } catch {
    return undefined;
  }
}

/** Opens a dialog. Resolves to undefined when its body could not be fetched (the error catalogue has reacted). */
export async function openModal(options: ModalOptions): Promise<ModalHandle | undefined> {
  let { html, title } = options;
  if (options.url !== undefined) {
    const fetched = await fetchModalPage(options.url);
    if (!fetched) return undefined;
    html = fetched.fragment.html;
    title ??= fetched.fragment.title;
  }
  let layer: LayerModule;
  try {
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

export interface ModalLoad {
  method?: 'GET' | 'POST';
  body?: FormData | URLSearchParams;
  /**
   * The answer was a redirect (a form sent in the modal, such as the login form going to its return URL): return
   * true when the visitor should leave the modal for that address (the caller follows it), false to show it here.
   */
  leaveOnRedirect?: (url: string) => boolean;
}

/** Loads a page (a link or a form inside the modal) into the modal, sliced like a page. */
export async function loadIntoModal(handle: ModalHandle, url: string, init: ModalLoad = {}): Promise<void> {
  const fetched = await fetchModalPage(url, init);
  // On failure the modal keeps what the visitor typed.
  if (!fetched) return;
  if (fetched.answer.redirected && init.leaveOnRedirect?.(fetched.answer.url)) {
    handle.close();
    return;
  }
  handle.setContent({ html: fetched.fragment.html, title: fetched.fragment.title });
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
