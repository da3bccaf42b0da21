import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';
import { parseBreakpoints } from './breakpoints.ts';

export const sliderOptions = v.object({
  perView: v.optional(attr.number({ description: 'Slides visible at once.', integer: true, min: 1 }), '1'),
  breakpoints: v.optional(
    v.pipe(
      attr.text({ description: 'Slides per view by maximum width, e.g. "1024:3, 600:2, 480:1".' }),
      v.check((text) => {
        try {
          parseBreakpoints(text);
          return true;
        } catch {
          return false;
        }
      }, 'must be width:slides pairs, e.g. 1024:3, 600:2'),
      v.transform(parseBreakpoints),
    ),
  ),
  autoplay: v.optional(
    attr.number({ description: 'Milliseconds between slides; 0 or absent: no autoplay.', integer: true, min: 0 }),
    '0',
  ),
  loop: v.optional(attr.boolean({ description: 'Infinite (carousel) rather than stopping at the ends.' }), 'false'),
  gap: v.optional(attr.number({ description: 'Gap between slides in pixels.', integer: true, min: 0 }), '16'),
  arrows: v.optional(attr.boolean({ description: 'Previous and next buttons.' }), 'true'),
  dots: v.optional(attr.boolean({ description: 'One button per slide.' }), 'false'),
  label: v.optional(attr.text({ description: 'Accessible name of the slider (a carousel region).' })),
  animation: v.optional(
    attr.choice({ description: 'How slides change: they slide, or the next one fades in.', values: ['slide', 'fade'] }),
    'slide',
  ),
});

export const sliderWidget = defineWidget({
  name: 'slider',
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

export const bannerSliderWidget = defineWidget({
  name: 'banner-slider',
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

export const newsTickerWidget = defineWidget({
  name: 'news-ticker',
  description:
    'The news ticker on Glide markup: one headline at a time, autoplay (data-interval, default 5000 ms) with dots and no arrows, looping; it pauses on hover, on focus and with its pause button, and does not start under reduced motion.',
  options: newsTickerOptions,
  load: () => import('./news-ticker.ts'),
});
