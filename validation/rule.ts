/** The shape of a validation rule: one module per rule in rules/, pure apart from `remote`. */
export type Culture = 'fr' | 'nl';

/** What a rule sees of a field (its own, or another one through `fieldNamed`). */
export interface FieldValue {
  value: string;
  /** For a checkbox: whether it is ticked. */
  checked?: boolean;
  files?: readonly { name: string; size: number; type: string }[];
}

export interface RuleInput extends FieldValue {
  /** The field's name. */
  name: string;
  culture: Culture;
  /** Another field of the same form, by name. */
  fieldNamed(name: string): FieldValue | undefined;
}

export type RuleResult = boolean | Promise<boolean | string>;

export interface Rule {
  name: string;
  /** String resource of the default message, used when the server's data-val-<rule> is empty. */
  messageKey: string;
  /** The values of the {0}, {1}… of its default message, from its parameters (min: its bound). */
  messageArgs?: (params: Record<string, string>) => string[];
  /** Runs on an empty value too (required and friends); other rules pass an empty optional field. */
  runsWhenEmpty?: boolean;
  /** Answers with a promise (remote): run as valibot's checkAsync, the others as check. */
  async?: boolean;
  /** true when valid; an async rule may answer a message instead. */
  test(input: RuleInput, params: Record<string, string>): RuleResult;
}

export const isEmpty = (input: FieldValue): boolean =>
  input.checked === false || (input.files ? input.files.length === 0 : input.value.trim() === '');
