import type { Rule } from '../rule.ts';

const count = (text: string) => Array.from(text).length;

/** Between min and max characters (either may be absent). */
export const length: Rule = {
  name: 'length',
  messageKey: 'Validation.Length',
  messageArgs: ({ min = '', max = '' }) => [min, max],
  test: ({ value }, { min, max }) =>
    (min === undefined || count(value) >= Number(min)) && (max === undefined || count(value) <= Number(max)),
};

export const minlength: Rule = {
  name: 'minlength',
  messageKey: 'Validation.MinLength',
  messageArgs: ({ min = '' }) => [min],
  test: ({ value }, { min }) => count(value) >= Number(min ?? 0),
};

/** Runtime spec §5: skipped when the limit is 0 or less. */
export const maxlength: Rule = {
  name: 'maxlength',
  messageKey: 'Validation.MaxLength',
  messageArgs: ({ max = '' }) => [max],
  test: ({ value }, { max }) => Number(max ?? 0) <= 0 || count(value) <= Number(max),
};
