/**
 * Bigger-link area (runtime spec §2, §9): a click anywhere in the block follows its main link, as if the link was
 * clicked (so in-place navigation, modals and new-tab keys work as usual). Clicks on the block's other controls, on
 * selected text, or within 500 ms after a scroll (a touch that was meant to scroll) do nothing. Keyboard and screen
 * reader users meet only the link itself.
 *
 * Mounting records the block and its link: one click listener on the document serves every block.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';
import type { BiggerLinkOptions } from './definition.ts';

/** Runtime spec §9: bigger-link scroll suppression 500 ms. */
export const SCROLL_SUPPRESSION_MS = 500;

const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [tabindex], [contenteditable]';

let lastScroll = Number.NEGATIVE_INFINITY;
/** One scroll and one click listener on the page serve every block (a list may carry hundreds). */
function listen(signal: AbortSignal): void {
  window.addEventListener('scroll', () => (lastScroll = performance.now()), { passive: true, capture: true, signal });
  document.addEventListener('click', onClick, { signal });
}

/** Each mounted block with its main link. */
const blocks = new DelegatedHooks<{ block: HTMLElement; link: HTMLAnchorElement }>(listen);

/** A click in a block that is not on one of its controls clicks its link. */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const found = blocks.of(target);
  if (!target || !found || event.defaultPrevented || event.button !== 0) return;
  const { block, link } = found;
  const control = target.closest(INTERACTIVE);
  if (control && block.contains(control)) return;
  if (String(getSelection() ?? '').trim() !== '') return;
  if (performance.now() - lastScroll < SCROLL_SUPPRESSION_MS) return;
  // The same modifier keys as on the link (Ctrl or Cmd: new tab, Shift: new window).
  link.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}

export function mount(element: HTMLElement, options: BiggerLinkOptions, _context: WidgetContext) {
  const link = element.querySelector<HTMLAnchorElement>(options.link ?? 'a[href]');
  if (!link) {
    console.error('[runtime] bigger-link: no link found inside the block.', element);
    return undefined;
  }
  const block = { block: element, link };
  blocks.add(element, block);
  element.classList.add('rt-bigger-link');
  return () => {
    blocks.remove(element, block);
    element.classList.remove('rt-bigger-link');
  };
}
