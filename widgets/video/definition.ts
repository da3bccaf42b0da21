import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const videoBannerOptions = v.object({
  autoplay: v.optional(
    attr.boolean({ description: 'Play (muted) while the banner is in view, unless the visitor reduces motion.' }),
    'true',
  ),
});
export type VideoBannerOptions = OptionsOf<typeof videoBannerOptions>;

export const videoBannerWidget = defineWidget({
  name: 'video-banner',
  description:
    'A muted looping <video> banner: plays while at least half of it is in view (not with reduced motion), pauses out of view, and has its own pause / play button (WCAG 2.2.2).',
  options: videoBannerOptions,
  load: () => import('./video-banner.ts'),
});
