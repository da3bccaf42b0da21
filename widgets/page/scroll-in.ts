/**
 * Scroll-in animations (runtime spec §2, §9): the block is shown with its animation when a tenth of it is in view.
 * Without the runtime it is simply there.
 *
 * The mount only watches the block: the stylesheet hides a mounted block (`data-widget-mounted~="scroll-in"`, its
 * movement from `data-animation`) until it carries `is-visible`, and shows it at once to visitors who reduce motion
 * and in print, live, so that a preference changed after load applies too. A page may animate hundreds of blocks:
 * a hook costs one entry in a shared observer.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { inViewWatcher } from './in-view.ts';
import type { ScrollInOptions } from './definition.ts';

/** Runtime spec §9: intersection ratio 0.1. */
export const SCROLL_IN_RATIO = 0.1;

const watcher = inViewWatcher({ threshold: SCROLL_IN_RATIO });
const reveal = (element: Element) => element.classList.add('is-visible');

/** One cleanup for every block: it needs nothing but the element. */
function unmount(element: HTMLElement): void {
  watcher.unwatch(element);
  element.classList.remove('is-visible');
}

export function mount(element: HTMLElement, _options: ScrollInOptions, _context: WidgetContext) {
  watcher.watch(element, reveal);
  return unmount;
}
