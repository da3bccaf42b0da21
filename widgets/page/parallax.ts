/**
 * Parallax banner (shop spec §9): the banner's layer moves by a quarter of the scroll (speed 4), only above the
 * large breakpoint, and not at all for visitors who reduce motion. Scrolling is read once per frame, and only
 * while the banner is on screen. Its background image follows the width tiers 576, 768 and 1201 px (runtime spec §9),
 * so a phone never downloads the desktop picture.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import type { ParallaxOptions } from './definition.ts';
import { PARALLAX_TIERS, cssUrl, parallaxImage, parallaxOffset, type ParallaxImages } from './parallax-rules.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { onWidthSettled } from '../shared/width-settled.ts';

/**
 * Shows on `layer` the background image of the widest width tier reached, from the site only (another host's
 * address is left out, one console warning), and again each time the window crosses a tier. None named: nothing
 * is changed. Only the image shown is downloaded; the layer keeps the theme's size.
 */
function followImageTiers(layer: HTMLElement, options: ParallaxImages, signal: AbortSignal): void {
  const images: ParallaxImages = {};
  for (const key of ['image', ...PARALLAX_TIERS.map((tier) => `image-${tier}` as const)] as const) {
    const url = options[key];
    images[key] = url ? (sameOriginPath(url) ?? undefined) : undefined;
  }
  if (!parallaxImage(Infinity, images)) return;
  const queries = PARALLAX_TIERS.map((tier) => matchMedia(`(min-width: ${tier}px)`));
  const show = () => {
    const width = PARALLAX_TIERS.find((_, index) => queries[index]?.matches) ?? 0;
    const image = parallaxImage(width, images);
    if (image) layer.style.setProperty('background-image', cssUrl(image));
    else layer.style.removeProperty('background-image');
  };
  for (const query of queries) query.addEventListener('change', show, { signal });
  signal.addEventListener('abort', () => layer.style.removeProperty('background-image'));
  show();
}

export function mount(element: HTMLElement, options: ParallaxOptions, { signal }: WidgetContext) {
  const layer = element.querySelector<HTMLElement>('[data-parallax-layer]') ?? element;
  followImageTiers(layer, options, signal);
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
