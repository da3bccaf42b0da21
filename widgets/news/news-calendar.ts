/**
 * The news calendar (runtime spec §2, §7, §8, §9): previous / next month and a day's posts load in place from the
 * CMS's widget endpoints (HTML fragments of the site itself); the grid is keyboard operable with one tab stop
 * (roving tabindex); a failed call shows an inline danger alert with the core error text where the calendar or
 * the list was.
 */
import { request } from '../../runtime/http.ts';
import { dangerAlert, nodesOf, showsAlert } from './news-fragments.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { newsCalendarOptions } from './definition.ts';
import { gridMove } from './grid-keys.ts';
import type * as v from 'valibot';

type Options = v.InferOutput<typeof newsCalendarOptions>;

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const { app, culture } = runtime.config;
  const ids = options.categoryIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .join(',');
  const base = `${culture}/widget/news`;
  const params = `${encodeURIComponent(ids)}/${options.displayChildren}/${options.postsPerPage}`;
  let focusedDay: string | undefined;

  const cells = () => Array.from(element.querySelectorAll<HTMLTableCellElement>('[role=grid] tbody td'));
  const dayOf = (cell: HTMLTableCellElement) => cell.querySelector<HTMLElement>('a, span');

  /** One tab stop in the grid: the focused day, else the first day with posts, else the first day. */
  const setTabStop = (target?: HTMLElement) => {
    const days = cells()
      .map(dayOf)
      .filter((day): day is HTMLElement => day !== null);
    const chosen =
      target ??
      (focusedDay ? days.find((day) => day.dataset.newsDay === focusedDay) : undefined) ??
      days.find((day) => day.dataset.newsDay) ??
      days[0];
    for (const day of days) day.tabIndex = day === chosen ? 0 : -1;
    return chosen;
  };

  const load = async (url: string, into: HTMLElement, key: string): Promise<boolean> => {
    into.setAttribute('aria-busy', 'true');
    try {
      const html = await request(appUrl(app, url), { expect: 'html', key, signal, handleErrors: false });
      into.replaceChildren(...nodesOf(html));
      return true;
    } catch (error) {
      if (showsAlert(error, signal)) into.replaceChildren(dangerAlert());
      return false;
    } finally {
      into.removeAttribute('aria-busy');
    }
  };

  const loadMonth = async (month: string, year: string, focus: 'title' | 'grid') => {
    if (!(await load(`${base}/calendar/${params}/${month}/${year}`, element, 'news-calendar'))) return;
    const stop = setTabStop();
    if (focus === 'grid' && stop) stop.focus();
    else element.querySelector<HTMLElement>('h2, h3')?.focus();
  };

  const loadDay = async (day: string) => {
    const list = element.querySelector<HTMLElement>('[data-news-posts]');
    if (!list) return;
    focusedDay = day;
    await load(`${base}/newslist/${params}/${day}`, list, 'news-list');
  };

  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = (event.target as Element).closest<HTMLElement>('[data-news-month], [data-news-day]');
      if (!target || !element.contains(target)) return;
      event.preventDefault();
      const { newsMonth, newsYear, newsDay } = target.dataset;
      if (newsDay) {
        setTabStop(target);
        void loadDay(newsDay);
      } else if (newsMonth && newsYear) void loadMonth(newsMonth, newsYear, 'title');
    },
    { signal },
  );

  element.addEventListener(
    'keydown',
    (event) => {
      const day = (event.target as Element).closest<HTMLElement>('[role=grid] td a, [role=grid] td span');
      if (!day || event.altKey || event.ctrlKey || event.metaKey) return;
      const all = cells();
      const from = all.findIndex((cell) => cell.contains(day));
      const move = gridMove(
        event.key,
        from,
        all.map((cell) => dayOf(cell) !== null),
      );
      if (event.key === 'Enter' || event.key === ' ') {
        if (day.dataset.newsDay) {
          event.preventDefault();
          void loadDay(day.dataset.newsDay);
        }
        return;
      }
      if (!move) return;
      event.preventDefault();
      if ('cell' in move) {
        const next = dayOf(all[move.cell]!);
        if (next) setTabStop(next)?.focus();
        return;
      }
      const links = Array.from(element.querySelectorAll<HTMLElement>('[data-news-month]'));
      const chosen = move.month < 0 ? links[0] : links.at(-1);
      const { newsMonth, newsYear } = chosen?.dataset ?? {};
      if (newsMonth && newsYear) void loadMonth(newsMonth, newsYear, 'grid');
    },
    { signal },
  );

  setTabStop();
  return undefined;
}
