/**
 * A checker rule as one unit (issue 45): its metadata and its check. `--help`, the SARIF `rules`, the rule headings
 * of docs/theme-kit.md and the test of every rule (rules.test.ts) all come from the list in rules/index.ts.
 */
import type { WidgetDefinition } from '../../runtime/registry.ts';
import type { Fix, Severity } from './findings.ts';
import type { Hook } from './hooks.ts';
import type { Element, Page } from './html.ts';

/** What a rule's check sees of a page. */
export interface RuleContext {
  page: Page;
  /** The page's address: same-site options and links are judged against its origin. */
  base: string;
  widgets: readonly WidgetDefinition[];
  /** Every `data-widget` element, its widgets resolved (shared by the widget rules). */
  hooks: readonly Hook[];
}

/** Reports one finding of the rule that received it: the rule's id and severity are not the caller's to restate. */
export type Report = (element: Element, attribute: string | undefined, message: string, fix?: Fix) => void;

export interface RuleExample {
  /** Markup the rule reports (at least once). */
  wrong: string;
  /** The corrected markup: no finding at all. */
  right: string;
  /** The first finding's message on `wrong`, when the test pins it. */
  message?: string;
  /** `wrong` and `right` are whole documents; otherwise they go in the body of a page that keeps the contract. */
  whole?: boolean;
  /** Checked by the crawl, not in a page: `wrong` and `right` are the home page a crawl starts from. */
  crawled?: boolean;
}

export interface CheckRule {
  id: string;
  severity: Severity;
  /** One line: `--help` and SARIF's shortDescription. */
  summary: string;
  /** The paragraphs under the rule's heading in docs/theme-kit.md (Markdown). */
  details: string;
  /** The wrong and right markup of its test, shown under its heading too. */
  example: RuleExample;
  /** Absent for rules found outside a page (the crawl) or after the checks (unused disable comments). */
  check?: (context: RuleContext, report: Report) => void;
}

/** Where a rule is explained: its heading in docs/theme-kit.md (`### <id>`). */
export const docsAnchor = (rule: CheckRule): string => `docs/theme-kit.md#${rule.id}`;
