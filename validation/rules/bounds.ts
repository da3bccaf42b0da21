import type { Rule } from '../rule.ts';

/**
 * jquery-validation's min and max: a number field's value (or a text field's) is compared as a number, so text that
 * is no number is below and above every bound (`abc` fails both); a date's `yyyy-mm-dd` is compared as text
 * (`compare: 'text'`, set by attribute-rules.ts for the other input types).
 */
function inBound(value: string, bound: string | undefined, compare: string | undefined, above: boolean): boolean {
  if (bound === undefined) return true;
  if (compare === 'text') return above ? value >= bound : value <= bound;
  return above ? Number(value) >= Number(bound) : Number(value) <= Number(bound);
}

export const min: Rule = {
  name: 'min',
  messageKey: 'Validation.Min',
  messageArgs: ({ min: bound = '' }) => [bound],
  test: ({ value }, { min: bound, compare }) => inBound(value, bound, compare, true),
};

export const max: Rule = {
  name: 'max',
  messageKey: 'Validation.Max',
  messageArgs: ({ max: bound = '' }) => [bound],
  test: ({ value }, { max: bound, compare }) => inBound(value, bound, compare, false),
};

/** Digits after the decimal point of a number written as text ("0.25" → 2, "3" → 0). */
const decimalPlaces = (text: string): number => /(?:\.(\d+))?$/.exec(text)?.[1]?.length ?? 0;

/**
 * jquery-validation's step: the value is a whole multiple of the step counted from zero (not from min, unlike the
 * browser's own check), with no more decimals than the step has. Read on text, number and range inputs only
 * (attribute-rules.ts); text that is no number fails.
 */
export const step: Rule = {
  name: 'step',
  messageKey: 'Validation.Step',
  messageArgs: ({ step: size = '' }) => [size],
  test: ({ value }, { step: size = '' }) => {
    const decimals = decimalPlaces(size);
    const whole = (text: string) => Math.round(Number(text) * 10 ** decimals);
    return decimalPlaces(value) <= decimals && whole(value) % whole(size) === 0;
  },
};
