import type { CheckRule } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { fieldNames, formOf } from '../validation-markup.ts';

export const valMessageFor: CheckRule = {
  id: 'val-message-for',
  severity: 'error',
  summary: 'data-valmsg-for naming no field of the form',
  details: '`data-valmsg-for` naming no field of its form: the message has nowhere to come from.',
  example: {
    wrong: '<form><input name="Email"><span data-valmsg-for="Mail"></span></form>',
    right: '<form><input name="Email"><span data-valmsg-for="Email"></span></form>',
    message: 'data-valmsg-for="Mail" names no field of its form.',
  },
  check({ page }, report) {
    for (const element of page.elements) {
      const target = element.attribs['data-valmsg-for'];
      if (target === undefined || holdsServerExpression(target)) continue;
      if (!fieldNames(page, formOf(element)).has(target))
        report(element, 'data-valmsg-for', `data-valmsg-for="${target}" names no field of its form.`);
    }
  },
};
