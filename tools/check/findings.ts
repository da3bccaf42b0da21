/** What the checker reports, and the rules it knows (`shop-runtime check --help` lists them). */
export type Severity = 'error' | 'warning';

export interface Finding {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: string;
  message: string;
}

export interface RuleInfo {
  id: string;
  severity: Severity;
  summary: string;
}

export const RULE_INFO: readonly RuleInfo[] = [
  {
    id: 'widget-unknown',
    severity: 'error',
    summary: 'data-widget names no registered widget (nearest name suggested)',
  },
  {
    id: 'widget-option',
    severity: 'error',
    summary: "an option fails the widget's own schema (the runtime's message)",
  },
  { id: 'widget-attribute', severity: 'warning', summary: 'a data-* attribute on a hook that no widget of it reads' },
  { id: 'widget-nesting', severity: 'error', summary: 'a hook inside a widget that forbids it' },
  {
    id: 'val-unknown-rule',
    severity: 'error',
    summary: 'a data-val-* rule no adapter knows, or a parameter it does not read',
  },
  {
    id: 'val-missing-param',
    severity: 'error',
    summary: 'a rule without the parameter it needs (data-val-regex-pattern…)',
  },
  { id: 'val-regex', severity: 'error', summary: 'a pattern the browser cannot compile' },
  {
    id: 'val-other-field',
    severity: 'error',
    summary: 'equalto / notequalto / requiredif / requiredor naming no field of the form',
  },
  {
    id: 'val-data-rule',
    severity: 'error',
    summary: 'a data-rule-<method> naming no method the runtime checks',
  },
  { id: 'val-pattern', severity: 'error', summary: 'a pattern attribute that does not compile' },
  { id: 'val-bounds', severity: 'error', summary: 'min above max, or minlength above maxlength' },
  { id: 'val-message-for', severity: 'error', summary: 'data-valmsg-for naming no field of the form' },
  {
    id: 'val-no-message',
    severity: 'warning',
    summary: 'a validated field with no data-valmsg-for element nor summary',
  },
  { id: 'page-script', severity: 'error', summary: "a whole page without the runtime's script tag, or with two" },
  {
    id: 'page-config',
    severity: 'error',
    summary: 'a configuration attribute of the script tag the runtime would reject',
  },
  { id: 'page-section', severity: 'error', summary: 'not exactly one data-page-section (or one <main>)' },
  { id: 'page-token', severity: 'error', summary: 'a form that posts on a page without the anti-forgery token' },
  {
    id: 'page-csp',
    severity: 'error',
    summary: 'under a nonce CSP: the import map missing, after the runtime, or without the nonce',
  },
  {
    id: 'page-link',
    severity: 'error',
    summary: 'a javascript: address, or another site where the runtime follows it',
  },
  { id: 'crawl', severity: 'warning', summary: 'a same-site link of a crawled page leads to an answer that failed' },
];
