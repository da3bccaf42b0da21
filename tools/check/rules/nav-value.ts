import { NAVIGATION } from '../navigation.ts';
import type { CheckRule } from '../rule.ts';
import { holdsServerExpression, nearest } from '../text.ts';

const CHOICES = NAVIGATION.filter((attribute) => attribute.values !== undefined);

export const navValue: CheckRule = {
  id: 'nav-value',
  severity: 'error',
  summary: 'a navigation attribute (data-modal-size, data-prefetch) with a value the runtime ignores',
  details: `A navigation attribute of README with a value the runtime does not act on: \`data-modal-size\` is \`sm\`, \`md\`,
\`lg\` or \`xl\` (any other opens a \`lg\` dialog), \`data-prefetch\` is \`false\` (any other still fetches ahead).`,
  example: {
    wrong: '<a data-modal data-modal-size="huge" href="/fr/x">x</a>',
    right: '<a data-modal data-modal-size="xl" href="/fr/x">x</a>',
    message: 'data-modal-size="huge" is none of "sm", "md", "lg", "xl".',
  },
  check({ page }, report) {
    for (const element of page.elements)
      for (const { name, values = [] } of CHOICES) {
        const value = element.attribs[name];
        if (value === undefined || values.includes(value) || holdsServerExpression(value)) continue;
        const suggestion = nearest(value.toLowerCase(), values);
        const list = values.map((one) => `"${one}"`).join(', ');
        report(
          element,
          name,
          `${name}="${value}" is none of ${list}${suggestion ? `: did you mean "${suggestion}"?` : '.'}`,
        );
      }
  },
};
