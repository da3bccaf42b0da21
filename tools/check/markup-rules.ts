/**
 * The rules a field's own markup gives (validation/attribute-rules.ts, read as jquery-validation reads them): a
 * data-rule-<name> the runtime does not check, a pattern that does not compile, bounds that no value can meet.
 */
import { METHOD_NAMES } from '../../validation/attribute-rules.ts';
import type { Report } from './hooks.ts';
import { attributesOf, type Element } from './html.ts';
import { holdsServerExpression, nearest } from './text.ts';

/** jquery-validation methods whose data-rule- form the runtime leaves to the data-val-* attributes. */
const USE_DATA_VAL: Record<string, string> = { equalto: 'data-val-equalto', remote: 'data-val-remote' };

function checkDataRules(field: Element, report: Report): void {
  for (const [name] of attributesOf(field)) {
    const method = /^data-rule-(.+)$/.exec(name)?.[1];
    if (method === undefined || METHOD_NAMES.has(method)) continue;
    const instead = USE_DATA_VAL[method];
    const suggestion = nearest(method, [...METHOD_NAMES]);
    report(
      field,
      name,
      'val-data-rule',
      'error',
      instead
        ? `The runtime does not read ${name}; use ${instead} (with its parameters).`
        : `No validation method is named "${method}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`,
    );
  }
}

function checkPattern(field: Element, report: Report): void {
  for (const attribute of ['pattern', 'data-rule-pattern']) {
    const source = field.attribs[attribute];
    if (source === undefined || holdsServerExpression(source)) continue;
    try {
      new RegExp(`^(?:${source})$`);
    } catch (error) {
      report(field, attribute, 'val-pattern', 'error', `${attribute} does not compile: ${(error as Error).message}.`);
    }
  }
}

/** min above max (as numbers on number, range and text fields, as text on dates), minlength above maxlength. */
function checkBounds(field: Element, report: Report): void {
  const type = field.attribs.type?.toLowerCase();
  const numeric = type === undefined || /number|range|text/.test(type);
  for (const [low, high] of [
    ['min', 'max'],
    ['minlength', 'maxlength'],
  ] as const) {
    const [from, to] = [field.attribs[low], field.attribs[high]];
    if (!from || !to || holdsServerExpression(from) || holdsServerExpression(to)) continue;
    const asNumbers = numeric || low === 'minlength';
    const above = asNumbers ? Number(from) > Number(to) : from > to;
    if (above)
      report(field, low, 'val-bounds', 'error', `${low}="${from}" is above ${high}="${to}": no value can be valid.`);
  }
}

export function checkMarkupRules(field: Element, report: Report): void {
  checkDataRules(field, report);
  checkPattern(field, report);
  checkBounds(field, report);
}
