import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const sliderOptions = v.object({
  preset: v.optional(
    attr.choice({
      description:
        'One of the shop\'s named sliders, whose values the other attributes then override: brands (6; 3, 2, 1 at 1024, 600, 480 px), partners (6; 5, 4, 3, 2 at 1199, 991, 767, 575 px; autoplay 2000 ms, infinite, no arrows or dots), product-thumbs (5; 1 at 575 px; gap 8), checkout-thumbs (3; 2, 3, 2 at 1199, 991, 767 px; gap 8; its optional zoom is the lightbox widget on the same hook: data-widget="slider lightbox", each photo in an a[data-lightbox]).',
      values: ['brands', 'partners', 'product-thumbs', 'checkout-thumbs'],
    }),
  ),
  perView: v.optional(
    attr.number({ description: "Slides visible at once (default 1, or the preset's).", integer: true, min: 1 }),
  ),
  breakpoints: v.optional(
    v.pipe(
      attr.text({ description: 'Slides per view by maximum width, e.g. "1024:3, 600:2, 480:1".' }),
      v.check(
        (text) => /^\s*(\d+\s*:\s*\d+\s*(,\s*|$))*$/.test(text),
        'must be width:slides pairs, e.g. 1024:3, 600:2',
      ),
    ),
  ),
  autoplay: v.optional(
    attr.number({
      description: 'Milliseconds between slides; 0 or absent: no autoplay (unless the preset has it).',
      integer: true,
      min: 0,
    }),
  ),
  loop: v.optional(
    attr.boolean({ description: 'Infinite (carousel) rather than stopping at the ends (default false).' }),
  ),
  gap: v.optional(attr.number({ description: 'Gap between slides in pixels (default 16).', integer: true, min: 0 })),
  arrows: v.optional(attr.boolean({ description: 'Previous and next buttons (default true).' })),
  dots: v.optional(attr.boolean({ description: 'One button per slide (default false).' })),
  label: v.optional(attr.text({ description: 'Accessible name of the slider (a carousel region).' })),
  animation: v.optional(
    attr.choice({ description: 'How slides change: they slide, or the next one fades in.', values: ['slide', 'fade'] }),
    'slide',
  ),
});
export type SliderOptions = OptionsOf<typeof sliderOptions>;

export const sliderWidget = defineWidget({
  name: 'slider',
  notInside: ['slider', 'banner-slider', 'news-ticker'],
  description:
    'A carousel on Glide markup (.glide__track > .glide__slides > li): slides per view with breakpoints, optional autoplay that pauses on hover, on focus and with its own pause button (and does not start with reduced motion), arrows and dots as buttons; slides out of view are hidden from keyboard and screen readers.',
  options: sliderOptions,
  load: () => import('./slider.ts'),
});

/**
 * The CMS's banner slider (runtime spec §3 "Banner slider options"): its own attribute names, mapped onto the slider.
 * `duration` enables autoplay and gives the interval, `animation="Fade"` fades, `navigationcontrol` shows dots and
 * `directioncontrol` arrows.
 */
export const bannerSliderOptions = v.object({
  duration: v.optional(
    attr.number({
      description: 'Milliseconds between banners; enables autoplay (0 or absent: none).',
      integer: true,
      min: 0,
    }),
    '0',
  ),
  animation: v.optional(
    v.pipe(
      attr.text({ description: 'Fade to fade from one banner to the next; anything else slides.' }),
      v.transform((text) => (text.trim().toLowerCase() === 'fade' ? ('fade' as const) : ('slide' as const))),
    ),
    'Slide',
  ),
  navigationcontrol: v.optional(attr.boolean({ description: 'Dots, one per banner.' }), 'false'),
  directioncontrol: v.optional(attr.boolean({ description: 'Previous and next arrows.' }), 'false'),
  label: v.optional(attr.text({ description: 'Accessible name of the banner slider.' })),
});
export type BannerSliderOptions = OptionsOf<typeof bannerSliderOptions>;

export const bannerSliderWidget = defineWidget({
  name: 'banner-slider',
  notInside: ['slider', 'banner-slider', 'news-ticker'],
  description:
    'The CMS banner slider on Glide markup: data-duration (autoplay interval in ms), data-animation="Fade", data-navigationcontrol (dots), data-directioncontrol (arrows); one banner at a time, looping, with the pause button, hover and focus pauses and reduced-motion rule.',
  options: bannerSliderOptions,
  load: () => import('./banner-slider.ts'),
});

export const newsTickerOptions = v.object({
  interval: v.optional(
    attr.number({ description: 'Milliseconds between headlines.', integer: true, min: 1000 }),
    '5000',
  ),
  label: v.optional(attr.text({ description: 'Accessible name of the ticker (a carousel region).' })),
});
export type NewsTickerOptions = OptionsOf<typeof newsTickerOptions>;

export const newsTickerWidget = defineWidget({
  name: 'news-ticker',
  notInside: ['slider', 'banner-slider', 'news-ticker'],
  description:
    'The news ticker on Glide markup: one headline at a time, autoplay (data-interval, default 5000 ms) with dots and no arrows, looping; it pauses on hover, on focus and with its pause button, and does not start under reduced motion.',
  options: newsTickerOptions,
  load: () => import('./news-ticker.ts'),
});
