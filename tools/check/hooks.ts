/**
 * Hook rules: `data-widget` names, options parsed by the widget's own valibot schema (runtime/options.ts, the very
 * function and message the registry uses), data attributes no widget of the hook reads.
 */
import { attributeToDatasetKey, datasetKeyToAttribute } from '../../runtime/dom.ts';
import { formatIssues, nestingIssue, parseOptions } from '../../runtime/options.ts';
import type { WidgetDefinition } from '../../runtime/registry.ts';
import type { Finding, Severity } from './findings.ts';
import { attributeOffset, attributesOf, closest, type Element, type Page } from './html.ts';
import { holdsServerExpression, nearest } from './text.ts';

/**
 * Data attributes that mean something on any element (README: navigation, dialogs, validation, consent; the
 * registry's own mark), so a hook may carry them besides its options.
 */
const MARKUP_ATTRIBUTE =
  /^data-(widget|widget-mounted|page-section|refresh-on-restore|prefetch|confirm|modal(-.+)?|val(-.+)?|valmsg(-.+)?|consent-.+|bs-.+|body-class|shop-runtime)$/;

export type Report = (
  element: Element,
  attribute: string | undefined,
  rule: string,
  severity: Severity,
  message: string,
) => void;

export function reporter(page: Page, findings: Finding[]): Report {
  return (element, attribute, rule, severity, message) => {
    const offset = attribute ? attributeOffset(page, element, attribute) : (element.startIndex ?? 0);
    findings.push({ file: page.file, ...page.position(offset), severity, rule, message });
  };
}

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
      'widget-option',
      'error',
      `Widget "${definition.name}" skipped: ${formatIssues([issue])}.`,
    );
  }
}

function checkAttributes(definitions: WidgetDefinition[], element: Element, report: Report): void {
  const options = definitions.flatMap((definition) =>
    Object.keys(definition.options.entries).map(datasetKeyToAttribute),
  );
  // Attributes a widget reads from its markup beside its options are named in its description (docs/widgets.md).
  const described = definitions.flatMap((definition) => definition.description.match(/data-[a-z0-9-]+/g) ?? []);
  const known = new Set([...options, ...described]);
  for (const [name] of attributesOf(element)) {
    if (!name.startsWith('data-') || known.has(name) || MARKUP_ATTRIBUTE.test(name)) continue;
    const suggestion = nearest(name, options);
    const widgets = definitions.map((definition) => `"${definition.name}"`).join(', ');
    report(
      element,
      name,
      'widget-attribute',
      'warning',
      `${name} is no option of ${widgets}${suggestion ? `: did you mean ${suggestion}?` : '.'}`,
    );
  }
}

/** A hook inside a widget its definition names in `notInside`: the registry skips it with these words. */
function checkNesting(definition: WidgetDefinition, element: Element, report: Report): void {
  for (const outer of definition.notInside ?? []) {
    const host = closest(element, (parent) => (parent.attribs['data-widget'] ?? '').split(/\s+/).includes(outer));
    if (host)
      report(
        element,
        'data-widget',
        'widget-nesting',
        'error',
        `Widget "${definition.name}" skipped: ${nestingIssue(outer)}.`,
      );
  }
}

/** `themeWidgets`: names of the theme's own widgets (registerWidget), whose schemas the checker cannot see. */
export function checkHooks(
  page: Page,
  widgets: readonly WidgetDefinition[],
  report: Report,
  themeWidgets: readonly string[] = [],
): void {
  const byName = new Map(widgets.map((widget) => [widget.name, widget]));
  for (const element of page.elements) {
    const value = element.attribs['data-widget'];
    if (value === undefined || holdsServerExpression(value)) continue;
    const definitions: WidgetDefinition[] = [];
    for (const name of value.split(/\s+/).filter(Boolean)) {
      const definition = byName.get(name);
      if (definition) definitions.push(definition);
      else if (!themeWidgets.includes(name)) {
        const suggestion = nearest(name, [...byName.keys()]);
        report(
          element,
          'data-widget',
          'widget-unknown',
          'error',
          `No widget is named "${name}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`,
        );
      }
    }
    for (const definition of definitions) {
      checkOptions(definition, element, report);
      checkNesting(definition, element, report);
    }
    if (definitions.length > 0 && definitions.length === value.split(/\s+/).filter(Boolean).length)
      checkAttributes(definitions, element, report);
  }
}
