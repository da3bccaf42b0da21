// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkSource } from './check.ts';
import { format, main, parseArguments } from './cli.ts';
import { RULE_INFO } from './findings.ts';

const BASE = 'https://shop.test/fr/';
const check = (html: string) => checkSource('page.html', html, { base: BASE });
const rules = (html: string) => check(html).map((finding) => finding.rule);

/** A whole page that keeps the contract; `body` goes in its section. */
function page(body: string, head = ''): string {
  return `<!doctype html><html lang="fr"><head>
<meta name="__RequestVerificationToken" content="t">
${head}<script type="module" src="/Dist/runtime.js" data-culture="fr" data-cms="atelier"></script>
</head><body class="loading"><main data-page-section>${body}</main></body></html>`;
}

/** Each rule: a broken template it catches, and the corrected one it accepts. */
const CASES: { rule: string; wrong: string; right: string; message?: string }[] = [
  {
    rule: 'widget-unknown',
    wrong: '<div data-widget="countdwn" data-end="2027-03-31T22:00:00Z"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>',
    message: 'No widget is named "countdwn": did you mean "countdown"?',
  },
  {
    rule: 'widget-option',
    wrong: '<div data-widget="countdown" data-end="next week"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>',
    message: 'Widget "countdown" skipped: data-end must be an ISO date-time (got "next week").',
  },
  {
    rule: 'widget-attribute',
    wrong: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-edn="reload"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-end="reload"></div>',
    message: 'data-on-edn is no option of "countdown": did you mean data-on-end?',
  },
  {
    rule: 'val-unknown-rule',
    wrong: '<form><input name="Email" data-val="true" data-val-emial="!"><span data-valmsg-for="Email"></span></form>',
    right: '<form><input name="Email" data-val="true" data-val-email="!"><span data-valmsg-for="Email"></span></form>',
    message: 'No validation rule is named "emial": did you mean "email"?',
  },
  {
    rule: 'val-missing-param',
    wrong: '<form><input name="Zip" data-val="true" data-val-regex="!"><span data-valmsg-for="Zip"></span></form>',
    right:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="\\d{4}"><span data-valmsg-for="Zip"></span></form>',
  },
  {
    rule: 'val-regex',
    wrong:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="(\\d{4}"><span data-valmsg-for="Zip"></span></form>',
    right:
      '<form><input name="Zip" data-val="true" data-val-regex="!" data-val-regex-pattern="(\\d{4})"><span data-valmsg-for="Zip"></span></form>',
  },
  {
    rule: 'val-other-field',
    wrong:
      '<form><input name="A.Email" data-val="true" data-val-equalto="!" data-val-equalto-other="*.Emial"><span data-valmsg-for="A.Email"></span><input name="A.Email2"></form>',
    right:
      '<form><input name="A.Email" data-val="true" data-val-equalto="!" data-val-equalto-other="*.Email2"><span data-valmsg-for="A.Email"></span><input name="A.Email2"></form>',
    message: 'The "equalto" rule of "A.Email" names "A.Emial", no field of its form.',
  },
  {
    rule: 'val-data-rule',
    wrong: '<form><input name="Code" data-rule-minlenght="4"></form>',
    right: '<form><input name="Code" data-rule-minlength="4"></form>',
    message: 'No validation method is named "minlenght": did you mean "minlength"?',
  },
  {
    rule: 'val-pattern',
    wrong: '<form><input name="Zip" pattern="(\\d{4}"></form>',
    right: '<form><input name="Zip" pattern="(\\d{4})"></form>',
  },
  {
    rule: 'val-bounds',
    wrong: '<form><input name="Quantity" type="number" min="10" max="5"></form>',
    right: '<form><input name="Quantity" type="number" min="5" max="10"></form>',
    message: 'min="10" is above max="5": no value can be valid.',
  },
  {
    rule: 'val-message-for',
    wrong: '<form><input name="Email"><span data-valmsg-for="Mail"></span></form>',
    right: '<form><input name="Email"><span data-valmsg-for="Email"></span></form>',
  },
  {
    rule: 'val-no-message',
    wrong: '<form><input name="Email" data-val="true" data-val-required="!"></form>',
    right:
      '<form><input name="Email" data-val="true" data-val-required="!"><span data-valmsg-for="Email"></span></form>',
  },
  {
    rule: 'page-link',
    wrong: '<a href="javascript:void(0)">Open</a><a data-modal href="https://other.example/x">x</a>',
    right: '<button type="button">Open</button><a data-modal href="/fr/x">x</a>',
  },
];

