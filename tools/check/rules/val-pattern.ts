import type { CheckRule } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { isField } from '../validation-markup.ts';

export const valPattern: CheckRule = {
  id: 'val-pattern',
  severity: 'error',
  summary: 'a pattern attribute that does not compile',
  details: `A \`pattern\` (or \`data-rule-pattern\`) that does not compile once anchored as the runtime and the browser
anchor it, \`^(?:pattern)$\`: the runtime would skip the rule.`,
  example: {
    wrong: '<form><input name="Zip" pattern="(\\d{4}"></form>',
    right: '<form><input name="Zip" pattern="(\\d{4})"></form>',
  },
  check({ page }, report) {
    for (const field of page.elements.filter(isField))
      for (const attribute of ['pattern', 'data-rule-pattern']) {
        const source = field.attribs[attribute];
        if (source === undefined || holdsServerExpression(source)) continue;
        try {
          new RegExp(`^(?:${source})$`);
        } catch (error) {
          report(field, attribute, `${attribute} does not compile: ${(error as Error).message}.`);
        }
      }
  },
};
