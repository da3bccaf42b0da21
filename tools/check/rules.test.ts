// @vitest-environment node
/**
 * Every rule of rules/index.ts, from its own example: its wrong markup is reported (with the message it pins), its
 * right markup gives no finding at all. A rule without an example does not compile; one added to the list is tested
 * here with no other step. docs/theme-kit.md's rule headings, --help and SARIF are made from the same list.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkSource } from './check.ts';
import { format, help, main } from './cli.ts';
import { crawl } from './inputs.ts';
import { docsAnchor, type CheckRule } from './rule.ts';
import { ruleDocs, withRuleDocs } from './rule-docs.ts';
import { RULES } from './rules/index.ts';

const BASE = 'https://shop.test/fr/';

/** A whole page that keeps the contract; `body` goes in its section. */
export function contractPage(body: string): string {
  return `<!doctype html><html lang="fr"><head>
<meta name="__RequestVerificationToken" content="t">
<script type="module" src="/Dist/runtime.js" data-culture="fr" data-cms="atelier"></script>
</head><body class="loading"><main data-page-section>${body}</main></body></html>`;
}

const markup = (rule: CheckRule, which: 'wrong' | 'right') =>
  rule.example.whole ? rule.example[which] : contractPage(rule.example[which]);

/** The crawl's findings from a site whose home page is `home` (its only other page is /fr/). */
async function crawlFrom(home: string): Promise<string[]> {
  const server: Server = createServer((request, response) => {
    const page = request.url === '/' ? home : request.url === '/fr/' ? contractPage('') : undefined;
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' }).end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return (await crawl(`http://127.0.0.1:${port}/`, 10)).failures;
  } finally {
    server.close();
  }
}

const pageRules = RULES.filter((rule) => !rule.example.crawled);

describe('every rule, from its own example', () => {
  it.each(pageRules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    const found = checkSource('page.html', markup(rule, 'wrong'), { base: BASE }).filter((one) => one.rule === id);
    expect(found.length).toBeGreaterThan(0);
    for (const one of found) expect(one.severity).toBe(rule.severity);
    if (rule.example.message) expect(found[0]?.message).toBe(rule.example.message);
    expect(checkSource('page.html', markup(rule, 'right'), { base: BASE })).toEqual([]);
  });

  it.each(RULES.filter((rule) => rule.example.crawled).map((rule) => [rule.id, rule] as const))(
    '%s (a site crawled from its example)',
    async (_id, rule) => {
      expect(await crawlFrom(rule.example.wrong)).toHaveLength(1);
      expect(await crawlFrom(rule.example.right)).toEqual([]);
    },
  );

  it('rule ids are unique, lowercase words with hyphens, each with a summary and details', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(rule.summary.length).toBeGreaterThan(10);
      expect(rule.details.length).toBeGreaterThan(20);
    }
  });
});

describe('what is made from the rules', () => {
  it("docs/theme-kit.md's rule headings are the rules' own (`npm run docs` rewrites them)", () => {
    const docs = readFileSync(new URL('../../docs/theme-kit.md', import.meta.url), 'utf8');
    expect(withRuleDocs(docs)).toBe(docs);
    for (const rule of RULES) {
      expect(docs).toContain(`\n### ${rule.id}\n\nDefault severity: **${rule.severity}**.`);
      expect(docsAnchor(rule)).toBe(`docs/theme-kit.md#${rule.id}`);
    }
    expect(ruleDocs().match(/^### /gm)).toHaveLength(RULES.length);
  });

  it('--help lists each rule with its severity and summary; SARIF declares each rule', async () => {
    const text = help();
    for (const rule of RULES)
      expect(text).toMatch(
        new RegExp(`  ${rule.id} +${rule.severity} +${rule.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`),
      );
    let out = '';
    expect(await main(['check', '--help'], (chunk) => void (out += chunk))).toBe(0);
    expect(out).toBe(text);
    const sarif = JSON.parse(format([], 'sarif'));
    expect(sarif.runs[0].tool.driver.rules).toEqual(
      RULES.map((rule) => ({
        id: rule.id,
        shortDescription: { text: rule.summary },
        help: { text: `${rule.summary}. See ${docsAnchor(rule)} in the shop-runtime package.` },
        defaultConfiguration: { level: rule.severity },
      })),
    );
  });
});
