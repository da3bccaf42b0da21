/** Checks one page (a file or a crawled address) with every rule: see findings.ts for the list. */
import type { WidgetDefinition } from '../../runtime/registry.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { pageEnvironment } from './environment.ts';
import type { Finding } from './findings.ts';
import { checkHooks, reporter } from './hooks.ts';
import { parsePage } from './html.ts';
import { checkPageContract } from './page-contract.ts';
import { checkValidation } from './validation-markup.ts';

export interface CheckOptions {
  /** The page's address: same-site options and links are judged against its origin. */
  base: string;
  widgets?: readonly WidgetDefinition[];
  /** The theme's own widget names (`--theme-widget`): not reported as unknown, their options not checked. */
  themeWidgets?: readonly string[];
}

const order = (a: Finding, b: Finding) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule);

export function checkSource(
  file: string,
  source: string,
  { base, widgets = builtInWidgets, themeWidgets = [] }: CheckOptions,
): Finding[] {
  const page = parsePage(file, source);
  const findings: Finding[] = [];
  const report = reporter(page, findings);
  // Schemas are checked synchronously, so `location` is this page's while they run.
  pageEnvironment(base);
  checkHooks(page, widgets, report, themeWidgets);
  checkValidation(page, report);
  checkPageContract(page, base, widgets, report);
  return findings.sort(order);
}