describe('shop-runtime check: each rule catches a broken template and accepts the corrected one', () => {
  it.each(CASES)('$rule', ({ rule, wrong, right, message }) => {
    const found = check(page(wrong)).filter((finding) => finding.rule === rule);
    expect(found.length).toBeGreaterThan(0);
    if (message) expect(found[0]?.message).toBe(message);
    expect(check(page(right))).toEqual([]);
  });

  it('val-data-rule, val-pattern, val-bounds: equalto and remote point at data-val, dates compare as dates', () => {
    expect(check(page('<form><input name="B" data-rule-equalto="#A"></form>'))[0]?.message).toBe(
      'The runtime does not read data-rule-equalto; use data-val-equalto (with its parameters).',
    );
    expect(rules(page('<form><input name="Z" data-rule-pattern="[a-"></form>'))).toEqual(['val-pattern']);
    expect(rules(page('<form><input name="D" type="date" min="2026-01-01" max="2026-12-31"></form>'))).toEqual([]);
    expect(rules(page('<form><input name="D" type="date" min="2026-12-31" max="2026-01-01"></form>'))).toEqual([
      'val-bounds',
    ]);
    expect(rules(page('<form><input name="C" minlength="9" maxlength="4"></form>'))).toEqual(['val-bounds']);
    expect(rules(page('<form><input name="Q" type="number" min="2" max="10"></form>'))).toEqual([]);
  });

  it('page-script: a whole page without the runtime tag, or a wrong type', () => {
    expect(rules('<html><body><main></main></body></html>')).toEqual(['page-script']);
    expect(rules(page('').replace('type="module" ', ''))).toEqual(['page-script']);
    expect(rules('<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>')).toEqual([]);
  });

  it("page-config: a configuration value the runtime rejects, with the runtime schema's message", () => {
    const found = check(page('').replace('data-culture="fr"', 'data-culture="de" data-delai-in="3"'));
    expect(found.map((finding) => finding.message)).toEqual([
      'Runtime configuration: data-culture must be one of "fr", "nl" (got "de"); the default is used.',
      'data-delai-in is no configuration attribute: did you mean data-delay-in?',
    ]);
  });

  it('page-section: none, or two', () => {
    expect(
      rules(
        page('')
          .replace(' data-page-section', '')
          .replace(/<\/?main>/g, ''),
      ),
    ).toEqual(['page-section']);
    expect(rules(page('<div data-page-section></div>'))).toEqual(['page-section']);
    expect(rules(page('').replace(' data-page-section', ''))).toEqual([]);
  });

  it('page-token: a form that posts, or a widget that writes, on a page without the token', () => {
    const withoutToken = (html: string) => html.replace(/<meta name="__Request[^>]*>/, '');
    const form = '<form method="post" action="/fr/x"></form>';
    expect(rules(withoutToken(page(form)))).toEqual(['page-token']);
    expect(rules(page(form))).toEqual([]);
    // add-to-cart declares that it writes; a countdown writes nothing.
    const writer = '<form data-widget="add-to-cart"><input name="ProductVariantId"><input name="Quantity"></form>';
    expect(check(withoutToken(page(writer))).map((finding) => finding.message)).toEqual([
      'The "add-to-cart" widget sends changes, and the page has no __RequestVerificationToken (meta or hidden input).',
    ]);
    expect(rules(page(writer))).toEqual([]);
    expect(rules(withoutToken(page('<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>')))).toEqual(
      [],
    );
    // The declaration decides, not the words of the description.
    const widget = (name: string, description: string, writes?: boolean) => ({
      name,
      description,
      options: v.object({}),
      writes,
      load: async () => ({ mount: () => undefined }),
    });
    const widgets = [widget('saver', 'Keeps a note.', true), widget('poster', 'Shows what POST /api/x sent.')];
    const checkWith = (html: string) =>
      checkSource('t.html', withoutToken(page(html)), { base: BASE, widgets }).map((finding) => finding.rule);
    expect(checkWith('<div data-widget="saver"></div>')).toEqual(['page-token']);
    expect(checkWith('<div data-widget="poster"></div>')).toEqual([]);
  });

  it('page-csp: under a nonce CSP, the import map before the runtime tag, the nonce on both', () => {
    const tag = '<script type="module" src="/Dist/runtime.js"';
    const map = '<script nonce="n" type="importmap">{}</script>';
    const nonced = page('').replace(tag, `<script type="module" nonce="n" src="/Dist/runtime.js"`);
    expect(rules(nonced)).toEqual(['page-csp']);
    expect(rules(nonced.replace('<script type="module" nonce', `${map}<script type="module" nonce`))).toEqual([]);
    expect(rules(nonced.replace('</body>', `${map}</body>`))).toEqual(['page-csp']);
    expect(rules(page('', map))).toEqual(['page-csp']);
  });

  it('widget-nesting: a hook inside a widget its definition forbids, in the registry’s words', () => {
    const slides = (inner: string) =>
      `<div data-widget="slider"><div class="glide__track"><ul class="glide__slides"><li class="glide__slide">${inner}</li></ul></div></div>`;
    const nested = check(page(slides(slides(''))));
    expect(nested.map((finding) => `${finding.rule} ${finding.message}`)).toEqual([
      'widget-nesting Widget "slider" skipped: it cannot be inside a "slider" widget.',
    ]);
    expect(rules(page(slides('') + slides('')))).toEqual([]);
    // Two widgets on one element are not nested.
    expect(rules(page('<div data-widget="slider lightbox"><a data-lightbox href="/a.jpg">a</a></div>'))).toEqual([]);
  });

  it("a theme's own widgets (--theme-widget) are not unknown", async () => {
    const html = page('<div data-widget="greeting" data-who="Anna"></div>');
    expect(rules(html)).toEqual(['widget-unknown']);
    expect(checkSource('page.html', html, { base: BASE, themeWidgets: ['greeting'] })).toEqual([]);
    expect(
      parseArguments(['check', '--theme-widget', 'greeting,hello', '--theme-widget=bye', 'a.html']).themeWidgets,
    ).toEqual(['greeting', 'hello', 'bye']);
  });

  it('reads server expressions leniently: an attribute holding one is not value-checked', () => {
    expect(check(page('<div data-widget="countdown" data-end="@Model.End.ToString("o")"></div>'))).toEqual([]);
    expect(check(page('<div data-widget="countdown" data-end="{{ end }}"></div>'))).toEqual([]);
  });

  it('points at the line and column of the attribute', () => {
    const [finding] = check('<p>\n  <div class="x" data-widget="countdown" data-end="soon"></div>');
    expect(finding).toMatchObject({ line: 2, column: 42, severity: 'error', rule: 'widget-option' });
  });
});

describe('shop-runtime check: the command', () => {
  it('prints text, json and sarif; exits 1 on an error, 0 otherwise; --help lists every rule', async () => {
    const findings = check(page('<div data-widget="countdwn"></div>'));
    expect(format(findings, 'text')).toMatch(/^page\.html:\d+:\d+ {2}error {2}widget-unknown {2}No widget/);
    expect(JSON.parse(format(findings, 'json'))[0]).toEqual(findings[0]);
    const sarif = JSON.parse(format(findings, 'sarif'));
    expect(sarif.runs[0].results[0]).toMatchObject({ ruleId: 'widget-unknown', level: 'error' });
    let out = '';
    expect(await main(['check', '--help'], (text) => void (out += text))).toBe(0);
    for (const rule of RULE_INFO) expect(out).toContain(rule.id);
    expect(parseArguments(['check', '--crawl', '200', '--format=json', 'a.html'])).toMatchObject({
      crawl: 200,
      format: 'json',
      inputs: ['a.html'],
    });
    let complaint = '';
    const complain = (text: string) => void (complaint += text);
    expect(await main(['check', '--format', 'xml', 'a.html'], () => {}, complain)).toBe(2);
    expect(complaint).toMatch(/^shop-runtime: --format is text, json or sarif\.\n\nshop-runtime \d/);
  });
});
