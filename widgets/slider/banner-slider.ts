/** The CMS banner slider: its options mapped onto the slider widget (one banner at a time, rewinding). */
import type { WidgetContext } from '../../runtime/registry.ts';
import type { BannerSliderOptions } from './definition.ts';
import { mountCarousel } from './slider.ts';

export function mount(element: HTMLElement, options: BannerSliderOptions, context: WidgetContext) {
  return mountCarousel(
    element,
    {
      perView: 1,
      autoplay: options.duration,
      loop: true,
      gap: 0,
      breakpoints: undefined,
      arrows: options.directioncontrol,
      dots: options.navigationcontrol,
      label: options.label,
      animation: options.animation,
    },
    context,
  );
}
