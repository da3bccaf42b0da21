/** Keyboard focus inside a dialog of the shell. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `root`: from the last element Tab goes to the first, and back. */
export function trapTab(event: KeyboardEvent, root: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The element to focus when a dialog opens: [autofocus] / [data-autofocus], else the first field or link of the
 * body, else the first button of the footer, else the first focusable element (the close button).
 */
export function initialFocus(root: HTMLElement): HTMLElement {
  const auto = root.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
  if (auto) return auto;
  for (const part of ['.modal-body', '.modal-footer']) {
    const area = root.querySelector(part);
    const first = area ? focusableIn(area)[0] : undefined;
    if (first) return first;
  }
  return focusableIn(root)[0] ?? root;
}
