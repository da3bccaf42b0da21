import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const socialShareOptions = v.object({
  networks: v.optional(
    attr.list({ description: 'Networks in order: facebook, x, linkedin, whatsapp, pinterest, email, copy.' }),
    'facebook, x, linkedin, whatsapp, email, copy',
  ),
  text: v.optional(attr.text({ description: 'Text shared with the address (default: the page title).' })),
  url: v.optional(attr.text({ description: 'Address to share (default: the canonical address of the page).' })),
  count: v.optional(attr.number({ description: 'Share count to show, as the CMS knows it.', integer: true, min: 0 })),
  label: v.optional(
    attr.boolean({ description: 'Show network names (otherwise short marks; names stay for screen readers).' }),
    'false',
  ),
});
export type SocialShareOptions = OptionsOf<typeof socialShareOptions>;

export const socialShareWidget = defineWidget({
  name: 'social-share',
  description:
    'Share buttons for the page: network links opening in a new window, e-mail, and copy to the clipboard with a spoken confirmation; optional share count and visible network names. Put a heading or a label in the element; the buttons are appended.',
  options: socialShareOptions,
  load: () => import('./social-share-chunk.ts'),
});
