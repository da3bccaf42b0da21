/**
 * Comments that silence rules in a template (docs/theme-kit.md, "Silencing a rule"):
 *
 *   <!-- shop-runtime-disable-next-line widget-attribute -->     the next line, these rules (none named: all)
 *   <!-- shop-runtime-disable val-no-message --> … <!-- shop-runtime-enable -->    a block (to the end without enable)
 *   @* shop-runtime-disable-next-line widget-attribute *@       the same in Razor
 *
 * A comment that silences nothing, or names no rule, is itself reported (the unused-disable rule).
 */
import type { Finding } from './findings.ts';

export interface Directive {
  kind: 'next-line' | 'block';
  /** The rules it names; empty: every rule. */
  rules: string[];
  /** Where the comment is (1-based), for its own finding. */
  line: number;
  column: number;
  /** The lines it silences, inclusive. */
  from: number;
  to: number;
  /** The rule list as written, and its offset in the source: a quick fix rewrites a name in it. */
  listOffset: number;
  list: string;
  used: boolean;
}

const COMMENT = /(?:<!--|@\*)\s*shop-runtime-(disable-next-line|disable|enable)\b([^]*?)(?:-->|\*@)/g;

type Position = (offset: number) => { line: number; column: number };

export function findDirectives(source: string, position: Position): Directive[] {
  const directives: Directive[] = [];
  const open: Directive[] = [];
  for (const match of source.matchAll(COMMENT)) {
    const [whole, kind = '', list = ''] = match;
    const at = position(match.index);
    const end = position(match.index + whole.length).line;
    if (kind === 'enable') {
      for (const block of open.splice(0)) block.to = at.line;
      continue;
    }
    const rules = list.split(/[\s,]+/).filter(Boolean);
    const listOffset = match.index + whole.length - (whole.endsWith('-->') ? 3 : 2) - list.length;
    const [from, to] = kind === 'disable' ? [end, Number.POSITIVE_INFINITY] : [end + 1, end + 1];
    const directive: Directive = {
      kind: kind === 'disable' ? 'block' : 'next-line',
      rules,
      ...at,
      from,
      to,
      listOffset,
      list,
      used: false,
    };
    directives.push(directive);
    if (directive.kind === 'block') open.push(directive);
  }
  return directives;
}

/** The findings no directive silences; marks the directives that silenced one. */
export function silence(findings: readonly Finding[], directives: readonly Directive[]): Finding[] {
  return findings.filter((finding) => {
    const by = directives.filter(
      (one) =>
        finding.line >= one.from &&
        finding.line <= one.to &&
        (one.rules.length === 0 || one.rules.includes(finding.rule)),
    );
    for (const one of by) one.used = true;
    return by.length === 0;
  });
}
