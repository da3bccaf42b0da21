import { noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const cookiePolicyWidget = defineWidget({
  name: 'cookie-policy',
  description:
    "The cookie policy notice: shown (its `hidden` removed) until the visitor presses its [data-cookie-policy-accept] button, remembered for 8760 hours in the cookie <cms>_cookiepolicy. Serve it without `hidden` when the request has no such cookie: it is then drawn with the page, not after boot (a notice shown late becomes the page's largest paint).",
  options: noOptions,
  load: () => import('./cookie-policy.ts'),
});
export type CookiePolicyOptions = OptionsOf<typeof noOptions>;
