import type { CheckRule } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { validatedFields } from '../validation-markup.ts';

/** The rules whose parameter is a regular expression, and that parameter. */
const PATTERNS: readonly (readonly [string, string])[] = [
  ['regex', 'pattern'],
  ['password', 'regex'],
];

export const valRegex: CheckRule = {
  id: 'val-regex',
  severity: 'error',
  summary: 'a pattern the browser cannot compile',
  details: `A \`data-val-regex-pattern\` (or \`data-val-password-regex\`) that does not compile as the browser compiles it
(\`new RegExp(pattern)\`, V8 in Node as in Chrome): the runtime would skip the rule.`,
  example: {
    wrong:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="(\\d{4}"><span data-valmsg-for="Zip"></span></form>',
    right:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="(\\d{4})"><span data-valmsg-for="Zip"></span></form>',
  },
  check({ page }, report) {
    for (const { field, specs } of validatedFields(page))
      for (const [rule, param] of PATTERNS) {
        const pattern = specs.find((spec) => spec.rule === rule)?.params[param];
        if (pattern === undefined || holdsServerExpression(pattern)) continue;
        try {
          new RegExp(pattern);
        } catch (error) {
          const attribute = `data-val-${rule}-${param}`;
          report(field, attribute, `${attribute} does not compile: ${(error as Error).message}.`);
        }
      }
  },
};
