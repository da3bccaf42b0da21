import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const placement = v.optional(
  attr.choice({
    description: 'Preferred side; the other side is used when there is no room (scroll position).',
    values: ['bottom', 'top', 'right', 'left'],
  }),
  'bottom',
);

export const tooltipOptions = v.object({
  tooltip: v.optional(attr.text({ description: 'The tooltip text (default: the title attribute).' })),
  placement: v.optional(
    attr.choice({
      description: 'Preferred side (flips when there is no room).',
      values: ['top', 'bottom', 'right', 'left'],
    }),
    'top',
  ),
});
export type TooltipOptions = OptionsOf<typeof tooltipOptions>;

export const tooltipWidget = defineWidget({
  name: 'tooltip',
  description:
    'A tooltip on its element (a button, link or field): data-tooltip or the title attribute, shown on hover and focus, hidden with Escape, kept while the pointer is on it; it describes the element (aria-describedby).',
  options: tooltipOptions,
  load: () => import('./tooltip.ts'),
});

export const popoverOptions = v.object({
  content: v.optional(attr.text({ description: 'Text of the popover (or put a <template> in the trigger).' })),
  title: v.optional(attr.text({ description: 'Heading of the popover; it also names the popover dialog.' })),
  trigger: v.optional(
    attr.choice({ description: 'click, or hover (click and focus keep working).', values: ['click', 'hover'] }),
    'click',
  ),
  placement,
});
export type PopoverOptions = OptionsOf<typeof popoverOptions>;

export const popoverWidget = defineWidget({
  name: 'popover',
  description:
    'A popover on a trigger button: a non-modal dialog below it (above when there is no room), opened by click or by hover (data-trigger="hover"), closed by Escape, a second click or a click elsewhere; Tab goes from the trigger into it.',
  options: popoverOptions,
  load: () => import('./popover.ts'),
});
