/**
 * Scroll-in animations (runtime spec §2, §9): the block is shown with its animation when a tenth of it is in view.
 * Visitors who reduce motion see it at once; without the runtime it is simply there.
 */
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { scrollInOptions } from './definitions.ts';
import { inViewWatcher } from './in-view.ts';

/** Runtime spec §9: intersection ratio 0.1. */
export const SCROLL_IN_RATIO = 0.1;

let reducedMotion: MediaQueryList | undefined;

/** The visitor's preference, live, from one query list (a page of animated blocks asks once per block). */
const reducesMotion = () =>
  typeof matchMedia === 'function' && (reducedMotion ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;

const watcher = inViewWatcher({ threshold: SCROLL_IN_RATIO });
const reveal = (element: Element) => element.classList.add('is-visible');

type Animation = v.InferOutput<typeof scrollInOptions>['animation'];
/** The class of each animation, made once (a page may animate hundreds of blocks). */
const animationClasses = new Map<Animation, string>();
const classOf = (animation: Animation) => {
  let name = animationClasses.get(animation);
  if (!name) animationClasses.set(animation, (name = `rt-scroll-in--${animation}`));
  return name;
};

/** One cleanup for every block: it needs nothing but the element. */
function unmount(element: HTMLElement): void {
  watcher.unwatch(element);
  element.classList.remove('rt-scroll-in', 'is-visible', ...animationClasses.values());
}

export function mount(element: HTMLElement, options: v.InferOutput<typeof scrollInOptions>, _context: WidgetContext) {
  if (reducesMotion()) return undefined;
  element.classList.add('rt-scroll-in', classOf(options.animation));
  watcher.watch(element, reveal);
  return unmount;
}
