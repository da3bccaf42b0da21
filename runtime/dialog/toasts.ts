/**
 * The toasts: short notices in two live regions, polite for success and warning, assertive for errors, each with
 * a close button and gone after 5, 7 or 9 s; the time stands still while the pointer is over a toast or the focus
 * is in it, so that it can be read (WCAG 2.2.1). While a modal dialog is open everything outside it is inert, so
 * the regions move into the top dialog to stay visible and announced, and back when it closes.
 */
import { t } from '../i18n.ts';
import { pausableTimer } from './pausable-timer.ts';
import type { ToastKind } from './types.ts';

const TOAST_MS: Record<ToastKind, number> = { success: 5000, warning: 7000, error: 9000 };

let regions: Promise<{ polite: HTMLElement; assertive: HTMLElement }> | undefined;
let root: HTMLElement | undefined;

/** The live regions, created once. Resolves a moment after they are on the page, so the first toast is announced. */
function liveRegions() {
  regions ??= new Promise((resolve) => {
    const regionsRoot = Object.assign(document.createElement('div'), { className: 'rt-toasts' });
    const region = (role: string, live: string) => {
      const list = Object.assign(document.createElement('div'), { className: 'rt-toasts__list' });
      list.setAttribute('role', role);
      list.setAttribute('aria-live', live);
      return list;
    };
    const polite = region('status', 'polite');
    const assertive = region('alert', 'assertive');
    regionsRoot.append(polite, assertive);
    root = regionsRoot;
    placeToasts();
    setTimeout(() => resolve({ polite, assertive }), 50);
  });
  return regions;
}

/** Puts the regions into the top open modal dialog, or back at the end of the page. */
export function placeToasts(): void {
  if (!root) return;
  const open = document.querySelectorAll<HTMLDialogElement>('dialog.rt-dialog[open]');
  const top = open[open.length - 1] ?? document.body;
  if (root.parentElement !== top) top.append(root);
}

/** The toast stays while the pointer is over it or the focus is in it; its time runs on when both have left. */
function holdWhileRead(toast: HTMLElement, timer: { pause(): void; resume(): void }): void {
  const held = { pointer: false, focus: false };
  const follow = (part: keyof typeof held, now: boolean) => {
    held[part] = now;
    if (held.pointer || held.focus) timer.pause();
    else timer.resume();
  };
  toast.addEventListener('pointerenter', () => follow('pointer', true));
  toast.addEventListener('pointerleave', () => follow('pointer', false));
  toast.addEventListener('focusin', () => follow('focus', true));
  toast.addEventListener('focusout', (event) => follow('focus', toast.contains(event.relatedTarget as Node | null)));
}

export async function showToast(options: { kind: ToastKind; message: string; title?: string }): Promise<void> {
  const { polite, assertive } = await liveRegions();
  const toast = Object.assign(document.createElement('div'), {
    className: `rt-toast rt-toast--${options.kind}`,
  });
  const text = Object.assign(document.createElement('div'), { className: 'rt-toast__text' });
  if (options.title) {
    const title = Object.assign(document.createElement('strong'), { className: 'rt-toast__title' });
    title.textContent = `${options.title} `;
    text.append(title);
  }
  text.append(options.message);
  const close = Object.assign(document.createElement('button'), { type: 'button', className: 'btn-close rt-close' });
  close.setAttribute('aria-label', t('Core.Close'));
  const timer = pausableTimer(TOAST_MS[options.kind], () => toast.remove());
  close.addEventListener('click', () => {
    timer.cancel();
    toast.remove();
  });
  holdWhileRead(toast, timer);
  toast.append(text, close);
  (options.kind === 'error' ? assertive : polite).append(toast);
}
