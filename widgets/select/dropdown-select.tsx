/** The fake dropdown select (runtime spec §2): the same select-only combobox, drawn as the theme's dropdown button. */
import type { DropdownSelectOptions } from './definition.ts';
import { mountSelect } from './select-widget.tsx';

export function mount(element: HTMLElement, options: DropdownSelectOptions) {
  return mountSelect(element, 'dropdown', options.maxLabels);
}
