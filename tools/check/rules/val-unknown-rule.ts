import { RULES } from '../../../validation/catalogue.ts';
import { RULE_PARAMS } from '../../../validation/parse.ts';
import { attributesOf } from '../html.ts';
import type { CheckRule } from '../rule.ts';
import { nearest } from '../text.ts';
import { validatedFields } from '../validation-markup.ts';

function problem(name: string, rule: string, param: string | undefined): string | undefined {
  if (!RULES.has(rule)) {
    const suggestion = nearest(rule, [...RULES.keys()]);
    return `No validation rule is named "${rule}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`;
  }
  const params = RULE_PARAMS[rule] ?? [];
  if (param === undefined || params.includes(param)) return undefined;
  const suggestion = nearest(
    name,
    params.map((one) => `data-val-${rule}-${one}`),
  );
  return `The "${rule}" rule reads no ${name}${suggestion ? `: did you mean ${suggestion}?` : '.'}`;
}

export const valUnknownRule: CheckRule = {
  id: 'val-unknown-rule',
  severity: 'error',
  summary: 'a data-val-* rule no adapter knows, or a parameter it does not read',
  details: `A \`data-val-<rule>\` no adapter knows, or a \`data-val-<rule>-<param>\` the rule does not read (only on fields
with \`data-val="true"\`).`,
  example: {
    wrong: '<form><input name="Email" data-val="true" data-val-emial="!"><span data-valmsg-for="Email"></span></form>',
    right: '<form><input name="Email" data-val="true" data-val-email="!"><span data-valmsg-for="Email"></span></form>',
    message: 'No validation rule is named "emial": did you mean "email"?',
  },
  check({ page }, report) {
    for (const { field } of validatedFields(page))
      for (const [name] of attributesOf(field)) {
        const match = /^data-val-([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(name);
        const message = match?.[1] ? problem(name, match[1], match[2]) : undefined;
        if (message) report(field, name, message);
      }
  },
};
