/**
 * Page contract rules (README, "Adding the runtime to a CMS template"): the runtime's script tag and its
 * configuration (runtime/config.ts's schema, its messages), one page section, the anti-forgery token, the import
 * map under a nonce CSP, and addresses the runtime would refuse.
 */
import * as v from 'valibot';
import { configSchema } from '../../runtime/config.ts';
import { attributeToDatasetKey, datasetKeyToAttribute } from '../../runtime/dom.ts';
import type { WidgetDefinition } from '../../runtime/registry.ts';
import type { Report } from './hooks.ts';
import { attributesOf, type Element, type Page } from './html.ts';
import { holdsServerExpression, nearest } from './text.ts';

const TOKEN = '__RequestVerificationToken';

export const isRuntimeScript = (element: Element): boolean =>
  element.name === 'script' &&
  (element.attribs['data-shop-runtime'] !== undefined || /(^|\/)runtime\.js([?#]|$)/.test(element.attribs.src ?? ''));

function checkConfig(script: Element, report: Report): void {
  const entries = configSchema.entries as Record<string, v.GenericSchema>;
  const known = Object.keys(entries).map(datasetKeyToAttribute);
  for (const [name, value] of attributesOf(script)) {
    if (!name.startsWith('data-') || name === 'data-shop-runtime' || holdsServerExpression(value)) continue;
    const entry = entries[attributeToDatasetKey(name)];
    if (!entry) {
      const suggestion = nearest(name, known);
      report(
        script,
        name,
        'page-config',
        'error',
        `${name} is no configuration attribute${suggestion ? `: did you mean ${suggestion}?` : '.'}`,
      );
      continue;
    }
    const result = v.safeParse(entry, value);
    if (!result.success)
      report(
        script,
        name,
        'page-config',
        'error',
        `Runtime configuration: ${name} ${result.issues[0].message} (got "${value}"); the default is used.`,
      );
  }
}

function checkScripts(page: Page, report: Report): void {
  const scripts = page.elements.filter((element) => element.name === 'script');
  const runtime = scripts.filter(isRuntimeScript);
  const body = page.elements.find((element) => element.name === 'body') ?? page.elements[0];
  if (runtime.length === 0) {
    if (body)
      report(
        body,
        undefined,
        'page-script',
        'error',
        'No runtime script tag (<script type="module" src="/Dist/runtime.js">).',
      );
    return;
  }
  for (const extra of runtime.slice(1))
    report(extra, undefined, 'page-script', 'error', 'A second runtime script tag: the runtime boots once.');
  const [tag] = runtime;
  if (!tag) return;
  if (tag.attribs.type !== 'module')
    report(tag, 'type', 'page-script', 'error', 'The runtime script tag needs type="module".');
  checkConfig(tag, report);
  // A nonce on any script means a nonce CSP: module chunks then load only through the import map (SRI).
  if (!scripts.some((script) => script.attribs.nonce !== undefined)) return;
  const map = scripts.find((script) => script.attribs.type === 'importmap');
  if (!map)
    return report(
      tag,
      undefined,
      'page-csp',
      'error',
      'Under a nonce CSP the import map (dist/importmap.json) must come before the runtime tag.',
    );
  if (page.elements.indexOf(map) > page.elements.indexOf(tag))
    report(
      map,
      undefined,
      'page-csp',
      'error',
      'The import map comes after the runtime tag: the browser ignores it then.',
    );
  for (const one of [map, tag])
    if (one.attribs.nonce === undefined)
      report(
        one,
        undefined,
        'page-csp',
        'error',
        `The ${one === map ? 'import map' : 'runtime script tag'} has no nonce.`,
      );
}

function checkSection(page: Page, report: Report): void {
  const sections = page.elements.filter((element) => element.attribs['data-page-section'] !== undefined);
  for (const extra of sections.slice(1))
    report(
      extra,
      'data-page-section',
      'page-section',
      'error',
      'A second data-page-section: mark one element per page.',
    );
  if (sections.length > 0) return;
  const mains = page.elements.filter((element) => element.name === 'main');
  const body = page.elements.find((element) => element.name === 'body');
  if (mains.length === 0 && body)
    report(
      body,
      undefined,
      'page-section',
      'error',
      'No data-page-section and no <main>: in-place loads have no section to replace.',
    );
  for (const extra of mains.slice(1))
    report(
      extra,
      undefined,
      'page-section',
      'error',
      'Two <main> and no data-page-section: mark the one in-place loads replace.',
    );
}

function checkToken(page: Page, widgets: readonly WidgetDefinition[], report: Report): void {
  const hasToken = page.elements.some(
    (element) => (element.name === 'meta' || element.name === 'input') && element.attribs.name === TOKEN,
  );
  if (hasToken) return;
  const writers = new Set(widgets.filter((widget) => widget.writes).map((widget) => widget.name));
  for (const element of page.elements) {
    if (element.name === 'form' && (element.attribs.method ?? 'get').toLowerCase() === 'post')
      report(
        element,
        'method',
        'page-token',
        'error',
        `This form posts, and the page has no ${TOKEN} (meta or hidden input).`,
      );
    const writer = (element.attribs['data-widget'] ?? '').split(/\s+/).find((name) => writers.has(name));
    if (writer)
      report(
        element,
        'data-widget',
        'page-token',
        'error',
        `The "${writer}" widget sends changes, and the page has no ${TOKEN} (meta or hidden input).`,
      );
  }
}

const FOLLOWED = ['href', 'action', 'formaction'];

function checkLinks(page: Page, base: string, report: Report): void {
  for (const element of page.elements) {
    for (const name of FOLLOWED) {
      const value = element.attribs[name]?.trim();
      if (value === undefined || holdsServerExpression(value)) continue;
      if (/^javascript:/i.test(value)) {
        report(
          element,
          name,
          'page-link',
          'error',
          `${name}="${value}": the runtime refuses javascript: addresses; use a button and a script.`,
        );
        continue;
      }
      if (element.attribs['data-modal'] === undefined || name !== 'href') continue;
      let origin: string | undefined;
      try {
        origin = new URL(value, base).origin;
      } catch {
        origin = undefined;
      }
      if (origin !== new URL(base).origin)
        report(
          element,
          name,
          'page-link',
          'error',
          `A data-modal link to another site (${value}): the runtime opens only same-site pages in a dialog.`,
        );
    }
  }
}

export function checkPageContract(
  page: Page,
  base: string,
  widgets: readonly WidgetDefinition[],
  report: Report,
): void {
  checkLinks(page, base, report);
  if (!page.whole) return;
  checkScripts(page, report);
  checkSection(page, report);
  checkToken(page, widgets, report);
}
