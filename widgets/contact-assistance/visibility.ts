/**
 * Shop spec §4, the contact assistance form: which of FormField21–52 are shown for the values chosen, and which
 * values a change empties. Pure: fields are named by number, values are the selects' option values.
 *
 *   21–25 always · FormField25 = 7 or 8 → 52 and 38 (both reset whenever 25 changes) · 25 = 15 → 46–51
 *   FormField52 = 12 → 26 · 52 = 14 → 27–35 (31 is a file upload)
 *   FormField38 = 10 → 36, 37, 45 · 38 = 13 → 39–44, 45
 *   any other value hides the dynamic fields; a hidden field is emptied, so it starts empty when shown again.
 */

export type FieldValues = Readonly<Record<number, string>>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Always shown. */
export const ALWAYS_SHOWN: readonly number[] = range(21, 25);

interface Branch {
  /** The field whose value decides. */
  parent: number;
  values: readonly string[];
  shows: readonly number[];
}

/** Each branch applies only while its parent is shown itself. */
export const BRANCHES: readonly Branch[] = [
  { parent: 25, values: ['7', '8'], shows: [52, 38] },
  { parent: 25, values: ['15'], shows: range(46, 51) },
  { parent: 52, values: ['12'], shows: [26] },
  { parent: 52, values: ['14'], shows: range(27, 35) },
  { parent: 38, values: ['10'], shows: [36, 37, 45] },
  { parent: 38, values: ['13'], shows: [...range(39, 44), 45] },
];

/** Fields emptied whenever the given field changes, even when they stay shown. */
export const RESET_ON_CHANGE: Readonly<Record<number, readonly number[]>> = { 25: [52, 38] };

/** Every field the form knows, in number order. */
export const ALL_FIELDS: readonly number[] = range(21, 52);

/** The fields shown for these values. */
export function shownFields(values: FieldValues): Set<number> {
  const shown = new Set<number>(ALWAYS_SHOWN);
  // Parents come before their children in BRANCHES, so one pass settles the nested branches.
  for (const branch of BRANCHES) {
    if (shown.has(branch.parent) && branch.values.includes(values[branch.parent] ?? '')) {
      for (const field of branch.shows) shown.add(field);
    }
  }
  return shown;
}

export interface FormState {
  values: Record<number, string>;
  shown: Set<number>;
  /** Fields whose value was emptied by this change. */
  emptied: number[];
}

/**
 * The state after `changed` took its value in `values`: the fields it resets are emptied, then every field that is
 * not shown is emptied too (emptying a field only ever hides more fields, never shows one).
 */
export function afterChange(values: FieldValues, changed?: number): FormState {
  const next: Record<number, string> = { ...values };
  const emptied = new Set<number>();
  const empty = (field: number) => {
    if ((next[field] ?? '') !== '') emptied.add(field);
    next[field] = '';
  };
  for (const field of changed === undefined ? [] : (RESET_ON_CHANGE[changed] ?? [])) empty(field);
  const shown = shownFields(next);
  for (const field of ALL_FIELDS) if (!shown.has(field)) empty(field);
  return { values: next, shown, emptied: [...emptied].sort((a, b) => a - b) };
}

/** The field number of a control name (`FormField31` → 31), or undefined for other names. */
export function fieldNumber(name: string): number | undefined {
  const match = /(?:^|\.)FormField(\d+)$/.exec(name);
  return match ? Number(match[1]) : undefined;
}
