/** The news ticker (runtime spec §9): the slider with autoplay, dots and no arrows, one headline at a time. */
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { newsTickerOptions } from './definition.ts';
import { mountCarousel } from './slider.ts';

export function mount(element: HTMLElement, options: v.InferOutput<typeof newsTickerOptions>, context: WidgetContext) {
  return mountCarousel(
    element,
    {
      perView: 1,
      autoplay: options.interval,
      loop: true,
      gap: 0,
      breakpoints: undefined,
      arrows: false,
      dots: true,
      label: options.label,
      animation: 'slide',
    },
    context,
  );
}
