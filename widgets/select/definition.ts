import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

const maxLabels = v.optional(
  attr.number({
    description:
      'A multiple select names up to this many chosen options in its closed control, then shows their count (Core.SelectedCount).',
    integer: true,
    min: 1,
  }),
  '2',
);

export const styledSelectOptions = v.object({ maxLabels });
export type StyledSelectOptions = OptionsOf<typeof styledSelectOptions>;
export const dropdownSelectOptions = v.object({ maxLabels });
export type DropdownSelectOptions = OptionsOf<typeof dropdownSelectOptions>;

export const styledSelectWidget = defineWidget({
  name: 'styled-select',
  reads: ['data-placeholder'],
  description:
    "On a <select> (single or `multiple`): a select-only combobox in the form-select look, keyboard operable (arrows, Home, End, typing a letter, Enter, Escape); a multiple select stays open while options are toggled and shows `data-placeholder` (or its empty first option, or Core.SelectPlaceholder) until one is chosen. The native select stays the form's value: posting and validation are unchanged. Options may carry `data-subtext`.",
  options: styledSelectOptions,
  load: () => import('./styled-select.tsx'),
});

export const dropdownSelectWidget = defineWidget({
  name: 'dropdown-select',
  description:
    "The fake dropdown select, on a <select>: the same select-only combobox drawn as the theme's dropdown (btn dropdown-toggle, dropdown-menu, dropdown-item with `data-subtext` as a second line, the chosen one active). The native select stays the form's value.",
  options: dropdownSelectOptions,
  load: () => import('./dropdown-select.tsx'),
});
