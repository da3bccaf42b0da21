/**
 * The dialog and toast host: one React root drawing the dialog stack and the toast regions.
 * Loaded lazily by `runtime/ui.ts`; nothing else imports it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { t } from '../i18n.ts';
import type { ModalHandle, ModalOptions, ToastKind } from '../ui.ts';
import { initialFocus, trapTab } from '../dialog/focus.ts';
import { closingDelay } from '../dialog/modal-motion.ts';
import { lockScroll } from '../dialog/scroll-lock.ts';
import {
  addDialog,
  addToast,
  type DialogSpec,
  getState,
  newId,
  removeDialog,
  removeToast,
  setDialogElement,
  updateDialog,
  subscribe,
  type ToastSpec,
} from './store.ts';

const TOAST_MS: Record<ToastKind, number> = { success: 5000, warning: 7000, error: 9000 };

/** Dialogs in their closing animation, and the close function of each open dialog (for ModalHandle.close). */
const closing = new Set<number>();
const closers = new Map<number, () => void>();

function Dialog({ spec }: { spec: DialogSpec }) {
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const titleId = `rt-dialog-title-${spec.id}`;

  const close = useCallback(() => {
    if (!element || closing.has(spec.id)) return;
    closing.add(spec.id);
    setLeaving(true);
    setTimeout(() => {
      element.close();
      closing.delete(spec.id);
      removeDialog(spec.id);
    }, closingDelay());
  }, [element, spec.id]);

  useLayoutEffect(() => {
    closers.set(spec.id, close);
    return () => {
      closers.delete(spec.id);
    };
  }, [close, spec.id]);

  useLayoutEffect(() => {
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    element.showModal();
    setDialogElement(spec.id, element);
    shownWaiters.get(spec.id)?.();
    shownWaiters.delete(spec.id);
    initialFocus(element).focus();
    return () => {
      unlock();
      if (element.open) element.close();
      // Focus goes back where it was before the dialog opened, if that is still on the page.
      if (opener?.isConnected) opener.focus();
      spec.onClosed();
    };
  }, [element, spec]);

  // New content loaded within the dialog (a link or form inside it): focus moves to its first field or link.
  const shownHtml = useRef(spec.html);
  const html = spec.html;
  useLayoutEffect(() => {
    if (!element || shownHtml.current === html) return;
    shownHtml.current = html;
    initialFocus(element).focus();
  }, [element, html]);

  // `is-open` is on from the render that precedes showModal(): the entry transition starts from the CSS
  // @starting-style in the dialog's first frame, so nothing (a quick click, a test) meets a box about to move.
  const open = element !== null && !leaving;
  const classes = ['rt-dialog', `rt-dialog--${spec.size}`, spec.className, open ? 'is-open' : ''];
  return (
    <dialog
      ref={setElement}
      className={classes.filter(Boolean).join(' ')}
      role={spec.role}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => trapTab(event.nativeEvent, event.currentTarget)}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 className="modal-title" id={titleId}>
            {spec.title}
          </h2>
          <button type="button" className="btn-close rt-close" aria-label={t('Core.Close')} onClick={close} />
        </div>
        {spec.html !== undefined ? (
          // HTML from a fragment endpoint of the site itself (runtime rule: only fragments are inserted as HTML).
          <div className="modal-body" dangerouslySetInnerHTML={{ __html: spec.html }} />
        ) : (
          <div className="modal-body">{spec.content}</div>
        )}
        {spec.footer ? <div className="modal-footer">{spec.footer(close)}</div> : null}
      </div>
    </dialog>
  );
}

