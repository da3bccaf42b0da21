/**
 * `shop-runtime check [options] <file | folder | glob | http(s) address>…`: the theme developer's template checker
 * (docs/theme-kit.md). Exit code 1 when any finding is an error, 2 when the command itself is wrong, 0 otherwise.
 */
import { checkSource } from './check.ts';
import { CONFIG_FILE, loadConfig, type ThemeConfig } from './config.ts';
import type { Finding } from './findings.ts';
import { crawl, readFiles, type Source } from './inputs.ts';
import { crawlRule } from './rules/crawl.ts';
import { RULES } from './rules/index.ts';
import { sarif } from './sarif.ts';

declare const SHOP_RUNTIME_VERSION: string;
const VERSION = typeof SHOP_RUNTIME_VERSION === 'string' ? SHOP_RUNTIME_VERSION : 'dev';

export function help(): string {
  const width = Math.max(...RULES.map((rule) => rule.id.length));
  return [
    `shop-runtime ${VERSION}`,
    '',
    'Usage: shop-runtime check [options] <file | folder | glob | http(s)://address>…',
    '       shop-runtime lsp      the language server over stdio, for editors (docs/theme-kit.md)',
    '',
    'Checks templates and rendered pages against the runtime: widget hooks and their options (the widgets’',
    "schemas, the runtime's messages), validation markup and the page contract. Values holding a server",
    'expression (@Model…, {{ … }}) are not value-checked.',
    '',
    'Options:',
    '  --crawl N          follow same-site links from each address, N pages at most (default 1: the page alone)',
    '  --format F         text (default), json or sarif',
    '  --base-url URL     the address files are judged against for same-site options (default http://localhost/)',
    "  --theme-widget N   a theme's own widget (registerWidget): not unknown, options unchecked; repeat or a,b",
    `  --config FILE      the rules' settings (default: ${CONFIG_FILE} or package.json's "shop-runtime" key,`,
    '                     in this folder or the nearest one above)',
    '  --max-warnings N   exit 1 when there are more than N warnings (default: warnings alone exit 0)',
    '  --help             this text',
    '',
    'Exit code: 1 when there is an error (or more warnings than --max-warnings), 0 otherwise, 2 for a wrong command',
    'or config.',
    '',
    'Silence a rule on the next line: <!-- shop-runtime-disable-next-line widget-attribute --> (Razor: @* … *@);',
    'in a block: <!-- shop-runtime-disable val-no-message --> … <!-- shop-runtime-enable -->.',
    '',
    'Rules:',
    ...RULES.map((rule) => `  ${rule.id.padEnd(width)}  ${rule.severity.padEnd(7)}  ${rule.summary}`),
    '',
  ].join('\n');
}

export interface Arguments {
  inputs: string[];
  crawl: number;
  format: 'text' | 'json' | 'sarif';
  base: string;
  themeWidgets: string[];
  config: string | undefined;
  /** Exit 1 above this many warnings (none: warnings never fail). */
  maxWarnings: number | undefined;
  help: boolean;
}

export function parseArguments(argv: readonly string[]): Arguments {
  const parsed: Arguments = {
    inputs: [],
    crawl: 1,
    format: 'text',
    base: 'http://localhost/',
    themeWidgets: [],
    config: undefined,
    maxWarnings: undefined,
    help: false,
  };
  const list = argv[0] === 'check' ? argv.slice(1) : [...argv];
  for (let i = 0; i < list.length; i++) {
    const [flag, inline] = (list[i] ?? '').split(/=(.*)/s);
    const value = () => inline ?? list[++i] ?? '';
    if (flag === '--help' || flag === '-h') parsed.help = true;
    else if (flag === '--crawl') parsed.crawl = Number(value());
    else if (flag === '--format') parsed.format = value() as Arguments['format'];
    else if (flag === '--base-url') parsed.base = value();
    else if (flag === '--theme-widget') parsed.themeWidgets.push(...value().split(',').filter(Boolean));
    else if (flag === '--config') parsed.config = value();
    else if (flag === '--max-warnings') parsed.maxWarnings = Number(value());
    else if (flag?.startsWith('--')) throw new Error(`Unknown option ${flag}.`);
    else parsed.inputs.push(list[i] ?? '');
  }
  if (!Number.isInteger(parsed.crawl) || parsed.crawl < 1) throw new Error('--crawl takes a whole number of pages.');
  const { maxWarnings } = parsed;
  if (maxWarnings !== undefined && !(Number.isInteger(maxWarnings) && maxWarnings >= 0))
    throw new Error('--max-warnings takes a whole number of warnings.');
  if (!['text', 'json', 'sarif'].includes(parsed.format)) throw new Error('--format is text, json or sarif.');
  new URL(parsed.base);
  if (!parsed.help && parsed.inputs.length === 0) throw new Error('Name at least one file, folder, glob or address.');
  return parsed;
}

