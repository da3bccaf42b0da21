/**
 * The rule headings of docs/theme-kit.md, written from the rules themselves (rules/index.ts): a heading per rule
 * (its id: the anchor `docsAnchor` gives), its default severity, its details and its test's wrong and right markup.
 * `node build.mjs --docs` writes them between the two marker comments; a test and `--check-docs` fail when stale.
 */
import { RULES } from './rules/index.ts';
import type { CheckRule } from './rule.ts';

const START = '<!-- rules: written by `npm run docs` from tools/check/rules/, do not edit by hand -->';
const END = '<!-- rules: end -->';

function ruleSection(rule: CheckRule): string {
  const { wrong, right, message } = rule.example;
  const where = rule.example.crawled ? 'a page the crawl starts from' : 'reported';
  return [
    `### ${rule.id}`,
    '',
    `Default severity: **${rule.severity}**. ${rule.details}`,
    '',
    '```html',
    `<!-- ${where} -->`,
    wrong,
    ...(message ? [`<!-- ${message.replaceAll('--', '‑‑')} -->`] : []),
    '<!-- corrected -->',
    right,
    '```',
    '',
  ].join('\n');
}

export function ruleDocs(): string {
  return [START, '', ...RULES.map(ruleSection), END].join('\n');
}

/** `markdown` (docs/theme-kit.md) with its rule section replaced by the current one. */
export function withRuleDocs(markdown: string): string {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END);
  if (from === -1 || to < from) throw new Error('docs/theme-kit.md has lost its rule markers.');
  return markdown.slice(0, from) + ruleDocs() + markdown.slice(to + END.length);
}
