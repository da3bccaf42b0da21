import { RULES } from '../../../validation/catalogue.ts';
import { RULE_NEEDS } from '../../../validation/parse.ts';
import type { CheckRule } from '../rule.ts';
import { validatedFields } from '../validation-markup.ts';

export const valMissingParam: CheckRule = {
  id: 'val-missing-param',
  severity: 'error',
  summary: 'a rule without the parameter it needs (data-val-regex-pattern…)',
  details: `A rule without the parameter it needs (validation/parse.ts's \`RULE_NEEDS\`): it would check nothing (\`regex\`
without \`-pattern\`, \`equalto\` without \`-other\`, \`range\` without \`-min\` nor \`-max\`…).`,
  example: {
    wrong: '<form><input name="Zip" data-val="true" data-val-regex="!"><span data-valmsg-for="Zip"></span></form>',
    right:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="\\d{4}"><span data-valmsg-for="Zip"></span></form>',
    message: 'The "regex" rule needs data-val-regex-pattern; without it, it checks nothing.',
  },
  check({ page }, report) {
    for (const { field, specs } of validatedFields(page))
      for (const { rule, params } of specs) {
        if (!RULES.has(rule)) continue;
        for (const group of RULE_NEEDS[rule] ?? []) {
          if (group.some((param) => params[param] !== undefined && params[param] !== '')) continue;
          const names = group.map((param) => `data-val-${rule}-${param}`).join(' or ');
          report(field, `data-val-${rule}`, `The "${rule}" rule needs ${names}; without it, it checks nothing.`);
        }
      }
  },
};
