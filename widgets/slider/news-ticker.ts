/** The news ticker (runtime spec §9): the slider with autoplay, dots and no arrows, one headline at a time. */
import type { WidgetContext } from '../../runtime/registry.ts';
import type { NewsTickerOptions } from './definition.ts';
import { mountCarousel } from './slider.ts';

export function mount(element: HTMLElement, options: NewsTickerOptions, context: WidgetContext) {
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
