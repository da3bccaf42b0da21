import { describe, expect, it } from 'vitest';
import { CMS_ADAPTERS, inCheckingOrder, UNOBTRUSIVE_ADAPTERS, UPLOAD_CHECKS } from './rule-order.ts';

const order = (rules: string[], registered: string[] = []) =>
  inCheckingOrder(
    rules.map((rule) => ({ rule })),
    registered,
  ).map((spec) => spec.rule);

describe('the order a field’s rules are checked in (jquery-validation-unobtrusive + jQuery Validate)', () => {
  it('checks regex before length, whatever the attribute order', () => {
    expect(order(['length', 'regex'])).toEqual(['regex', 'length']);
    expect(order(['regex', 'length'])).toEqual(['regex', 'length']);
  });

  it('puts required first, even after rules that come before it in the adapter list', () => {
    expect(order(['length', 'regex', 'email', 'required'])).toEqual(['required', 'regex', 'email', 'length']);
  });

  it('puts remote last, even after the CMS’s rules and the upload checks', () => {
    expect(order(['remote', 'notequalto', 'length', 'required', 'maxfiles'])).toEqual([
      'required',
      'length',
      'notequalto',
      'maxfiles',
      'remote',
    ]);
  });

  it('follows the adapter list for the built-in rules', () => {
    const shuffled = ['fileextensions', 'password', 'equalto', 'maxlength', 'minlength', 'range', 'length'];
    expect(order([...shuffled, 'url', 'number', 'email', 'digits', 'date', 'creditcard', 'regex'])).toEqual([
      'regex',
      'creditcard',
      'date',
      'digits',
      'email',
      'number',
      'url',
      'length',
      'range',
      'minlength',
      'maxlength',
      'equalto',
      'password',
      'fileextensions',
    ]);
    expect(order(['regex', 'extension', 'accept'])).toEqual(['accept', 'extension', 'regex']);
  });

  it('checks the CMS’s own rules after every built-in one, in the order runtime spec §5 lists them', () => {
    expect(order(['enforcetrue', 'requiredif', 'fileextensions', 'mandatory', 'requiredor', 'notequalto'])).toEqual([
      'fileextensions',
      'notequalto',
      'requiredif',
      'requiredor',
      'mandatory',
      'enforcetrue',
    ]);
    // The change-password field: required, the password options, then different from the current one.
    expect(order(['notequalto', 'password', 'required'])).toEqual(['required', 'password', 'notequalto']);
    // The order number of the contact form: its format before requiredif (which only speaks when it is empty).
    expect(order(['requiredif', 'regex'])).toEqual(['regex', 'requiredif']);
  });

  it('checks the upload field’s types, then its sizes, then the number of files', () => {
    expect(order(['maxfiles', 'filesize', 'fileextensions'])).toEqual(['fileextensions', 'filesize', 'maxfiles']);
  });

  it('checks a theme’s rules after the known ones in registration order; a replaced rule keeps its place', () => {
    expect(order(['vatnumber', 'eancode', 'length', 'regex', 'remote'], ['eancode', 'regex', 'vatnumber'])).toEqual([
      'regex',
      'length',
      'eancode',
      'vatnumber',
      'remote',
    ]);
  });

  it('keeps rules nobody knows in attribute order, before remote', () => {
    expect(order(['remote', 'zeta', 'alpha', 'email'])).toEqual(['email', 'zeta', 'alpha', 'remote']);
  });

  it('keeps the specs themselves, not copies, and leaves its input alone', () => {
    const specs = [
      { rule: 'length', message: 'Longueur' },
      { rule: 'required', message: 'Requis' },
    ];
    const sorted = inCheckingOrder(specs);
    expect(sorted[0]).toBe(specs[1]);
    expect(specs.map((spec) => spec.rule)).toEqual(['length', 'required']);
  });

  it('lists every adapter once', () => {
    const all = [...UNOBTRUSIVE_ADAPTERS, ...CMS_ADAPTERS, ...UPLOAD_CHECKS];
    expect(new Set(all).size).toBe(all.length);
  });
});
