import type { Element, Page } from '../html.ts';
import { runtimeScripts } from '../page-contract.ts';
import type { CheckRule, Report } from '../rule.ts';

function checkImportMap(page: Page, tag: Element, report: Report): void {
  const scripts = page.elements.filter((element) => element.name === 'script');
  // A nonce on any script means a nonce CSP: module chunks then load only through the import map (SRI).
  if (!scripts.some((script) => script.attribs.nonce !== undefined)) return;
  const map = scripts.find((script) => script.attribs.type === 'importmap');
  if (!map)
    return report(
      tag,
      undefined,
      'Under a nonce CSP the import map (dist/importmap.json) must come before the runtime tag.',
    );
  if (page.elements.indexOf(map) > page.elements.indexOf(tag))
    report(map, undefined, 'The import map comes after the runtime tag: the browser ignores it then.');
  for (const one of [map, tag])
    if (one.attribs.nonce === undefined)
      report(one, undefined, `The ${one === map ? 'import map' : 'runtime script tag'} has no nonce.`);
}

export const pageCsp: CheckRule = {
  id: 'page-csp',
  severity: 'error',
  summary: 'under a nonce CSP: the import map missing, after the runtime, or without the nonce',
  details: `Under a nonce CSP (a script carries \`nonce\`): the import map (\`dist/importmap.json\`) must come before the
runtime's tag, the nonce on both (docs/script-inventory.md).`,
  example: {
    wrong:
      '<html><head><script type="module" nonce="n" src="/Dist/runtime.js"></script><script type="importmap" nonce="n">{}</script></head><body><main></main></body></html>',
    right:
      '<html><head><script type="importmap" nonce="n">{}</script><script type="module" nonce="n" src="/Dist/runtime.js"></script></head><body><main></main></body></html>',
    message: 'The import map comes after the runtime tag: the browser ignores it then.',
    whole: true,
  },
  check({ page }, report) {
    const [tag] = runtimeScripts(page);
    if (tag) checkImportMap(page, tag, report);
  },
};
