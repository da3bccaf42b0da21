/** What the checker reports. The rules it knows are in rules/ (rules/index.ts lists them). */
export type Severity = 'error' | 'warning';

/** A correction the checker is sure of: replace `length` characters at `offset` of the source with `text`. */
export interface Fix {
  title: string;
  offset: number;
  length: number;
  text: string;
}

export interface Finding {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: string;
  message: string;
  /** A quick fix (the language server offers it; `--format json` shows it). */
  fix?: Fix;
}
