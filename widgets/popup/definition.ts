import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const popupOptions = v.object({
  popupId: attr.text({ description: 'The item id (Id of the popup/banner model), remembered once dismissed.' }),
  kind: v.optional(
    attr.choice({
      description: 'A modal shown after the delay, or a banner shown at once.',
      values: ['modal', 'banner'] as const,
    }),
    'modal',
  ),
  delay: v.optional(attr.number({ description: 'Milliseconds before a modal shows.', integer: true, min: 0 }), '3000'),
  title: v.optional(attr.text({ description: 'Title of the modal (default: the first heading inside).' })),
});
export type PopupOptions = OptionsOf<typeof popupOptions>;

export const popupWidget = defineWidget({
  name: 'popup',
  description:
    'A popup: a hidden element whose <template> shows as a modal 3000 ms after load (data-kind="modal") or at once as a banner (data-kind="banner": the element itself, showing its <template> content or its own, with a close button); once closed it is remembered (cookie <cms>_popups, 9999 days) and not shown again. Hooks in the <template> mount once it is shown: a countdown (data-widget="countdown" with the EndDatetime) reloads the page at its end.',
  options: popupOptions,
  load: () => import('./popup.ts'),
});
