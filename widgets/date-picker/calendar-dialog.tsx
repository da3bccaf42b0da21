/**
 * The date picker's calendar (lazy chunk with react-day-picker): a modal <dialog> next to its field holding the
 * month grid (WAI-ARIA date picker dialog: a grid of day buttons, arrows, Page Up / Page Down, Home / End, Enter),
 * in the page's culture. Picking a day writes the field in the short date the validation rule reads, fires its
 * input and change events and closes; Escape, the close button or a click outside close without a change.
 * Focus goes back to the calendar button.
 */
import { DayPicker, type Matcher } from 'react-day-picker';
import { fr, nlBE } from 'react-day-picker/locale';
import { useState } from 'react';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import type { Culture } from '../../validation/rule.ts';
import { mountIsland } from '../react-islands.tsx';
import stylesheet from './calendar-dialog.css?url';
import { openingMonth, readIsoDay, readShortDate, writeShortDate } from './short-date.ts';

/** The calendar's own stylesheet, added with this chunk; settles once it applies (or failed, with a warning). */
export const calendarStyles = loadStylesheet(new URL(stylesheet, import.meta.url).href);

interface CalendarRequest {
  input: HTMLInputElement;
  button: HTMLButtonElement;
  culture: Culture;
  min?: string;
  max?: string;
  onClosed: () => void;
}

interface CalendarProps {
  chosen: Date | undefined;
  month: Date;
  min?: Date;
  max?: Date;
  culture: Culture;
  titleId: string;
  onPick: (day: Date) => void;
  onClose: () => void;
}

function Calendar({ chosen, month, min, max, culture, titleId, onPick, onClose }: CalendarProps) {
  const [shown, setShown] = useState(month);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  return (
    <div className="rt-date-picker__body">
      <h2 className="rt-visually-hidden" id={titleId}>
        {t('Core.ChooseDate')}
      </h2>
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
      <div className="rt-date-picker__footer">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          {t('Core.Close')}
        </button>
      </div>
    </div>
  );
}

/** Places the dialog under the field (above it when the room below is short), inside the viewport. */
function place(dialog: HTMLDialogElement, anchor: Element): void {
  const box = anchor.getBoundingClientRect();
  const width = dialog.offsetWidth;
  const height = dialog.offsetHeight;
  const below = box.bottom + 4;
  const top = below + height <= innerHeight || box.top - 4 - height < 0 ? below : box.top - 4 - height;
  dialog.style.top = `${Math.max(8, Math.min(top, innerHeight - height - 8))}px`;
  dialog.style.left = `${Math.max(8, Math.min(box.left, innerWidth - width - 8))}px`;
}

let opened = 0;

/** Opens the calendar for a field; returns the function that closes it. */
export function openCalendar({ input, button, culture, min, max, onClosed }: CalendarRequest): () => void {
  const dialog = document.createElement('dialog');
  dialog.className = 'rt-date-picker';
  const titleId = `rt-date-picker-title-${++opened}`;
  dialog.setAttribute('aria-labelledby', titleId);
  document.body.append(dialog);
  const first = readIsoDay(min);
  const last = readIsoDay(max);
  const chosen = readShortDate(input.value, culture);

  let closed = false;
  let unmount: () => void = () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    dialog.close();
    unmount();
    dialog.remove();
    removeEventListener('resize', reposition);
    onClosed();
    button.focus();
  };
  const pick = (day: Date) => {
    input.value = writeShortDate(day);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    close();
  };
  const anchor = input.closest('.input-group') ?? input;
  const reposition = () => place(dialog, anchor);

  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  addEventListener('resize', reposition);

  unmount = mountIsland(
    dialog,
    <Calendar
      chosen={chosen}
      month={openingMonth(chosen, new Date(), first, last)}
      min={first}
      max={last}
      culture={culture}
      titleId={titleId}
      onPick={pick}
      onClose={close}
    />,
  );
  dialog.showModal();
  reposition();
  // Once the grid is drawn its size is known.
  requestAnimationFrame(reposition);
  return close;
}
