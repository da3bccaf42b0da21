import { isEmpty, type Rule } from '../rule.ts';

/** A value, a ticked checkbox or a chosen file. Whitespace alone is no value. */
export const required: Rule = {
  name: 'required',
  messageKey: 'Validation.Required',
  runsWhenEmpty: true,
  test: (input) => !isEmpty(input),
};