export function format(findings: readonly Finding[], kind: Arguments['format'], pages = 1): string {
  if (kind === 'json') return `${JSON.stringify(findings, null, 2)}\n`;
  if (kind === 'sarif') return `${JSON.stringify(sarif(findings, VERSION), null, 2)}\n`;
  const lines = findings.map((f) => `${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.rule}  ${f.message}`);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  lines.push(`${count(pages, 'page')}: ${count(errors, 'error')}, ${count(findings.length - errors, 'warning')}`);
  return `${lines.join('\n')}\n`;
}

/** The pages to check, and the crawl's own findings (links to answers that failed). */
async function gather(args: Arguments): Promise<{ sources: Source[]; findings: Finding[] }> {
  const sources: Source[] = [];
  const findings: Finding[] = [];
  for (const input of args.inputs) {
    if (!/^https?:\/\//i.test(input)) sources.push(...(await readFiles(input, args.base)));
    else {
      const { pages, failures } = await crawl(input, args.crawl);
      sources.push(...pages);
      for (const failure of failures)
        findings.push({
          file: input,
          line: 1,
          column: 1,
          severity: crawlRule.severity,
          rule: crawlRule.id,
          message: `A same-site link leads to a page that failed: ${failure}.`,
        });
    }
  }
  return { sources, findings };
}

/** Runs the command; resolves with the exit code. Its report goes to `write`, a wrong command's message to `complain`. */
export async function main(
  argv: readonly string[],
  write = (text: string): unknown => process.stdout.write(text),
  complain = (text: string): unknown => process.stderr.write(text),
): Promise<number> {
  let args: Arguments;
  try {
    args = parseArguments(argv);
  } catch (error) {
    complain(`shop-runtime: ${(error as Error).message}\n\n${help()}`);
    return 2;
  }
  if (args.help) return (write(help()), 0);
  let gathered: Awaited<ReturnType<typeof gather>>;
  let config: ThemeConfig;
  try {
    config = await loadConfig(process.cwd(), args.config);
    gathered = await gather(args);
  } catch (error) {
    complain(`shop-runtime: ${(error as Error).message}\n`);
    return 2;
  }
  const { sources, findings } = gathered;
  const themeWidgets = [...config.themeWidgets, ...args.themeWidgets];
  const crawlSetting = config.rules[crawlRule.id] ?? crawlRule.severity;
  const kept = crawlSetting === 'off' ? [] : findings.map((one) => ({ ...one, severity: crawlSetting }));
  for (const { file, source, base } of sources)
    kept.push(...checkSource(file, source, { base, themeWidgets, rules: config.rules }));
  write(format(kept, args.format, sources.length));
  const warnings = kept.filter((finding) => finding.severity === 'warning').length;
  if (args.maxWarnings !== undefined && warnings > args.maxWarnings) {
    complain(`shop-runtime: ${warnings} warnings, more than --max-warnings ${args.maxWarnings}.\n`);
    return 1;
  }
  return kept.some((finding) => finding.severity === 'error') ? 1 : 0;
}
