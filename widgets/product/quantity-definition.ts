import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const quantityOptions = v.object({
  plain: v.optional(
    attr.boolean({
      description:
        'A plain number input without bounds: what is not a number counts as 0 and minus is disabled at 0 or less.',
    }),
    'false',
  ),
});

export const quantityWidget = defineWidget({
  name: 'quantity',
  description:
    'Quantity box around one number input: bounds from its min, max (0 = none) and step attributes, corrected 600 ms after typing and at once on change; minus and plus buttons ([data-quantity-step="-1"] / ["1"]) are added when the template has none. Emits quantity:change on the input with each value within bounds.',
  options: quantityOptions,
  load: () => import('./quantity-box.ts'),
});
