import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const scrollInOptions = v.object({
  animation: v.optional(
    attr.choice({
      description: 'How the block comes in.',
      values: ['fade-in', 'fade-in-slide', 'fade-in-scale', 'fade-in-right', 'fade-in-left'],
    }),
    'fade-in',
  ),
});
export type ScrollInOptions = OptionsOf<typeof scrollInOptions>;

export const scrollInWidget = defineWidget({
  name: 'scroll-in',
  description:
    'A block shown with an animation (fade-in, fade-in-slide, fade-in-scale, fade-in-right, fade-in-left) once a tenth of it is in view, when it gets the class is-visible; shown at once when the visitor reduces motion, and in print. The hidden state is styled on [data-widget-mounted~="scroll-in"]:not(.is-visible).',
  options: scrollInOptions,
  load: () => import('./scroll-in.ts'),
});

export const lazyImageOptions = v.object({
  src: v.optional(attr.text({ description: 'The image address, set when the image comes near the viewport.' })),
  srcset: v.optional(attr.text({ description: 'The responsive image candidates (srcset), set with src.' })),
  sizes: v.optional(attr.text({ description: 'The sizes attribute that goes with srcset.' })),
  background: v.optional(attr.text({ description: 'On a block: its background image, loaded the same way.' })),
});
export type LazyImageOptions = OptionsOf<typeof lazyImageOptions>;

export const lazyImageWidget = defineWidget({
  name: 'lazy-image',
  description:
    'An image (data-src, data-srcset, data-sizes) or a block background (data-background) loaded when it comes within 300 px of the viewport; classes rt-lazy--loading, rt-lazy--loaded and rt-lazy--broken follow it. Put the plain image in a <noscript> next to it. Addresses must be of the site: another host’s (a srcset candidate included) is left out with a console warning, and an image left with none is broken.',
  options: lazyImageOptions,
  load: () => import('./lazy-image.ts'),
});

export const biggerLinkOptions = v.object({
  link: v.optional(
    attr.selector({ description: 'CSS selector of the block\u2019s main link (default: its first link).' }),
  ),
});
export type BiggerLinkOptions = OptionsOf<typeof biggerLinkOptions>;

export const biggerLinkWidget = defineWidget({
  name: 'bigger-link',
  description:
    'Makes a whole block (a card) clickable: a click outside its controls follows its main link, except on selected text and within 500 ms after a scroll.',
  options: biggerLinkOptions,
  load: () => import('./bigger-link.ts'),
});

export const parallaxOptions = v.object({
  speed: v.optional(
    attr.number({ description: 'The layer moves by 1/speed of the scroll (4: a quarter).', min: 1 }),
    '4',
  ),
  from: v.optional(
    attr.number({ description: 'Viewport width in pixels from which the effect applies.', integer: true, min: 0 }),
    '1201',
  ),
  image: v.optional(attr.text({ description: 'The layer’s background image below 576 px wide, and the fallback.' })),
  'image-576': v.optional(attr.text({ description: 'The layer’s background image from 576 px wide.' })),
  'image-768': v.optional(attr.text({ description: 'The layer’s background image from 768 px wide.' })),
  'image-1201': v.optional(attr.text({ description: 'The layer’s background image from 1201 px wide.' })),
});
export type ParallaxOptions = OptionsOf<typeof parallaxOptions>;

export const parallaxWidget = defineWidget({
  name: 'parallax',
  description:
    'A parallax banner: its [data-parallax-layer] (or itself) moves by a quarter of the scroll, only from 1201 px wide and never when the visitor reduces motion. Its background image follows the width tiers 576, 768 and 1201 px: the layer shows the image of the widest tier reached that names one (data-image-1201, data-image-768, data-image-576, else data-image), and only that image is downloaded; it changes when the window crosses a tier. Addresses must be of the site: another host’s is left out with a console warning. Without any, the theme’s background stays.',
  options: parallaxOptions,
  load: () => import('./parallax.ts'),
});
