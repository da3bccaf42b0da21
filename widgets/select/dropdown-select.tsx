/** The fake dropdown select (runtime spec §2): the same select-only combobox, drawn as the theme's dropdown button. */
import type * as v from 'valibot';
import type { dropdownSelectOptions } from './definitions.ts';
import { mountSelect } from './select-widget.tsx';

export function mount(element: HTMLElement, options: v.InferOutput<typeof dropdownSelectOptions>) {
  return mountSelect(element, 'dropdown', options.maxLabels);
}