function Toast({ toast }: { toast: ToastSpec }) {
  useEffect(() => {
    const timer = setTimeout(() => removeToast(toast.id), TOAST_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className={`rt-toast rt-toast--${toast.kind}`}>
      <div className="rt-toast__text">
        {toast.title ? <strong className="rt-toast__title">{toast.title} </strong> : null}
        {toast.message}
      </div>
      <button
        type="button"
        className="btn-close rt-close"
        aria-label={t('Core.Close')}
        onClick={() => removeToast(toast.id)}
      />
    </div>
  );
}

/** Two live regions: polite for success and warning, assertive for errors. */
function ToastRegions({ toasts }: { toasts: ToastSpec[] }) {
  return (
    <div className="rt-toasts">
      <div role="status" aria-live="polite" className="rt-toasts__list">
        {toasts
          .filter((n) => n.kind !== 'error')
          .map((n) => (
            <Toast key={n.id} toast={n} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="rt-toasts__list">
        {toasts
          .filter((n) => n.kind === 'error')
          .map((n) => (
            <Toast key={n.id} toast={n} />
          ))}
      </div>
    </div>
  );
}

function Host() {
  const { dialogs, toasts } = useSyncExternalStore(subscribe, getState);
  // While a modal dialog is open everything outside it is inert, so the toasts move into the top dialog to stay
  // visible and announced.
  const top = dialogs[dialogs.length - 1]?.element;
  return (
    <>
      {dialogs.map((spec) => (
        <Dialog key={spec.id} spec={spec} />
      ))}
      {top ? createPortal(<ToastRegions toasts={toasts} />, top) : <ToastRegions toasts={toasts} />}
    </>
  );
}

let mounted: Promise<void> | undefined;

/** Creates the root once. Resolves after the live regions are on the page, so the first toast is announced. */
function ensureHost(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const container = document.createElement('div');
    container.id = 'rt-ui';
    document.body.append(container);
    createRoot(container).render(<Host />);
    setTimeout(resolve, 50);
  });
  return mounted;
}

interface OpenSpec extends Omit<DialogSpec, 'id' | 'onClosed' | 'size'> {
  size?: DialogSpec['size'];
  onClosed?: () => void;
}

/** Resolves once the dialog is shown (its element exists and showModal() ran), per dialog id. */
const shownWaiters = new Map<number, () => void>();

function open(options: OpenSpec): ModalHandle & { shown: Promise<void> } {
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const spec: DialogSpec = {
    ...options,
    id: newId(),
    size: options.size ?? 'md',
    onClosed: () => {
      options.onClosed?.();
      resolveClosed();
    },
  };
  const shown = new Promise<void>((resolve) => shownWaiters.set(spec.id, resolve));
  void ensureHost();
  addDialog(spec);
  return {
    get element() {
      return spec.element as HTMLDialogElement;
    },
    close: () => closers.get(spec.id)?.(),
    setContent: (content) => updateDialog(spec.id, content),
    closed,
    shown,
  };
}

async function opened(handle: ModalHandle & { shown: Promise<void> }): Promise<ModalHandle> {
  await handle.shown;
  return handle;
}

export function openDialog(options: ModalOptions & { title: string }): Promise<ModalHandle> {
  return opened(
    open({
      title: options.title,
      size: options.size,
      className: options.className,
      role: 'dialog',
      html: options.html,
      onClosed: options.onClose,
    }),
  );
}

export async function errorDialog(options: { message: string; title: string; retry?: () => void }): Promise<void> {
  const handle = open({
    title: options.title,
    size: 'sm',
    className: 'rt-error-dialog',
    role: 'alertdialog',
    content: <p>{options.message}</p>,
    footer: (close) => (
      <>
        {options.retry ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              close();
              options.retry?.();
            }}
          >
            {t('Core.Retry')}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" data-autofocus="" onClick={close}>
          {t('Core.Close')}
        </button>
      </>
    ),
  });
  await opened(handle);
  await handle.closed;
}

export async function confirmDialog(options: {
  message: string;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
}): Promise<boolean> {
  let answer = false;
  const handle = open({
    title: options.title,
    size: 'sm',
    className: 'rt-confirm-dialog',
    role: 'alertdialog',
    content: <p>{options.message}</p>,
    footer: (close) => (
      <>
        <button type="button" className="btn btn-secondary" data-autofocus="" onClick={close}>
          {options.cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            answer = true;
            close();
          }}
        >
          {options.confirmLabel}
        </button>
      </>
    ),
  });
  await handle.closed;
  return answer;
}

export async function showToast(options: Omit<ToastSpec, 'id'>): Promise<void> {
  await ensureHost();
  addToast({ ...options, id: newId() });
}
