import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const videoModalOptions = v.object({
  provider: attr.choice({ description: 'The video service.', values: ['youtube', 'vimeo'] }),
  videoId: attr.text({ description: 'The video id on that service (letters, digits, - and _).' }),
  title: v.optional(attr.text({ description: 'Title of the dialog and of the player (default: the link text).' })),
});
export type VideoModalOptions = OptionsOf<typeof videoModalOptions>;

export const videoModalWidget = defineWidget({
  name: 'video-modal',
  description:
    'A YouTube or Vimeo video in a dialog, on a link or button holding a local poster: nothing is loaded from the service until the visitor opens it. The player autoplays in a 16:9 frame; the YouTube player is checked for readiness every 100 ms; closing the dialog stops the video and removes the player. With marketing consent refused, youtube-nocookie.com (YouTube) or dnt=1 (Vimeo) is used.',
  options: videoModalOptions,
  load: () => import('./video-modal.ts'),
});
