import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const datePickerOptions = v.object({
  min: v.optional(
    attr.text({ description: "First day that can be picked, ISO (2026-12-01); default: the field's `min` attribute." }),
  ),
  max: v.optional(
    attr.text({ description: "Last day that can be picked, ISO (2027-03-31); default: the field's `max` attribute." }),
  ),
});
export type DatePickerOptions = OptionsOf<typeof datePickerOptions>;

export const datePickerWidget = defineWidget({
  name: 'date-picker',
  description:
    "On a text field holding a short date (the culture's dd/mm/yyyy, as data-val-date accepts it): a calendar button after the field (inside its .input-group when there is one) opening a modal dialog next to the field with a month grid (react-day-picker, loaded on first opening): arrows, Page Up / Page Down (month), Home / End (week), Enter picks and writes the field; Escape, the close button or a click outside close it; focus returns to the button. Days outside min / max cannot be picked. Typing stays possible.",
  options: datePickerOptions,
  load: () => import('./date-picker.ts'),
});
