/** Checks one page (a file or a crawled address) with every rule of rules/index.ts. */
import type { WidgetDefinition } from '../../runtime/registry.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { pageEnvironment } from './environment.ts';
import type { Finding, Severity } from './findings.ts';
import { findHooks } from './hooks.ts';
import { attributeOffset, parsePage, type Page } from './html.ts';
import type { CheckRule, Report } from './rule.ts';
import { RULES } from './rules/index.ts';

export interface CheckOptions {
  /** The page's address: same-site options and links are judged against its origin. */
  base: string;
  widgets?: readonly WidgetDefinition[];
  /** The theme's own widget names (`--theme-widget`): not reported as unknown, their options not checked. */
  themeWidgets?: readonly string[];
}

const order = (a: Finding, b: Finding) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule);

function reporter(page: Page, rule: CheckRule, severity: Severity, findings: Finding[]): Report {
  return (element, attribute, message) => {
    const offset = attribute ? attributeOffset(page, element, attribute) : (element.startIndex ?? 0);
    findings.push({ file: page.file, ...page.position(offset), severity, rule: rule.id, message });
  };
}

export function checkSource(
  file: string,
  source: string,
  { base, widgets = builtInWidgets, themeWidgets = [] }: CheckOptions,
): Finding[] {
  const page = parsePage(file, source);
  const findings: Finding[] = [];
  // Schemas are checked synchronously, so `location` is this page's while they run.
  pageEnvironment(base);
  const context = { page, base, widgets, hooks: findHooks(page, widgets, themeWidgets) };
  for (const rule of RULES) rule.check?.(context, reporter(page, rule, rule.severity, findings));
  return findings.sort(order);
}
