/**
 * Parallax banner (shop spec §9): the banner's layer moves by a quarter of the scroll (speed 4), only above the
 * large breakpoint, and not at all for visitors who reduce motion. Scrolling is read once per frame, and only
 * while the banner is on screen.
 */
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { parallaxOptions } from './definitions.ts';
import { parallaxOffset } from './parallax-rules.ts';
import { onWidthSettled } from '../shared/width-settled.ts';

export function mount(element: HTMLElement, options: v.InferOutput<typeof parallaxOptions>, { signal }: WidgetContext) {
  const layer = element.querySelector<HTMLElement>('[data-parallax-layer]') ?? element;
  const applies = matchMedia(`(min-width: ${options.from}px) and (prefers-reduced-motion: no-preference)`);
  let onScreen = false;
  let frame = 0;

  const update = () => {
    frame = 0;
    if (!applies.matches) {
      layer.style.removeProperty('transform');
      return;
    }
    const offset = parallaxOffset(element.getBoundingClientRect().top, options.speed);
    layer.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
  };
  const schedule = () => {
    if (onScreen && !frame) frame = requestAnimationFrame(update);
  };

  const observer = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? false;
    schedule();
  });
  observer.observe(element);
  element.classList.add('rt-parallax');
  window.addEventListener('scroll', schedule, { passive: true, signal });
  applies.addEventListener('change', update, { signal });
  // The banner's place changes with the width: its layer follows 150 ms after the width settles (runtime spec §9).
  onWidthSettled(element, update, signal);
  update();

  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    element.classList.remove('rt-parallax');
    layer.style.removeProperty('transform');
  };
}
