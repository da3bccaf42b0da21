import type { Element } from '../html.ts';
import type { CheckRule, Report } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';

const FOLLOWED = ['href', 'action', 'formaction'];

function originOf(value: string, base: string): string | undefined {
  try {
    return new URL(value, base).origin;
  } catch {
    return undefined;
  }
}

function checkElement(element: Element, base: string, report: Report): void {
  for (const name of FOLLOWED) {
    const value = element.attribs[name]?.trim();
    if (value === undefined || holdsServerExpression(value)) continue;
    if (/^javascript:/i.test(value))
      report(
        element,
        name,
        `${name}="${value}": the runtime refuses javascript: addresses; use a button and a script.`,
      );
    else if (
      name === 'href' &&
      element.attribs['data-modal'] !== undefined &&
      originOf(value, base) !== new URL(base).origin
    )
      report(
        element,
        name,
        `A data-modal link to another site (${value}): the runtime opens only same-site pages in a dialog.`,
      );
  }
}

export const pageLink: CheckRule = {
  id: 'page-link',
  severity: 'error',
  summary: 'a javascript: address, or another site where the runtime follows it',
  details: `Addresses the runtime refuses: \`javascript:\` in \`href\`, \`action\` or \`formaction\`, and a \`data-modal\` link to
another site (a dialog shows same-site pages only). Options that are addresses are checked by their schema
(widget-option).`,
  example: {
    wrong: '<a href="javascript:void(0)">Open</a><a data-modal href="https://other.example/x">x</a>',
    right: '<button type="button">Open</button><a data-modal href="/fr/x">x</a>',
    message: 'href="javascript:void(0)": the runtime refuses javascript: addresses; use a button and a script.',
  },
  check({ page, base }, report) {
    for (const element of page.elements) checkElement(element, base, report);
  },
};
