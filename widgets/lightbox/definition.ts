import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const lightboxOptions = v.object({
  items: v.optional(
    attr.selector({ description: 'Selector of the links to the large images, inside the hook.' }),
    'a[href][data-width], a[href][data-lightbox]',
  ),
  slideshow: v.optional(
    attr.boolean({ description: 'A play / pause button runs a slideshow (news gallery).' }),
    'false',
  ),
  interval: v.optional(
    attr.number({ description: 'Milliseconds between slides of the slideshow.', integer: true, min: 1000 }),
    '5000',
  ),
  transition: v.optional(
    attr.number({ description: 'Milliseconds of the opening and closing animation.', integer: true, min: 0 }),
    '300',
  ),
  slideshowTransition: v.optional(
    attr.number({ description: 'Milliseconds of the slideshow’s cross-fade.', integer: true, min: 0 }),
    '500',
  ),
  preload: v.optional(
    attr.number({ description: 'Images loaded ahead on each side of the one shown.', integer: true, min: 0 }),
    '2',
  ),
  label: v.optional(attr.text({ description: 'Accessible name of the lightbox dialog (else the images’ word).' })),
});
export type LightboxOptions = OptionsOf<typeof lightboxOptions>;

export const lightboxWidget = defineWidget({
  name: 'lightbox',
  notInside: ['lightbox'],
  description:
    'Zoomable images (news detail) and the news gallery: the links matched by data-items (default a[data-width], a[data-lightbox]; data-width / data-height give the large image’s size, else it is measured) open PhotoSwipe, loaded on the first click with its stylesheet. Pinch, double tap, the zoom button, z, + and − zoom; arrows move; Escape closes and focus goes back to the link. data-slideshow adds a play / pause button (data-interval 5000 ms between slides, data-slideshow-transition 500 ms fade); data-transition (300 ms) opens and closes, data-preload (2) images are loaded ahead. Under reduced motion nothing animates.',
  options: lightboxOptions,
  load: () => import('./lightbox.ts'),
});
