import type { CheckRule } from '../rule.ts';

/** Found by the crawl (inputs.ts), not in a page: cli.ts reports it. */
export const crawlRule: CheckRule = {
  id: 'crawl',
  severity: 'warning',
  summary: 'a same-site link of a crawled page leads to an answer that failed',
  details: 'A same-site link of a crawled page leads to an answer that failed (404, 500, no answer).',
  example: {
    wrong: '<a href="/fr/no-such-page">Plus</a>',
    right: '<a href="/fr/">Plus</a>',
    crawled: true,
  },
};
