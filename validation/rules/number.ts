import type { Rule } from '../rule.ts';

/** Runtime spec §5: digits with one optional dot or comma separator (no thousands separators, no sign). */
export const NUMBER = /^\d+([.,]\d+)?$/;

export const parseNumber = (text: string): number => Number(text.trim().replace(',', '.'));

export const number: Rule = {
  name: 'number',
  messageKey: 'Validation.Number',
  test: ({ value }) => NUMBER.test(value.trim()),
};

export const digits: Rule = {
  name: 'digits',
  messageKey: 'Validation.Digits',
  test: ({ value }) => /^\d+$/.test(value.trim()),
};

/** Between min and max, as numbers (comma or dot decimals). */
export const range: Rule = {
  name: 'range',
  messageKey: 'Validation.Range',
  messageArgs: ({ min = '', max = '' }) => [min, max],
  test: ({ value }, { min, max }) => {
    const n = parseNumber(value);
    if (Number.isNaN(n)) return false;
    return (
      (min === undefined || min === '' || n >= Number(min)) && (max === undefined || max === '' || n <= Number(max))
    );
  },
};
