/**
 * The runtime's one dialog shell, plain DOM on the native `<dialog>`: every dialog is one (URL modals, errors,
 * confirms, consent, popup, the widgets' own). `showModal()` makes the rest of the page inert and stacks dialogs in
 * the top layer; the dialog is labelled by its title (`role="alertdialog"` and described by its message for errors
 * and confirms), Tab stays inside, Escape and the close button close it after the leaving animation, the scroll is
 * locked meanwhile, the focus goes to the first field and back where it was. Every way a dialog ends goes through
 * its `close` event (the browser's own too: a `<form method="dialog">`, code calling `element.close()`), so the
 * cleanup always runs; `closed` resolves with the result given to `close(result)`. No React: a dialog never costs the
 * React chunk, and a dialog that opens while the page loads (consent, popup) costs no long task. An anchored dialog
 * (a picker, such as the date picker's calendar) stands next to its anchor over a clear backdrop, sized to its
 * content, and a click outside it closes it too.
 */
import { t } from '../i18n.ts';
import { keepAnchored } from './anchor.ts';
import { initialFocus, trapTab } from './focus.ts';
import { closingDelay } from './modal-motion.ts';
import { lockScroll } from './scroll-lock.ts';
import { placeToasts } from './toasts.ts';
import type { ModalHandle, ModalSize } from './types.ts';

/** A footer button: it closes the dialog with its `value`, then runs `onClick`. */
export interface ShellButton<T = void> {
  label: string;
  /** The dialog's result when this button closes it. */
  value?: T;
  primary?: boolean;
  /** Focused when the dialog opens (the safe choice of an error or a confirm). */
  autofocus?: boolean;
  onClick?: () => void;
}

export interface ShellOptions<T = void> {
  title: string;
  size?: ModalSize;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** HTML of the body: a fragment of the site or the runtime's own markup (never text of a JSON answer). */
  html?: string;
  /** A message, shown as text (it may come from an answer). */
  message?: string;
  buttons?: ShellButton<T>[];
  /** Opens the dialog next to this element (an anchored, compact dialog: a picker next to its field). */
  anchor?: Element;
  onClose?: (result: T | undefined) => void;
}

let dialogs = 0;

function button<T>(spec: ShellButton<T>, close: (result?: T) => void): HTMLButtonElement {
  const element = Object.assign(document.createElement('button'), { type: 'button', textContent: spec.label });
  element.className = `btn ${spec.primary ? 'btn-primary' : 'btn-secondary'}`;
  if (spec.autofocus) element.dataset.autofocus = '';
  element.addEventListener('click', () => {
    close(spec.value);
    spec.onClick?.();
  });
  return element;
}

/** The dialog's element: header (title and close button), body, and footer when it has buttons. */
function drawShell(options: Omit<ShellOptions, 'buttons' | 'onClose'>, id: number) {
  const element = document.createElement('dialog');
  const anchored = options.anchor ? 'rt-dialog--anchored' : undefined;
  element.className = ['rt-dialog', `rt-dialog--${options.size ?? 'md'}`, anchored, options.className, 'is-open']
    .filter(Boolean)
    .join(' ');
  element.setAttribute('role', options.role ?? 'dialog');
  element.setAttribute('aria-modal', 'true');
  element.setAttribute('aria-labelledby', `rt-dialog-title-${id}`);
  const content = document.createElement('div');
  content.className = 'modal-content';
  const header = document.createElement('div');
  header.className = 'modal-header';
  const title = document.createElement('h2');
  title.className = 'modal-title';
  title.id = `rt-dialog-title-${id}`;
  title.textContent = options.title;
  const closeButton = Object.assign(document.createElement('button'), { type: 'button' });
  closeButton.className = 'btn-close rt-close';
  closeButton.setAttribute('aria-label', t('Core.Close'));
  const body = document.createElement('div');
  body.className = 'modal-body';
  if (options.html !== undefined) body.innerHTML = options.html;
  if (options.message !== undefined) {
    const text = Object.assign(document.createElement('p'), { id: `rt-dialog-message-${id}` });
    text.textContent = options.message;
    body.append(text);
    element.setAttribute('aria-describedby', text.id);
  }
  header.append(title, closeButton);
  content.append(header, body);
  element.append(content);
  return { element, content, title, body, closeButton };
}

/**
 * What runs once, however the dialog ended (its `close` event): the toasts it holds go to the dialog below or back
 * to the page, it leaves the page, the scroll and the anchoring are released, focus goes back where it was before
 * it opened (if that is still on the page), then `onClose` and `closed` hear the result.
 */
function whenClosed(element: HTMLDialogElement, release: () => void, done: () => void): void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  element.addEventListener(
    'close',
    () => {
      placeToasts();
      element.remove();
      release();
      if (opener?.isConnected) opener.focus();
      done();
    },
    { once: true },
  );
}

export function openShell<T = void>(options: ShellOptions<T>): ModalHandle<T> {
  dialogs += 1;
  const { element, content, title, body, closeButton } = drawShell(options, dialogs);
  let result: T | undefined;
  let resolveClosed!: (result: T | undefined) => void;
  const closed = new Promise<T | undefined>((resolve) => (resolveClosed = resolve));
  let leaving = false;
  let unlock = () => {};
  let unanchor = () => {};
  // The runtime's own ways (a button, Escape, a click outside) play the leaving animation, then close the element.
  const close = (value?: T) => {
    if (leaving || !element.open) return;
    leaving = true;
    result = value;
    element.classList.remove('is-open');
    setTimeout(() => element.close(), closingDelay());
  };
  whenClosed(
    element,
    () => {
      unlock();
      unanchor();
    },
    () => {
      options.onClose?.(result);
      resolveClosed(result);
    },
  );
  if (options.buttons?.length) {
    const footer = document.createElement('div');
    footer.className = 'modal-footer';
    footer.append(...options.buttons.map((spec) => button(spec, close)));
    content.append(footer);
  }
  closeButton.addEventListener('click', () => close());
  element.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  element.addEventListener('keydown', (event) => trapTab(event, element));
  // A click on the backdrop of an anchored dialog (outside its box) closes it.
  if (options.anchor) element.addEventListener('click', (event) => event.target === element && close());

  document.body.append(element);
  unlock = lockScroll();
  element.showModal();
  if (options.anchor) unanchor = keepAnchored(element, options.anchor);
  placeToasts();
  initialFocus(element).focus();

  return {
    element,
    close,
    setContent(next) {
      body.innerHTML = next.html;
      if (next.title !== undefined) title.textContent = next.title;
      // New content (a link or a form inside the dialog): focus moves to its first field or link.
      initialFocus(element).focus();
    },
    closed,
  };
}
