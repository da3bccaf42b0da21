/** SARIF 2.1.0, the format code-scanning CI reads (GitHub, GitLab, Azure DevOps). */
import type { Finding } from './findings.ts';
import { docsAnchor } from './rule.ts';
import { RULES } from './rules/index.ts';

export function sarif(findings: readonly Finding[], version: string): object {
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'shop-runtime check',
            version,
            rules: RULES.map((rule) => ({
              id: rule.id,
              shortDescription: { text: rule.summary },
              help: { text: `${rule.summary}. See ${docsAnchor(rule)} in the shop-runtime package.` },
              defaultConfiguration: { level: rule.severity },
            })),
          },
        },
        results: findings.map((finding) => ({
          ruleId: finding.rule,
          level: finding.severity,
          message: { text: finding.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: finding.file },
                region: { startLine: finding.line, startColumn: finding.column },
              },
            },
          ],
        })),
      },
    ],
  };
}
