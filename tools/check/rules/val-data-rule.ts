import { METHOD_NAMES } from '../../../validation/attribute-rules.ts';
import { attributesOf } from '../html.ts';
import type { CheckRule } from '../rule.ts';
import { nearest } from '../text.ts';
import { isField } from '../validation-markup.ts';

/** jquery-validation methods whose data-rule- form the runtime leaves to the data-val-* attributes. */
const USE_DATA_VAL: Record<string, string> = { equalto: 'data-val-equalto', remote: 'data-val-remote' };

function problem(name: string, method: string): string {
  const instead = USE_DATA_VAL[method];
  if (instead) return `The runtime does not read ${name}; use ${instead} (with its parameters).`;
  const suggestion = nearest(method, [...METHOD_NAMES]);
  return `No validation method is named "${method}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`;
}

export const valDataRule: CheckRule = {
  id: 'val-data-rule',
  severity: 'error',
  summary: 'a data-rule-<method> naming no method the runtime checks',
  details: `A \`data-rule-<method>\` (jquery-validation's own attribute) naming no method the runtime checks: it would check
nothing. The runtime reads \`data-rule-\` for \`required\`, \`email\`, \`url\`, \`date\`, \`dateiso\`, \`number\`, \`digits\`,
\`minlength\`, \`maxlength\`, \`rangelength\`, \`min\`, \`max\`, \`range\`, \`step\`, \`creditcard\`, \`pattern\` and \`regex\`
(docs/validation.md); \`data-rule-equalto\` and \`data-rule-remote\` are reported too, with the \`data-val-\` attribute
to use instead. Checked on every field.`,
  example: {
    wrong: '<form><input name="Code" data-rule-minlenght="4"></form>',
    right: '<form><input name="Code" data-rule-minlength="4"></form>',
    message: 'No validation method is named "minlenght": did you mean "minlength"?',
  },
  check({ page }, report) {
    for (const field of page.elements.filter(isField))
      for (const [name] of attributesOf(field)) {
        const method = /^data-rule-(.+)$/.exec(name)?.[1];
        if (method !== undefined && !METHOD_NAMES.has(method)) report(field, name, problem(name, method));
      }
  },
};
