/**
 * The date picker's calendar (lazy chunk with react-day-picker): the month grid (WAI-ARIA date picker dialog: a grid
 * of day buttons, arrows, Page Up / Page Down, Home / End, Enter), in the page's culture, in an anchored dialog of
 * the runtime's one shell next to its field (widgets/shared/dialog-island.tsx). Picking a day writes the field in
 * the short date the validation rule reads, fires its input and change events and closes; Escape, the close button
 * or a click outside close without a change. Focus goes back to the calendar button.
 */
import { DayPicker, type Matcher } from 'react-day-picker';
import { fr, nlBE } from 'react-day-picker/locale';
import { useState } from 'react';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import type { Culture } from '../../validation/rule.ts';
import { openDialogBody, showInDialog } from '../shared/dialog-island.tsx';
import stylesheet from './calendar-dialog.css?url';
import { openingMonth, readIsoDay, readShortDate, writeShortDate } from './short-date.ts';

/** The calendar's own stylesheet, added with this chunk; settles once it applies (or failed, with a warning). */
export const calendarStyles = loadStylesheet(new URL(stylesheet, import.meta.url).href);

export interface CalendarRequest {
  input: HTMLInputElement;
  button: HTMLButtonElement;
  culture: Culture;
  min?: string;
  max?: string;
  /** The dialog is open. */
  onOpen: () => void;
}

interface CalendarProps {
  chosen: Date | undefined;
  month: Date;
  min?: Date;
  max?: Date;
  culture: Culture;
  onPick: (day: Date) => void;
}

function Calendar({ chosen, month, min, max, culture, onPick }: CalendarProps) {
  const [shown, setShown] = useState(month);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  return (
    <DayPicker
      mode="single"
      selected={chosen}
      onSelect={(day) => day && onPick(day)}
      month={shown}
      onMonthChange={setShown}
      startMonth={min}
      endMonth={max}
      disabled={disabled}
      locale={culture === 'nl' ? nlBE : fr}
      autoFocus
    />
  );
}

/** Writes a picked day into the field and tells the page, as typing does: validation reads it as typed. */
function writeDay(input: HTMLInputElement, day: Date): void {
  input.value = writeShortDate(day);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Opens the calendar of a field, next to it (its input group, if it is in one); resolves once it has closed, or at
 * once when the dialog layer could not open (the visitor was told). The widget's `signal` closes it.
 */
export async function openCalendar(request: CalendarRequest, signal: AbortSignal): Promise<void> {
  const { input, button, culture } = request;
  const dialog = await openDialogBody({
    title: t('Core.ChooseDate'),
    size: 'sm',
    className: 'rt-date-picker',
    anchor: input.closest('.input-group') ?? input,
  });
  if (!dialog) return;
  request.onOpen();
  const min = readIsoDay(request.min);
  const max = readIsoDay(request.max);
  const chosen = readShortDate(input.value, culture);
  const month = openingMonth(chosen, new Date(), min, max);
  await showInDialog(
    dialog,
    (close) => (
      <Calendar
        {...{ chosen, month, min, max, culture }}
        onPick={(day) => {
          writeDay(input, day);
          close();
        }}
      />
    ),
    signal,
  );
  if (button.isConnected) button.focus();
}
