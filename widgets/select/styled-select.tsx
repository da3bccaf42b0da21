/** The styled select (runtime spec §2): a select-only combobox in the form-select look, single or multiple. */
import type * as v from 'valibot';
import type { styledSelectOptions } from './definitions.ts';
import { mountSelect } from './select-widget.tsx';

export function mount(element: HTMLElement, options: v.InferOutput<typeof styledSelectOptions>) {
  return mountSelect(element, 'styled', options.maxLabels);
}
