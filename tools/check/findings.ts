/** What the checker reports. The rules it knows are in rules/ (rules/index.ts lists them). */
export type Severity = 'error' | 'warning';

export interface Finding {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: string;
  message: string;
}
