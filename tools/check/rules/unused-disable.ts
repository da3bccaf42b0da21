import type { CheckRule } from '../rule.ts';

/** Found after the other rules, from the comments they left unused (check.ts, directives.ts). */
export const unusedDisable: CheckRule = {
  id: 'unused-disable',
  severity: 'warning',
  summary: 'a shop-runtime-disable comment that silences nothing, or names no rule',
  details: `A \`shop-runtime-disable-next-line\` or \`shop-runtime-disable\` comment (HTML or Razor) that silences no finding,
or names a rule that does not exist (the nearest name is suggested): once the markup is fixed, the comment goes too,
so that it cannot hide a new mistake later.`,
  example: {
    wrong:
      '<!-- shop-runtime-disable-next-line widget-attribute -->\n<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-end="reload"></div>',
    right:
      '<!-- shop-runtime-disable-next-line widget-attribute -->\n<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-tracking-id="a7"></div>',
    message: 'This comment silences nothing: no widget-attribute finding on the line it covers.',
  },
};
