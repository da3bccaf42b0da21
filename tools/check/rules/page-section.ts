import type { CheckRule } from '../rule.ts';

export const pageSection: CheckRule = {
  id: 'page-section',
  severity: 'error',
  summary: 'not exactly one data-page-section (or one <main>)',
  details: `Not exactly one \`data-page-section\` (or, without it, not exactly one \`<main>\`): in-place loads need one part
to replace.`,
  example: {
    wrong:
      '<html><head><script type="module" src="/Dist/runtime.js"></script></head><body><main data-page-section></main><aside data-page-section></aside></body></html>',
    right:
      '<html><head><script type="module" src="/Dist/runtime.js"></script></head><body><main data-page-section></main><aside></aside></body></html>',
    message: 'A second data-page-section: mark one element per page.',
    whole: true,
  },
  check({ page }, report) {
    if (!page.whole) return;
    const sections = page.elements.filter((element) => element.attribs['data-page-section'] !== undefined);
    for (const extra of sections.slice(1))
      report(extra, 'data-page-section', 'A second data-page-section: mark one element per page.');
    if (sections.length > 0) return;
    const mains = page.elements.filter((element) => element.name === 'main');
    const body = page.elements.find((element) => element.name === 'body');
    if (mains.length === 0 && body)
      report(body, undefined, 'No data-page-section and no <main>: in-place loads have no section to replace.');
    for (const extra of mains.slice(1))
      report(extra, undefined, 'Two <main> and no data-page-section: mark the one in-place loads replace.');
  },
};
