import { describe, expect, it } from 'vitest';
import { modelPrefix, parseRules, resolveFieldName } from './parse.ts';

const attrs = (record: Record<string, string>) => Object.entries(record).map(([name, value]) => ({ name, value }));

describe('data-val attributes', () => {
  it('reads nothing unless data-val is "true"', () => {
    expect(parseRules(attrs({ 'data-val-required': 'x' }), 'Email')).toEqual([]);
    expect(parseRules(attrs({ 'data-val': 'false', 'data-val-required': 'x' }), 'Email')).toEqual([]);
  });

  it('reads each rule with its message and parameters, in attribute order', () => {
    const rules = parseRules(
      attrs({
        'data-val': 'true',
        'data-val-length': 'Entre 2 et 30',
        'data-val-length-min': '2',
        'data-val-length-max': '30',
        'data-val-required': '',
        'data-val-regex': 'Format',
        'data-val-regex-pattern': '^[A-Z]+$',
      }),
      'Name',
    );
    // The checking order (required first…) is rule-order.ts's business, not the reader's.
    expect(rules).toEqual([
      { rule: 'length', message: 'Entre 2 et 30', params: { min: '2', max: '30' } },
      { rule: 'required', message: '', params: {} },
      { rule: 'regex', message: 'Format', params: { pattern: '^[A-Z]+$' } },
    ]);
  });

  it('resolves *. names against the field prefix', () => {
    expect(modelPrefix('Customer.Address.Street')).toBe('Customer.Address.');
    expect(modelPrefix('Email')).toBe('');
    expect(resolveFieldName('*.Password', 'Register.ConfirmPassword')).toBe('Register.Password');
    expect(resolveFieldName('Password', 'Register.ConfirmPassword')).toBe('Password');
    const [rule] = parseRules(
      attrs({ 'data-val': 'true', 'data-val-equalto': 'x', 'data-val-equalto-other': '*.Password' }),
      'Register.ConfirmPassword',
    );
    expect(rule?.params.other).toBe('Register.Password');
  });

  it('resolves every listed field of notequalto', () => {
    const [rule] = parseRules(
      attrs({ 'data-val': 'true', 'data-val-notequalto': 'x', 'data-val-notequalto-other': '*.FirstName, *.LastName' }),
      'Account.Password',
    );
    expect(rule?.params.other).toBe('Account.FirstName,Account.LastName');
  });
});
