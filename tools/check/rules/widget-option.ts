import { attributeToDatasetKey } from '../../../runtime/dom.ts';
import { formatIssues, parseOptions } from '../../../runtime/options.ts';
import type { WidgetDefinition } from '../../../runtime/registry.ts';
import { attributesOf, type Element } from '../html.ts';
import type { CheckRule, Report } from '../rule.ts';
import { holdsServerExpression } from '../text.ts';

/** The widget's own schema and the registry's own message (runtime/options.ts). */
function checkOptions(definition: WidgetDefinition, element: Element, report: Report): void {
  const data: Record<string, string> = {};
  for (const [name, value] of attributesOf(element)) {
    // A value the server fills in later (a raw template) is not the value the runtime will read.
    if (name.startsWith('data-') && !holdsServerExpression(value)) data[attributeToDatasetKey(name)] = value;
  }
  const raw = new Set(attributesOf(element).map(([name]) => name));
  const parsed = parseOptions(definition.options, data);
  if (parsed.ok) return;
  for (const issue of parsed.issues) {
    // Missing because its value was a server expression: present after rendering.
    if (issue.received === undefined && raw.has(issue.attribute)) continue;
    report(
      element,
      issue.received === undefined ? undefined : issue.attribute,
      `Widget "${definition.name}" skipped: ${formatIssues([issue])}.`,
    );
  }
}

export const widgetOption: CheckRule = {
  id: 'widget-option',
  severity: 'error',
  summary: "an option fails the widget's own schema (the runtime's message)",
  details: "An option fails the widget's schema: the runtime would skip the widget with this very message.",
  example: {
    wrong: '<div data-widget="countdown" data-end="next week"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>',
    message: 'Widget "countdown" skipped: data-end must be an ISO date-time (got "next week").',
  },
  check({ hooks }, report) {
    for (const hook of hooks) for (const definition of hook.definitions) checkOptions(definition, hook.element, report);
  },
};
