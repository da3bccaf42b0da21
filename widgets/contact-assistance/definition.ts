import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const contactAssistanceOptions = v.object({
  wrapper: v.optional(
    attr.selector({
      description:
        'CSS selector of the block around each field (label, control, message) that is hidden with it: the nearest ancestor of the control that matches.',
    }),
    '.form-group, .mb-3, .form-check',
  ),
});
export type ContactAssistanceOptions = OptionsOf<typeof contactAssistanceOptions>;

export const contactAssistanceWidget = defineWidget({
  name: 'contact-assistance',
  description:
    'The contact assistance form (shop spec §4), on the <form> holding FormField21–52: shows the fields the chosen values call for, hides and empties the others (disabled, so they are neither validated nor sent, and empty when shown again); FormField52 and FormField38 reset whenever FormField25 changes; the first option of each select is disabled. Render the dynamic blocks with `hidden` so nothing moves while the page loads.',
  options: contactAssistanceOptions,
  load: () => import('./contact-assistance.ts'),
});
