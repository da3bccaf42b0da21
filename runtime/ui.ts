/**
 * The runtime's dialogs and toasts. This facade is part of the core; the React host that draws them is a lazy
 * chunk (`ui/host.tsx`), loaded the first time something is shown.
 */
import { type ChunkLoadError, loadChunk } from './chunks.ts';
import { runtimeConfig } from './current.ts';
import { fallbackMessage } from './fallback-dialog.ts';
import { type Fragment, sliceFragment } from './fragment.ts';
import { request } from './http.ts';
import { t } from './i18n.ts';
import { appUrl, sameOriginPath } from './urls.ts';

type HostModule = typeof import('./ui/host.tsx');

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

let hostLoading: Promise<HostModule> | undefined;

function loadHost(): Promise<HostModule> {
  hostLoading ??= loadChunk('dialogs', () => import('./ui/host.tsx'), loadHost).catch((error: ChunkLoadError) => {
    hostLoading = undefined;
    throw error;
  });
  return hostLoading;
}

function fallback(message: string, retry?: () => void): void {
  fallbackMessage(message, { close: t('Core.Close'), retry: t('Core.Retry') }, retry);
}

/** Opens a dialog. Resolves to undefined when its body could not be fetched (the error catalogue has reacted). */
/** A page fetched for a modal, sliced like a page; undefined when the call failed (the catalogue has reacted). */
async function fetchModalPage(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: FormData | URLSearchParams } = {},
): Promise<Fragment | undefined> {
  try {
    const answer = await request<string>(url, { expect: 'html', loader: true, method: init.method, body: init.body });
    return sliceFragment(answer);
  } catch {
    return undefined;
  }
}

export async function openModal(options: ModalOptions): Promise<ModalHandle | undefined> {
  let { html, title } = options;
  if (options.url !== undefined) {
    const fragment = await fetchModalPage(options.url);
    if (!fragment) return undefined;
    html = fragment.html;
    title ??= fragment.title;
  }
  let host: HostModule;
  try {
    host = await loadHost();
  } catch (error) {
    const chunkError = error as ChunkLoadError;
    console.error(`[runtime] ${chunkError.message}`);
    fallback(t('Core.ChunkLoadError'), () => void openModal(options));
    return undefined;
  }
  const handle = await host.openDialog({ ...options, title: title ?? '', html });
  handles.set(handle.element, handle);
  return handle;
}

const handles = new WeakMap<Element, ModalHandle>();

/** The handle of the URL modal that holds `element`, if any. */
export function modalOf(element: Element): ModalHandle | undefined {
  const dialog = element.closest('dialog');
  return dialog ? handles.get(dialog) : undefined;
}

/** Loads a page (a link or a form inside the modal) into the modal, sliced like a page. */
export async function loadIntoModal(
  handle: ModalHandle,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: FormData | URLSearchParams } = {},
): Promise<void> {
  const fragment = await fetchModalPage(url, init);
  // On failure the modal keeps what the visitor typed.
  if (fragment) handle.setContent({ html: fragment.html, title: fragment.title });
}

/** The login modal for a 401 answer. The return URL is the current page, or `returnUrl` when same-origin. */
export function loginUrl(returnUrl?: string): string {
  const current = location.pathname + location.search + location.hash;
  const safe = (returnUrl !== undefined && sameOriginPath(returnUrl)) || current;
  const { app, culture } = runtimeConfig();
  return `${appUrl(app, `${culture}/security/login`)}?returnUrl=${encodeURIComponent(safe)}`;
}

export function openLoginModal(returnUrl?: string): Promise<ModalHandle | undefined> {
  return openModal({ url: loginUrl(returnUrl), className: 'login-modal', title: t('Security.Login'), size: 'md' });
}

/** The error dialog: the message and a Close button (and Retry when `retry` is given). Resolves once closed. */
export async function showError(message: string, options: { title?: string; retry?: () => void } = {}): Promise<void> {
  try {
    const host = await loadHost();
    await host.errorDialog({ message, title: options.title ?? t('Core.Error'), retry: options.retry });
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
    const host = await loadHost();
    return await host.confirmDialog({
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
    const host = await loadHost();
    host.showToast({ kind, message, title: options.title });
  } catch {
    console.warn(`[runtime] ${kind}: ${message}`);
  }
}
