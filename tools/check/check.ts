/** Checks one page (a file or a crawled address) with every rule of rules/index.ts, as the theme's config says. */
import type { WidgetDefinition } from '../../runtime/registry.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { type Directive, findDirectives, silence } from './directives.ts';
import { pageEnvironment } from './environment.ts';
import type { Finding, Severity } from './findings.ts';
import { findHooks } from './hooks.ts';
import { attributeOffset, parsePage, type Page } from './html.ts';
import type { CheckRule, Report } from './rule.ts';
import { RULES } from './rules/index.ts';
import { unusedDisable } from './rules/unused-disable.ts';
import { nearest } from './text.ts';

/** A rule's severity as a theme sets it (config.ts), `off` for none. */
export type Setting = Severity | 'off';

export interface CheckOptions {
  /** The page's address: same-site options and links are judged against its origin. */
  base: string;
  widgets?: readonly WidgetDefinition[];
  /** The theme's own widget names (`--theme-widget`): not reported as unknown, their options not checked. */
  themeWidgets?: readonly string[];
  /** The theme's settings of rules (its config); the others keep their default severity. */
  rules?: Readonly<Record<string, Setting>>;
}

const order = (a: Finding, b: Finding) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule);

function reporter(page: Page, rule: CheckRule, severity: Severity, findings: Finding[]): Report {
  return (element, attribute, message, fix) => {
    const offset = attribute ? attributeOffset(page, element, attribute) : (element.startIndex ?? 0);
    const finding: Finding = { file: page.file, ...page.position(offset), severity, rule: rule.id, message };
    findings.push(fix ? { ...finding, fix } : finding);
  };
}

const IDS = RULES.map((rule) => rule.id);

/** The findings of unused-disable: comments that silenced nothing, rule names that name no rule. */
function unusedDirectives(file: string, directives: readonly Directive[], severity: Severity): Finding[] {
  const finding = (one: Directive, message: string): Finding => ({
    file,
    line: one.line,
    column: one.column,
    severity,
    rule: unusedDisable.id,
    message,
  });
  return directives.flatMap((one) => {
    const unknown = one.rules.filter((id) => !IDS.includes(id));
    if (unknown.length > 0)
      return unknown.map((id) => {
        const suggestion = nearest(id, IDS);
        const found = finding(one, `No rule is named "${id}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`);
        const offset = one.listOffset + one.list.indexOf(id);
        const title = `Change to "${suggestion}"`;
        return suggestion ? { ...found, fix: { title, offset, length: id.length, text: suggestion } } : found;
      });
    if (one.used) return [];
    const what = one.rules.length > 0 ? `no ${one.rules.join(', ')} finding` : 'no finding';
    const where = one.kind === 'block' ? 'in the block it opens' : 'on the line it covers';
    return [finding(one, `This comment silences nothing: ${what} ${where}.`)];
  });
}

export function checkSource(file: string, source: string, options: CheckOptions): Finding[] {
  const { base, widgets = builtInWidgets, themeWidgets = [], rules = {} } = options;
  const page = parsePage(file, source);
  const found: Finding[] = [];
  // Schemas are checked synchronously, so `location` is this page's while they run.
  pageEnvironment(base);
  const context = { page, base, widgets, hooks: findHooks(page, widgets, themeWidgets) };
  const setting = (rule: CheckRule): Setting => rules[rule.id] ?? rule.severity;
  for (const rule of RULES) {
    const severity = setting(rule);
    if (severity !== 'off') rule.check?.(context, reporter(page, rule, severity, found));
  }
  const directives = findDirectives(source, page.position);
  const findings = silence(found, directives);
  const unused = setting(unusedDisable);
  if (unused !== 'off') findings.push(...unusedDirectives(file, directives, unused));
  return findings.sort(order);
}
