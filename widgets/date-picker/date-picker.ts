/**
 * The date picker's button (plain DOM, cheap at mount). The calendar, with its library, is a chunk of its own,
 * loaded the first time the visitor opens it.
 */
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { DatePickerOptions } from './definition.ts';

const loadCalendar = () => import('./calendar-dialog.tsx');

const ICON =
  '<svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16"><path fill="currentColor" d="M4 0h1v2h6V0h1v2h2.5A1.5 1.5 0 0 1 16 3.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 14.5v-11A1.5 1.5 0 0 1 1.5 2H4zM1 6v8.5a.5.5 0 0 0 .5.5h13a.5.5 0 0 0 .5-.5V6zm2 2h2v2H3zm4 0h2v2H7zm4 0h2v2h-2zm-8 3h2v2H3zm4 0h2v2H7z"/></svg>';

export function mount(element: HTMLElement, options: DatePickerOptions, { signal, runtime }: WidgetContext) {
  if (!(element instanceof HTMLInputElement)) {
    console.error('[runtime] The date-picker hook goes on a text <input>.', element);
    return undefined;
  }
  const input = element;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline-secondary rt-date-picker__toggle';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  const label = input.labels?.[0]?.textContent?.replace(/\*/g, '').trim();
  button.setAttribute('aria-label', label ? `${t('Core.ChooseDate')} (${label})` : t('Core.ChooseDate'));
  button.innerHTML = ICON;
  const group = input.parentElement?.classList.contains('input-group') ? input.parentElement : null;
  if (group) group.append(button);
  else input.after(button);

  let opening = false;
  const syncDisabled = () => {
    button.disabled = input.disabled || input.readOnly;
  };
  syncDisabled();
  const observer = new MutationObserver(syncDisabled);
  observer.observe(input, { attributes: true, attributeFilter: ['disabled', 'readonly'] });

  button.addEventListener(
    'click',
    () => {
      if (opening) return;
      opening = true;
      button.setAttribute('aria-busy', 'true');
      runtime.chunks
        .load('date-picker calendar', loadCalendar, loadCalendar)
        .then(async ({ openCalendar, calendarStyles }) => {
          await calendarStyles;
          if (signal.aborted) return;
          const request = {
            input,
            button,
            culture: runtime.config.culture,
            min: options.min ?? input.getAttribute('min') ?? undefined,
            max: options.max ?? input.getAttribute('max') ?? undefined,
            onOpen: () => {
              button.removeAttribute('aria-busy');
              button.setAttribute('aria-expanded', 'true');
            },
          };
          // The widget's signal closes the calendar when the field leaves the page.
          await openCalendar(request, signal);
        })
        .catch((error: unknown) => runtime.errors.report(error))
        .finally(() => {
          opening = false;
          button.removeAttribute('aria-busy');
          button.setAttribute('aria-expanded', 'false');
        });
    },
    { signal },
  );

  return () => {
    observer.disconnect();
    button.remove();
  };
}
