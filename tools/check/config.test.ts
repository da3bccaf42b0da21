// @vitest-environment node
/** Issue 45 point 2: a theme configures the rules (config file or package.json key), silences lines, caps warnings. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSource } from './check.ts';
import { main } from './cli.ts';
import { loadConfig, parseConfig } from './config.ts';

const BASE = 'https://shop.test/fr/';
const folder = mkdtempSync(join(tmpdir(), 'shop-runtime-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const TYPO = '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-edn="reload"></div>';
const NO_MESSAGE = '<form><input name="Email" data-val="true" data-val-required="!"></form>';
const found = (html: string, rules = {}) =>
  checkSource('t.html', html, { base: BASE, rules }).map((one) => `${one.line} ${one.severity} ${one.rule}`);

describe('inline comments silence a rule', () => {
  it('on the next line only, the rules named (none named: every rule), in HTML and in Razor', () => {
    expect(found(`${TYPO}\n${TYPO}`)).toEqual(['1 warning widget-attribute', '2 warning widget-attribute']);
    const html = `<!-- shop-runtime-disable-next-line widget-attribute -->\n${TYPO}\n${TYPO}`;
    expect(found(html)).toEqual(['3 warning widget-attribute']);
    expect(found(`@* shop-runtime-disable-next-line widget-attribute *@\n${TYPO}`)).toEqual([]);
    expect(found(`<!-- shop-runtime-disable-next-line -->\n${TYPO}`)).toEqual([]);
    // Another rule named: this finding stays, and the comment, having silenced nothing, is reported.
    expect(found(`<!-- shop-runtime-disable-next-line val-no-message -->\n${TYPO}`)).toEqual([
      '1 warning unused-disable',
      '2 warning widget-attribute',
    ]);
  });

  it('in a block, to shop-runtime-enable or the end of the file', () => {
    const block = `<!-- shop-runtime-disable widget-attribute, val-no-message -->\n${TYPO}\n${NO_MESSAGE}\n<!-- shop-runtime-enable -->\n${TYPO}`;
    expect(found(block)).toEqual(['5 warning widget-attribute']);
    expect(found(`@* shop-runtime-disable *@\n${TYPO}\n\n${TYPO}`)).toEqual([]);
  });

  it('a comment that silences nothing, or names no rule, is reported with the nearest rule name', () => {
    const [unused] = checkSource('t.html', `<p>\n  <!-- shop-runtime-disable-next-line widget-attribute -->\n<p>`, {
      base: BASE,
    });
    expect(unused).toMatchObject({ line: 2, column: 3, severity: 'warning', rule: 'unused-disable' });
    expect(unused?.message).toBe('This comment silences nothing: no widget-attribute finding on the line it covers.');
    const misspelt = checkSource('t.html', `<!-- shop-runtime-disable-next-line widget-atribute -->\n${TYPO}`, {
      base: BASE,
    });
    expect(misspelt.map((one) => one.message)).toEqual([
      'No rule is named "widget-atribute": did you mean "widget-attribute"?',
      'data-on-edn is no option of "countdown": did you mean data-on-end?',
    ]);
  });
});

describe("a theme's config", () => {
  it('turns a rule off or changes its severity', () => {
    expect(found(TYPO, { 'widget-attribute': 'off' })).toEqual([]);
    expect(found(TYPO, { 'widget-attribute': 'error' })).toEqual(['1 error widget-attribute']);
    expect(
      found(`<!-- shop-runtime-disable-next-line widget-attribute -->\n${TYPO}`, { 'unused-disable': 'off' }),
    ).toEqual([]);
  });

  it('says what is wrong with it: an unknown rule (nearest name), a severity, an unknown key', () => {
    expect(() => parseConfig({ rules: { 'widget-atribute': 'off' } }, 'c.json')).toThrow(
      'c.json: rules: no rule is named "widget-atribute": did you mean "widget-attribute"?',
    );
    expect(() => parseConfig({ rules: { 'widget-attribute': 'loud' } }, 'c.json')).toThrow(
      'c.json: rules.widget-attribute: a rule is "off", "warning" or "error" (got "loud").',
    );
    expect(() => parseConfig({ themeWidget: ['x'] }, 'c.json')).toThrow(
      'c.json: themeWidget: is no setting; the config knows "rules" and "themeWidgets".',
    );
    expect(parseConfig({}, 'c.json')).toEqual({ rules: {}, themeWidgets: [], file: 'c.json' });
  });

  it('is found in shop-runtime.config.json, else package.json\'s "shop-runtime" key, here or above', async () => {
    const theme = join(folder, 'theme');
    const views = join(theme, 'Views', 'Shared');
    mkdirSync(views, { recursive: true });
    writeFileSync(join(theme, 'package.json'), JSON.stringify({ name: 't', 'shop-runtime': { themeWidgets: ['hi'] } }));
    expect(await loadConfig(views)).toMatchObject({
      themeWidgets: ['hi'],
      file: join(theme, 'package.json ("shop-runtime")'),
    });
    writeFileSync(join(theme, 'shop-runtime.config.json'), '{"rules":{"val-no-message":"error"}}');
    expect(await loadConfig(views)).toMatchObject({ rules: { 'val-no-message': 'error' }, themeWidgets: [] });
    writeFileSync(join(theme, 'shop-runtime.config.json'), '{"rules":');
    await expect(loadConfig(views)).rejects.toThrow(/shop-runtime\.config\.json: not JSON/);
    await expect(loadConfig(views, join(folder, 'none.json'))).rejects.toThrow(/none\.json: no such config file\./);
  });
});

describe('the command with a config and --max-warnings', () => {
  it('applies --config (severities, theme widgets) and fails above --max-warnings N', async () => {
    const page = join(folder, 'page.html');
    writeFileSync(page, `${TYPO}\n<div data-widget="greeting"></div>\n`);
    const config = join(folder, 'strict.json');
    writeFileSync(config, '{"rules":{"widget-attribute":"error"},"themeWidgets":["greeting"]}');
    let out = '';
    let said = '';
    const write = (text: string) => void (out += text);
    const complain = (text: string) => void (said += text);
    expect(await main(['check', '--config', config, page], write, complain)).toBe(1);
    expect(out).toMatch(/:1:\d+ {2}error {2}widget-attribute {2}data-on-edn[^\n]*\n1 page: 1 error, 0 warnings\n$/);
    writeFileSync(config, '{"themeWidgets":["greeting"]}');
    expect(await main(['check', '--config', config, '--max-warnings', '1', page], write, complain)).toBe(0);
    expect(await main(['check', '--config', config, '--max-warnings=0', page], write, complain)).toBe(1);
    expect(said).toBe('shop-runtime: 1 warnings, more than --max-warnings 0.\n');
    writeFileSync(config, '{"rules":{"widget-atribute":"off"}}');
    expect(await main(['check', '--config', config, page], write, complain)).toBe(2);
    expect(said).toContain('did you mean "widget-attribute"?');
    expect(await main(['check', '--max-warnings', 'some', page], write, complain)).toBe(2);
  });
});
