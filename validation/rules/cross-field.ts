import { type FieldValue, isEmpty, type Rule } from '../rule.ts';

/** A checkbox compares as "true" / "false"; other fields by their value. */
const comparable = (field: FieldValue | undefined): string =>
  field === undefined ? '' : field.checked !== undefined ? String(field.checked) : field.value;

const names = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Same value as the other field. */
export const equalto: Rule = {
  name: 'equalto',
  messageKey: 'Validation.EqualTo',
  test: (input, { other }) => input.value === comparable(input.fieldNamed(other ?? '')),
};

/** Runtime spec §5: differs from each listed other field (an empty other field never matches). */
export const notequalto: Rule = {
  name: 'notequalto',
  messageKey: 'Validation.NotEqualTo',
  test: (input, { other }) =>
    names(other).every((name) => {
      const value = comparable(input.fieldNamed(name));
      return value === '' || value.toLowerCase() !== input.value.toLowerCase();
    }),
};

/**
 * Runtime spec §5: required depending on another field's value. `operator` is EqualTo (default) or NotEqualTo;
 * `targetvalue` is compared case-insensitively, a checkbox as "true" / "false".
 */
export const requiredif: Rule = {
  name: 'requiredif',
  messageKey: 'Validation.Required',
  runsWhenEmpty: true,
  test: (input, { dependentproperty, targetvalue, operator }) => {
    const other = comparable(input.fieldNamed(dependentproperty ?? '')).toLowerCase();
    const target = (targetvalue ?? '').toLowerCase();
    const applies = (operator ?? 'EqualTo').toLowerCase() === 'notequalto' ? other !== target : other === target;
    return !applies || !isEmpty(input);
  },
};

/** Runtime spec §5: this field or the other must be filled. */
export const requiredor: Rule = {
  name: 'requiredor',
  messageKey: 'Validation.RequiredOr',
  runsWhenEmpty: true,
  test: (input, { other }) =>
    !isEmpty(input) ||
    names(other).some(
      (name) => comparable(input.fieldNamed(name)).trim() !== '' && comparable(input.fieldNamed(name)) !== 'false',
    ),
};

/** Runtime spec §5: a checkbox that must be ticked (the CMS emits either name). */
export const mandatory: Rule = {
  name: 'mandatory',
  messageKey: 'Validation.Mandatory',
  runsWhenEmpty: true,
  test: (input) => input.checked === true,
};

export const enforcetrue: Rule = { ...mandatory, name: 'enforcetrue' };
