import type { CheckRule } from '../rule.ts';
import { runtimeScripts } from '../page-contract.ts';

export const pageScript: CheckRule = {
  id: 'page-script',
  severity: 'error',
  summary: "a whole page without the runtime's script tag, or with two",
  details:
    'A whole page without the runtime\'s `<script type="module" src="…/runtime.js">`, with two, or without `type="module"`.',
  example: {
    wrong: '<html><body><main></main></body></html>',
    right: '<html><head><script type="module" src="/Dist/runtime.js"></script></head><body><main></main></body></html>',
    message: 'No runtime script tag (<script type="module" src="/Dist/runtime.js">).',
    whole: true,
  },
  check({ page }, report) {
    if (!page.whole) return;
    const [tag, ...extra] = runtimeScripts(page);
    const body = page.elements.find((element) => element.name === 'body') ?? page.elements[0];
    if (!tag) {
      if (body) report(body, undefined, 'No runtime script tag (<script type="module" src="/Dist/runtime.js">).');
      return;
    }
    for (const one of extra) report(one, undefined, 'A second runtime script tag: the runtime boots once.');
    if (tag.attribs.type !== 'module') report(tag, 'type', 'The runtime script tag needs type="module".');
  },
};
