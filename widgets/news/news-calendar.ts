/**
 * The news calendar (runtime spec §2, §7, §8, §9): previous / next month and a day's posts load in place from the
 * CMS's widget endpoints (HTML fragments of the site itself); the grid is keyboard operable with one tab stop
 * (roving tabindex); a failed call shows an inline danger alert with the core error text where the calendar or
 * the list was.
 */
import { request } from '../../runtime/http.ts';
import { dangerAlert, showsAlert } from './news-fragments.ts';
import { nodesOf } from '../../runtime/parsed-html.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { NewsCalendarOptions as Options } from './definition.ts';
import { gridMove } from './grid-keys.ts';
import { delegate } from '../../runtime/dom.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

/** One calendar on the page: where it is, where it loads from, and the day whose posts are shown. */
interface Calendar {
  element: HTMLElement;
  signal: AbortSignal;
  app: string;
  /** `{base}/{kind}/{categoryIds}/{displayChildren}/{postsPerPage}/{rest}`, the CMS's calendar and list paths. */
  path(kind: 'calendar' | 'newslist', rest: string): string;
  focusedDay?: string;
}

const cellsOf = (calendar: Calendar) =>
  Array.from(calendar.element.querySelectorAll<HTMLTableCellElement>('[role=grid] tbody td'));
const dayOf = (cell: HTMLTableCellElement) => cell.querySelector<HTMLElement>('a, span');

/** One tab stop in the grid: the focused day, else the first day with posts, else the first day. */
function setTabStop(calendar: Calendar, target?: HTMLElement): HTMLElement | undefined {
  const days = cellsOf(calendar)
    .map(dayOf)
    .filter((day): day is HTMLElement => day !== null);
  const chosen =
    target ??
    (calendar.focusedDay ? days.find((day) => day.dataset.newsDay === calendar.focusedDay) : undefined) ??
    days.find((day) => day.dataset.newsDay) ??
    days[0];
  for (const day of days) day.tabIndex = day === chosen ? 0 : -1;
  return chosen;
}

/** Replaces `into` with the fragment at `url`, or with the danger alert; whether it loaded. */
async function loadInto(calendar: Calendar, url: string, into: HTMLElement, key: string): Promise<boolean> {
  const { app, signal } = calendar;
  into.setAttribute('aria-busy', 'true');
  try {
    const html = await request(appUrl(app, url), { expect: 'html', key, signal, handleErrors: false });
    into.replaceChildren(nodesOf(html));
    return true;
  } catch (error) {
    if (showsAlert(error, signal)) into.replaceChildren(dangerAlert(error));
    return false;
  } finally {
    into.removeAttribute('aria-busy');
  }
}

/** Another month in place; the focus goes to its title, or into its grid when the keyboard asked for it. */
async function loadMonth(calendar: Calendar, month: string, year: string, focus: 'title' | 'grid'): Promise<void> {
  const url = calendar.path('calendar', `${month}/${year}`);
  if (!(await loadInto(calendar, url, calendar.element, 'news-calendar'))) return;
  const stop = setTabStop(calendar);
  if (focus === 'grid' && stop) stop.focus();
  else calendar.element.querySelector<HTMLElement>('h2, h3')?.focus();
}

/** A day's posts into the list under the calendar. */
async function loadDay(calendar: Calendar, day: string): Promise<void> {
  const list = calendar.element.querySelector<HTMLElement>('[data-news-posts]');
  if (!list) return;
  calendar.focusedDay = day;
  await loadInto(calendar, calendar.path('newslist', day), list, 'news-list');
}

/** A plain click on a month link or a day loads it in place. */
function onCalendarClick(calendar: Calendar, event: MouseEvent): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = delegate<HTMLElement>(event, '[data-news-month], [data-news-day]');
  if (!target || !calendar.element.contains(target)) return;
  event.preventDefault();
  const { newsMonth, newsYear, newsDay } = target.dataset;
  if (newsDay) {
    setTabStop(calendar, target);
    void loadDay(calendar, newsDay);
  } else if (newsMonth && newsYear) void loadMonth(calendar, newsMonth, newsYear, 'title');
}

/** The grid's keys: Enter or Space loads the day's posts, the others move the focus (grid-keys.ts). */
function onGridKey(calendar: Calendar, event: KeyboardEvent): void {
  const day = delegate<HTMLElement>(event, '[role=grid] td a, [role=grid] td span');
  if (!day || event.altKey || event.ctrlKey || event.metaKey) return;
  const all = cellsOf(calendar);
  const from = all.findIndex((cell) => cell.contains(day));
  const move = gridMove(
    event.key,
    from,
    all.map((cell) => dayOf(cell) !== null),
  );
  if (event.key === 'Enter' || event.key === ' ') {
    if (day.dataset.newsDay) {
      event.preventDefault();
      void loadDay(calendar, day.dataset.newsDay);
    }
    return;
  }
  if (!move) return;
  event.preventDefault();
  if ('cell' in move) {
    const next = dayOf(all[move.cell]!);
    if (next) setTabStop(calendar, next)?.focus();
    return;
  }
  const links = Array.from(calendar.element.querySelectorAll<HTMLElement>('[data-news-month]'));
  const chosen = move.month < 0 ? links[0] : links.at(-1);
  const { newsMonth, newsYear } = chosen?.dataset ?? {};
  if (newsMonth && newsYear) void loadMonth(calendar, newsMonth, newsYear, 'grid');
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const { app, culture } = runtime.config;
  const ids = options.categoryIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .join(',');
  const params = `${encodeUriPart(ids)}/${options.displayChildren}/${options.postsPerPage}`;
  const calendar: Calendar = {
    element,
    signal,
    app,
    path: (kind, rest) => `${culture}/widget/news/${kind}/${params}/${rest}`,
  };
  element.addEventListener('click', (event) => onCalendarClick(calendar, event), { signal });
  element.addEventListener('keydown', (event) => onGridKey(calendar, event), { signal });
  setTabStop(calendar);
  return undefined;
}
