// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkSource } from './check.ts';
import { format, main, parseArguments } from './cli.ts';
import { RULES } from './rules/index.ts';

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

describe('shop-runtime check: the rules beyond their examples (rules.test.ts tests each example)', () => {
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

  it('widget-attribute: what a widget reads beside its options comes from its definition (reads), not its words', () => {
    const widget = (reads?: readonly string[]) => ({
      name: 'teaser',
      description: 'Shows data-in-list and data-tone on its element.',
      options: v.object({}),
      reads,
      load: async () => ({ mount: () => undefined }),
    });
    const hook = page('<div data-widget="teaser" data-tone="warm"></div>');
    const checkWith = (reads?: readonly string[]) =>
      checkSource('t.html', hook, { base: BASE, widgets: [widget(reads)] }).map((one) => one.message);
    expect(checkWith()).toEqual(['data-tone is no option of "teaser".']);
    expect(checkWith(['data-tone'])).toEqual([]);
    // The built-in wishlist button declares data-in-list.
    expect(rules(page('<a data-widget="wishlist-button" data-in-list="true" href="/fr/w">♡</a>'))).toEqual([]);
  });

  it('nav-value: data-modal-size and data-prefetch take the values the runtime acts on', () => {
    expect(rules(page('<a data-modal data-modal-size="lg" href="/fr/x">x</a>'))).toEqual([]);
    expect(check(page('<a data-prefetch="no" href="/fr/x">x</a>')).map((one) => one.message)).toEqual([
      'data-prefetch="no" is none of "false".',
    ]);
    expect(check(page('<a data-modal data-modal-size="XL" href="/fr/x">x</a>'))[0]?.message).toBe(
      'data-modal-size="XL" is none of "sm", "md", "lg", "xl": did you mean "xl"?',
    );
    expect(rules(page('<a data-modal data-modal-size="@Model.Size" href="/fr/x">x</a>'))).toEqual([]);
  });

  it('carries the corrections it is sure of as a fix: replaced in the source, the finding goes', () => {
    const apply = (html: string) => {
      const [finding] = checkSource('page.html', html, { base: BASE });
      const fix = finding?.fix;
      if (!fix) return undefined;
      return html.slice(0, fix.offset) + fix.text + html.slice(fix.offset + fix.length);
    };
    const option = '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-edn="hide"></div>';
    expect(apply(option)).toBe(option.replace('data-on-edn', 'data-on-end'));
    const comment = `<!-- shop-runtime-disable-next-line widget-atribute -->\n${option}`;
    expect(apply(comment)).toBe(comment.replace('widget-atribute', 'widget-attribute'));
    const form =
      '<html><body><main><form method="post"></form></main><script type="module" src="/runtime.js"></script></body></html>';
    const fixed = apply(form) ?? '';
    expect(fixed).toContain(
      '<form method="post"><input name="__RequestVerificationToken" type="hidden" value=""></form>',
    );
    expect(checkSource('page.html', fixed, { base: BASE })).toEqual([]);
    // No fix where the checker has no near name to offer.
    expect(check('<div data-widget="zzzzzzzz"></div>')[0]?.fix).toBeUndefined();
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
    for (const rule of RULES) expect(out).toContain(rule.id);
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
