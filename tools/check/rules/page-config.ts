import * as v from 'valibot';
import { configSchema } from '../../../runtime/config.ts';
import { attributeToDatasetKey, datasetKeyToAttribute } from '../../../runtime/dom.ts';
import { attributesOf } from '../html.ts';
import { runtimeScripts } from '../page-contract.ts';
import type { CheckRule } from '../rule.ts';
import { holdsServerExpression, nearest } from '../text.ts';

const entries = configSchema.entries as Record<string, v.GenericSchema>;

function problem(name: string, value: string): string | undefined {
  const entry = entries[attributeToDatasetKey(name)];
  if (!entry) {
    const suggestion = nearest(name, Object.keys(entries).map(datasetKeyToAttribute));
    return `${name} is no configuration attribute${suggestion ? `: did you mean ${suggestion}?` : '.'}`;
  }
  const result = v.safeParse(entry, value);
  if (result.success) return undefined;
  return `Runtime configuration: ${name} ${result.issues[0].message} (got "${value}"); the default is used.`;
}

export const pageConfig: CheckRule = {
  id: 'page-config',
  severity: 'error',
  summary: 'a configuration attribute of the script tag the runtime would reject',
  details: 'A configuration attribute the runtime would reject (its schema, its message), or one it does not know.',
  example: {
    wrong:
      '<html><head><script type="module" src="/Dist/runtime.js" data-culture="de"></script></head><body><main></main></body></html>',
    right:
      '<html><head><script type="module" src="/Dist/runtime.js" data-culture="fr"></script></head><body><main></main></body></html>',
    message: 'Runtime configuration: data-culture must be one of "fr", "nl" (got "de"); the default is used.',
    whole: true,
  },
  check({ page }, report) {
    const [tag] = runtimeScripts(page);
    if (!tag) return;
    for (const [name, value] of attributesOf(tag)) {
      if (!name.startsWith('data-') || name === 'data-shop-runtime' || holdsServerExpression(value)) continue;
      const message = problem(name, value);
      if (message) report(tag, name, message);
    }
  },
};
