import * as v from 'valibot';
import { attr } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const newsCalendarOptions = v.object({
  categoryIds: attr.text({ description: 'News category ids, comma separated (as in the calendar path).' }),
  displayChildren: v.optional(attr.boolean({ description: 'Include the posts of child categories.' }), 'false'),
  postsPerPage: v.optional(
    attr.number({ description: 'Posts listed under the calendar.', integer: true, min: 1 }),
    '3',
  ),
});

export const newsCalendarWidget = defineWidget({
  name: 'news-calendar',
  description:
    'The news calendar, around the month the CMS rendered: its previous / next month links ([data-news-month], [data-news-year]) load GET {app}/{culture}/widget/news/calendar/{categoryIds}/{displayChildren}/{postsPerPage}/{month}/{year} in place; a day with posts ([data-news-day]) loads GET …/widget/news/newslist/{categoryIds}/{displayChildren}/{postsPerPage}/{year-month-day} into [data-news-posts]. The grid is keyboard operable (arrows, Home, End, Page Up / Page Down for the months, Enter). A failed call shows an inline danger alert (Core.ErrorServer) where the calendar or the list was.',
  options: newsCalendarOptions,
  load: () => import('./news-calendar.ts'),
});
