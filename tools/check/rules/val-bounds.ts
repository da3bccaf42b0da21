import type { Element } from '../html.ts';
import type { CheckRule, Report } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';
import { isField } from '../validation-markup.ts';

const PAIRS = [
  ['min', 'max'],
  ['minlength', 'maxlength'],
] as const;

/** min above max (as numbers on number, range and text fields, as text on dates), minlength above maxlength. */
function checkBounds(field: Element, report: Report): void {
  const type = field.attribs.type?.toLowerCase();
  const numeric = type === undefined || /number|range|text/.test(type);
  for (const [low, high] of PAIRS) {
    const [from, to] = [field.attribs[low], field.attribs[high]];
    if (!from || !to || holdsServerExpression(from) || holdsServerExpression(to)) continue;
    const asNumbers = numeric || low === 'minlength';
    if (asNumbers ? Number(from) > Number(to) : from > to)
      report(field, low, `${low}="${from}" is above ${high}="${to}": no value can be valid.`);
  }
}

export const valBounds: CheckRule = {
  id: 'val-bounds',
  severity: 'error',
  summary: 'min above max, or minlength above maxlength',
  details: `A \`min\` above its \`max\`, or a \`minlength\` above its \`maxlength\`: no value can be valid. \`min\` and \`max\`
compare as numbers on number, range and text fields (and fields without a type), as text on the others (\`2026-01-01\`
before \`2026-12-31\` on a date field), as the runtime compares the value with them.`,
  example: {
    wrong: '<form><input name="Quantity" type="number" min="10" max="5"></form>',
    right: '<form><input name="Quantity" type="number" min="5" max="10"></form>',
    message: 'min="10" is above max="5": no value can be valid.',
  },
  check({ page }, report) {
    for (const field of page.elements.filter(isField)) checkBounds(field, report);
  },
};
