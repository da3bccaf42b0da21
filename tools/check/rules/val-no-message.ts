import { descendants } from '../html.ts';
import type { CheckRule } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { formOf, validatedFields } from '../validation-markup.ts';

export const valNoMessage: CheckRule = {
  id: 'val-no-message',
  severity: 'warning',
  summary: 'a validated field with no data-valmsg-for element nor summary',
  details: `A validated field with no \`[data-valmsg-for]\` element and no validation summary
(\`data-valmsg-summary="true"\`) in its form: the visitor sees the field marked invalid but never reads why.`,
  example: {
    wrong: '<form><input name="Email" data-val="true" data-val-required="!"></form>',
    right:
      '<form><input name="Email" data-val="true" data-val-required="!"><span data-valmsg-for="Email"></span></form>',
    message: '"Email" is validated but no [data-valmsg-for="Email"] element shows its message.',
  },
  check({ page }, report) {
    for (const { field, name, form, specs } of validatedFields(page)) {
      if (specs.length === 0 || holdsServerExpression(name)) continue;
      const scope = form ? descendants(form) : page.elements;
      const shown = scope.some(
        (one) =>
          one.attribs['data-valmsg-summary'] === 'true' ||
          (one.attribs['data-valmsg-for'] === name && formOf(one) === form),
      );
      if (shown) continue;
      const fix = {
        title: `Add <span data-valmsg-for="${name}"> after the field`,
        offset: (field.endIndex ?? 0) + 1,
        length: 0,
        text: `<span class="field-validation-valid" data-valmsg-for="${name}" data-valmsg-replace="true"></span>`,
      };
      const message = `"${name}" is validated but no [data-valmsg-for="${name}"] element shows its message.`;
      report(field, undefined, message, fix);
    }
  },
};
