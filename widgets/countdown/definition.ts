import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const countdownOptions = v.object({
  end: attr.date({ description: 'When the countdown ends.' }),
  onEnd: v.optional(
    attr.choice({ description: 'What happens at the end.', values: ['reload', 'hide', 'none'] as const }),
    'reload',
  ),
  label: v.optional(attr.text({ description: 'Accessible name of the timer, e.g. "Fin de la promotion dans".' })),
});
export type CountdownOptions = OptionsOf<typeof countdownOptions>;

export const countdownWidget = defineWidget({
  name: 'countdown',
  description:
    'Time left until an end date (sales, popups), ticking every second. When the end passes while the page is open, the page reloads (or the element hides); a `countdown:ended` listener that calls preventDefault() runs its own end instead.',
  options: countdownOptions,
  load: () => import('./countdown.ts'),
});
