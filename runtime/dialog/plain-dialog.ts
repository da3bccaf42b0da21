/**
 * A modal dialog drawn with plain DOM, for a dialog that opens while the page loads (the consent dialog on a first
 * visit): the React host's chunk (React's 60 kB and its first render, 70 ms of main thread on a phone) then stays
 * out of the page's load. Same markup, classes and behaviour as the host's dialogs (runtime/ui/host.tsx): native
 * `showModal()` (the rest of the page inert), labelled by its title, Tab kept inside, Escape and the close button
 * close it after the leaving animation, the scroll locked meanwhile, focus on the first field and back where it was.
 */
import { t } from '../i18n.ts';
import type { ModalHandle, ModalSize } from '../ui.ts';
import { initialFocus, trapTab } from './focus.ts';
import { closingDelay } from './modal-motion.ts';
import { lockScroll } from './scroll-lock.ts';

export interface PlainDialogOptions {
  title: string;
  size?: ModalSize;
  className?: string;
  /** HTML of the body, built by the runtime from its own elements (never text of a server answer). */
  html: string;
  onClose?: () => void;
}

let dialogs = 0;

export function openPlainDialog(options: PlainDialogOptions): ModalHandle {
  dialogs += 1;
  const titleId = `rt-plain-dialog-title-${dialogs}`;
  const element = document.createElement('dialog');
  element.className = ['rt-dialog', `rt-dialog--${options.size ?? 'md'}`, options.className, 'is-open']
    .filter(Boolean)
    .join(' ');
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  element.setAttribute('aria-labelledby', titleId);
  const content = document.createElement('div');
  content.className = 'modal-content';
  const header = document.createElement('div');
  header.className = 'modal-header';
  const title = document.createElement('h2');
  title.className = 'modal-title';
  title.id = titleId;
  title.textContent = options.title;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'btn-close rt-close';
  closeButton.setAttribute('aria-label', t('Core.Close'));
  const body = document.createElement('div');
  body.className = 'modal-body';
  body.innerHTML = options.html;
  header.append(title, closeButton);
  content.append(header, body);
  element.append(content);

  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let leaving = false;
  let unlock = () => {};
  const close = () => {
    if (leaving) return;
    leaving = true;
    element.classList.remove('is-open');
    setTimeout(() => {
      if (element.open) element.close();
      element.remove();
      unlock();
      // Focus goes back where it was before the dialog opened, if that is still on the page.
      if (opener?.isConnected) opener.focus();
      options.onClose?.();
      resolveClosed();
    }, closingDelay());
  };
  closeButton.addEventListener('click', close);
  element.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  element.addEventListener('keydown', (event) => trapTab(event, element));

  document.body.append(element);
  unlock = lockScroll();
  element.showModal();
  initialFocus(element).focus();

  return {
    element,
    close,
    setContent(next) {
      body.innerHTML = next.html;
      if (next.title !== undefined) title.textContent = next.title;
      // New content: focus moves to its first field, as in the host's dialogs.
      initialFocus(element).focus();
    },
    closed,
  };
}
