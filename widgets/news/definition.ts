import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const newsCalendarOptions = v.object({
  categoryIds: attr.text({ description: 'News category ids, comma separated (as in the calendar path).' }),
  displayChildren: v.optional(attr.boolean({ description: 'Include the posts of child categories.' }), 'false'),
  postsPerPage: v.optional(
    attr.number({ description: 'Posts listed under the calendar.', integer: true, min: 1 }),
    '3',
  ),
});
export type NewsCalendarOptions = OptionsOf<typeof newsCalendarOptions>;

export const newsCalendarWidget = defineWidget({
  name: 'news-calendar',
  description:
    'The news calendar, around the month the CMS rendered: its previous / next month links ([data-news-month], [data-news-year]) load GET {app}/{culture}/widget/news/calendar/{categoryIds}/{displayChildren}/{postsPerPage}/{month}/{year} in place; a day with posts ([data-news-day]) loads GET …/widget/news/newslist/{categoryIds}/{displayChildren}/{postsPerPage}/{year-month-day} into [data-news-posts]. The grid is keyboard operable (arrows, Home, End, Page Up / Page Down for the months, Enter). A failed call shows an inline danger alert (Core.ErrorServer) where the calendar or the list was.',
  options: newsCalendarOptions,
  load: () => import('./news-calendar.ts'),
});

export const newsPostsOptions = v.object({
  layout: v.optional(
    attr.choice({
      description: 'One post under the other (blog), or packed in columns (masonry).',
      values: ['list', 'masonry'],
    }),
    'list',
  ),
  autoload: v.optional(
    attr.boolean({ description: 'Load the next page as its link nears the viewport (endless scroll).' }),
    'true',
  ),
  distance: v.optional(
    attr.number({
      description: 'How near (px below the viewport) the link is when the next page loads.',
      integer: true,
      min: 0,
    }),
    '600',
  ),
});
export type NewsPostsOptions = OptionsOf<typeof newsPostsOptions>;

export const newsPostsWidget = defineWidget({
  name: 'news-posts',
  description:
    'The news post list: [data-news-items] holds the posts, a[data-news-more] (rel="next") links to the next page. The next page loads in place as the link nears the viewport (autoload) or when it is followed (focus to the first new post); its posts are appended and the link takes the next page’s href, or goes away on the last page; [data-news-status] (polite) says how many came. data-layout="masonry" packs the posts in columns (CSS grid rows; the list needs grid-auto-rows). A failed page shows an inline danger alert (Core.ErrorServer); the link stays to retry.',
  options: newsPostsOptions,
  load: () => import('./news-posts.ts'),
});
