import { fieldsReferenced } from '../../../validation/parse.ts';
import { RULES } from '../../../validation/catalogue.ts';
import type { CheckRule } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { fieldNames, validatedFields } from '../validation-markup.ts';

export const valOtherField: CheckRule = {
  id: 'val-other-field',
  severity: 'error',
  summary: 'equalto / notequalto / requiredif / requiredor naming no field of the form',
  details: `\`equalto\`, \`notequalto\`, \`requiredif\` or \`requiredor\` naming a field that is not in the form (\`*.Name\`
resolved against the field's prefix, as jquery-validation-unobtrusive does).`,
  example: {
    wrong:
      '<form><input name="A.Email" data-val="true" data-val-equalto="!" data-val-equalto-other="*.Emial"><span data-valmsg-for="A.Email"></span><input name="A.Email2"></form>',
    right:
      '<form><input name="A.Email" data-val="true" data-val-equalto="!" data-val-equalto-other="*.Email2"><span data-valmsg-for="A.Email"></span><input name="A.Email2"></form>',
    message: 'The "equalto" rule of "A.Email" names "A.Emial", no field of its form.',
  },
  check({ page }, report) {
    for (const { field, name, form, specs } of validatedFields(page))
      for (const spec of specs) {
        if (!RULES.has(spec.rule) || spec.rule === 'remote') continue;
        for (const other of fieldsReferenced(spec)) {
          if (fieldNames(page, form).has(other) || holdsServerExpression(other)) continue;
          report(field, undefined, `The "${spec.rule}" rule of "${name}" names "${other}", no field of its form.`);
        }
      }
  },
};
