/** The styled select (runtime spec §2): a select-only combobox in the form-select look, single or multiple. */
import type { StyledSelectOptions } from './definition.ts';
import { mountSelect } from './select-widget.tsx';

export function mount(element: HTMLElement, options: StyledSelectOptions) {
  return mountSelect(element, 'styled', options.maxLabels);
}
