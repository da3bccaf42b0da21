/**
 * Bigger-link area (runtime spec §2, §9): a click anywhere in the block follows its main link, as if the link was
 * clicked (so in-place navigation, modals and new-tab keys work as usual). Clicks on the block's other controls, on
 * selected text, or within 500 ms after a scroll (a touch that was meant to scroll) do nothing. Keyboard and screen
 * reader users meet only the link itself.
 */
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { biggerLinkOptions } from './definitions.ts';

/** Runtime spec §9: bigger-link scroll suppression 500 ms. */
export const SCROLL_SUPPRESSION_MS = 500;

const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [tabindex], [contenteditable]';

let lastScroll = Number.NEGATIVE_INFINITY;
let watching = false;
function watchScrolling(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('scroll', () => (lastScroll = performance.now()), { passive: true, capture: true });
}

export function mount(
  element: HTMLElement,
  options: v.InferOutput<typeof biggerLinkOptions>,
  { signal }: WidgetContext,
) {
  const link = element.querySelector<HTMLAnchorElement>(options.link ?? 'a[href]');
  if (!link) {
    console.error('[runtime] bigger-link: no link found inside the block.', element);
    return undefined;
  }
  watchScrolling();
  element.classList.add('rt-bigger-link');
  element.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest(INTERACTIVE);
      if (event.defaultPrevented || event.button !== 0 || (control && element.contains(control))) return;
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
    },
    { signal },
  );
  return () => element.classList.remove('rt-bigger-link');
}
