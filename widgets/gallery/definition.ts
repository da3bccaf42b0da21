import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const galleryOptions = v.object({
  zoomFrom: v.optional(
    attr.number({ description: 'Width (px) from which hovering the main photo zooms it.', integer: true, min: 0 }),
    '992',
  ),
  spinDelay: v.optional(
    attr.number({ description: 'Milliseconds per frame of the 360° view while it plays.', integer: true, min: 16 }),
    '100',
  ),
});
export type GalleryOptions = OptionsOf<typeof galleryOptions>;

export const productGalleryWidget = defineWidget({
  name: 'product-gallery',
  notInside: ['product-gallery'],
  description:
    'Product photos: [data-gallery-image] thumbnail buttons show their photo in the main image (aria-current on the chosen one); on wide screens hovering the main photo zooms it (data-zoom-src, else the photo); a [data-gallery-360="frame1.jpg, frame2.jpg, …"] block becomes a 360° view that plays (100 ms a frame), pauses, and turns by drag or arrow keys. Every image address must be of the site: another host’s is left out, with a console warning.',
  options: galleryOptions,
  load: () => import('./product-gallery.ts'),
});
