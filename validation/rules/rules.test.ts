// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldValue, RuleInput } from '../rule.ts';
import { equalto, mandatory, notequalto, requiredif, requiredor } from './cross-field.ts';
import { date, parseShortDate } from './date.ts';
import { acceptedExtensions, fileextensions, filesize, maxfiles } from './files.ts';
import { length, maxlength, minlength } from './length.ts';
import { digits, number, range } from './number.ts';
import { remote } from './remote.ts';
import { required } from './required.ts';
import { creditcard, email, password, regex, url } from './text-formats.ts';

function input(value: string, extra: Partial<RuleInput> = {}, others: Record<string, FieldValue> = {}): RuleInput {
  return { name: 'Field', value, culture: 'fr', fieldNamed: (name) => others[name], ...extra };
}

afterEach(() => vi.unstubAllGlobals());

describe('required', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['x', true],
  ])('"%s" → %s', (value, valid) => expect(required.test(input(value), {})).toBe(valid));

  it('a checkbox must be ticked, a file chosen', () => {
    expect(required.test(input('true', { checked: false }), {})).toBe(false);
    expect(required.test(input('true', { checked: true }), {})).toBe(true);
    expect(required.test(input('', { files: [] }), {})).toBe(false);
  });
});

describe('lengths', () => {
  it('length between min and max', () => {
    expect(length.test(input('ab'), { min: '2', max: '3' })).toBe(true);
    expect(length.test(input('a'), { min: '2', max: '3' })).toBe(false);
    expect(length.test(input('abcd'), { max: '3' })).toBe(false);
  });
  it('minlength', () => expect(minlength.test(input('ab'), { min: '3' })).toBe(false));
  it('maxlength is skipped when the limit is 0 or less', () => {
    expect(maxlength.test(input('abcdef'), { max: '0' })).toBe(true);
    expect(maxlength.test(input('abcdef'), { max: '-1' })).toBe(true);
    expect(maxlength.test(input('abcdef'), { max: '5' })).toBe(false);
    expect(maxlength.test(input('abcde'), { max: '5' })).toBe(true);
  });
});

describe('numbers (runtime spec §5)', () => {
  it.each([
    ['1,5', true],
    ['1.5', true],
    ['15', true],
    ['1,500', true],
    ['1.500,25', false],
    ['1,5,0', false],
    ['-3', false],
    ['abc', false],
    [' 7 ', true],
  ])('number "%s" → %s', (value, valid) => expect(number.test(input(value), {})).toBe(valid));

  it('digits', () => {
    expect(digits.test(input('0123'), {})).toBe(true);
    expect(digits.test(input('1,5'), {})).toBe(false);
  });

  it('range reads comma decimals', () => {
    expect(range.test(input('1,5'), { min: '1', max: '2' })).toBe(true);
    expect(range.test(input('2,5'), { min: '1', max: '2' })).toBe(false);
    expect(range.test(input('x'), { min: '1', max: '2' })).toBe(false);
  });
});

describe('dates under the culture short format', () => {
  it.each(['fr', 'nl'] as const)('%s: 31/12/2024 and 5/01/2024 are dates, 31/02/2024 and 2024-12-31 not', (culture) => {
    expect(date.test(input('31/12/2024', { culture }), {})).toBe(true);
    expect(date.test(input('5/01/2024', { culture }), {})).toBe(true);
    expect(date.test(input('31/02/2024', { culture }), {})).toBe(false);
    expect(date.test(input('2024-12-31', { culture }), {})).toBe(false);
    expect(date.test(input('12/31/2024', { culture }), {})).toBe(false);
  });

  it('reads day, month, year', () => {
    expect(parseShortDate('5/01/2024', 'nl')?.toISOString().slice(0, 10)).toBe('2024-01-05');
    expect(parseShortDate('05-01-2024', 'nl')?.toISOString().slice(0, 10)).toBe('2024-01-05');
    expect(parseShortDate('05.01.2024', 'fr')?.toISOString().slice(0, 10)).toBe('2024-01-05');
  });
});

describe('text formats', () => {
  it('email is matched trimmed', () => {
    expect(email.test(input('  jan.peeters@example.be  '), {})).toBe(true);
    expect(email.test(input('jan@'), {})).toBe(false);
    expect(email.test(input('jan peeters@example.be'), {})).toBe(false);
  });
  it('url', () => {
    expect(url.test(input('https://ateliervelo.be/fr/'), {})).toBe(true);
    expect(url.test(input('ateliervelo.be'), {})).toBe(false);
  });
  it('regex must match the whole value', () => {
    expect(regex.test(input('1000'), { pattern: '\\d{4}' })).toBe(true);
    expect(regex.test(input('10000'), { pattern: '\\d{4}' })).toBe(false);
    expect(regex.test(input('B-1000'), { pattern: '\\d{4}' })).toBe(false);
  });
  it('a broken regex pattern is reported and skipped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(regex.test(input('x'), { pattern: '([' })).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });
  it('credit card numbers have 13 to 19 digits and pass Luhn', () => {
    expect(creditcard.test(input('4111 1111 1111 1111'), {})).toBe(true);
    expect(creditcard.test(input('4111-1111-1111-1112'), {})).toBe(false);
    expect(creditcard.test(input('4111 1111 1111 111a'), {})).toBe(false);
  });
  it.each([
    // Runtime spec §9: each number passes Luhn (its last digit is the check digit): only its length decides.
    ['411111111117', 12, false],
    ['4111111111119', 13, true],
    ['4111 1111 1111 1111 110', 19, true],
    ['4111 1111 1111 1111 1115', 20, false],
  ])('credit card %s (%i digits) → %s', (number, _digits, valid) =>
    expect(creditcard.test(input(number), {})).toBe(valid),
  );
  it('password options', () => {
    expect(password.test(input('abc'), { min: '6' })).toBe(false);
    expect(password.test(input('abcdef'), { min: '6', nonalphamin: '1' })).toBe(false);
    expect(password.test(input('abcde!'), { min: '6', nonalphamin: '1' })).toBe(true);
  });
});

describe('cross-field rules', () => {
  it('equalto compares with the other field', () => {
    expect(equalto.test(input('secret', {}, { 'R.Password': { value: 'secret' } }), { other: 'R.Password' })).toBe(
      true,
    );
    expect(equalto.test(input('secret', {}, { 'R.Password': { value: 'Secret' } }), { other: 'R.Password' })).toBe(
      false,
    );
  });
  it('notequalto differs from each listed field', () => {
    const others = { First: { value: 'Anne' }, Last: { value: 'Peeters' } };
    expect(notequalto.test(input('anne', {}, others), { other: 'First,Last' })).toBe(false);
    expect(notequalto.test(input('velo2026', {}, others), { other: 'First,Last' })).toBe(true);
  });
  it('requiredif on a checkbox compares as true / false', () => {
    const ticked = { IsCompany: { value: 'true', checked: true } };
    const unticked = { IsCompany: { value: 'true', checked: false } };
    const params = { dependentproperty: 'IsCompany', targetvalue: 'True' };
    expect(requiredif.test(input('', {}, ticked), params)).toBe(false);
    expect(requiredif.test(input('BE0123456789', {}, ticked), params)).toBe(true);
    expect(requiredif.test(input('', {}, unticked), params)).toBe(true);
  });
  it('requiredif with the not-equal operator', () => {
    const params = { dependentproperty: 'Country', targetvalue: 'BE', operator: 'NotEqualTo' };
    expect(requiredif.test(input('', {}, { Country: { value: 'NL' } }), params)).toBe(false);
    expect(requiredif.test(input('', {}, { Country: { value: 'BE' } }), params)).toBe(true);
  });
  it('requiredor: this field or the other', () => {
    expect(requiredor.test(input('', {}, { Phone: { value: '' } }), { other: 'Phone' })).toBe(false);
    expect(requiredor.test(input('', {}, { Phone: { value: '0470' } }), { other: 'Phone' })).toBe(true);
    expect(requiredor.test(input('a@b.be', {}, { Phone: { value: '' } }), { other: 'Phone' })).toBe(true);
  });
  it('mandatory: ticked', () => {
    expect(mandatory.test(input('true', { checked: false }), {})).toBe(false);
    expect(mandatory.test(input('true', { checked: true }), {})).toBe(true);
  });
});

describe('files', () => {
  const file = (name: string, size = 1000) => ({ name, size, type: '' });
  it('jpg means jpg or jpeg', () => {
    expect([...acceptedExtensions('.JPG, .png')].sort()).toEqual(['jpeg', 'jpg', 'png']);
    expect(fileextensions.test(input('', { files: [file('photo.JPEG')] }), { extensions: 'jpg,png' })).toBe(true);
    expect(fileextensions.test(input('', { files: [file('cv.pdf')] }), { extensions: 'jpg,png' })).toBe(false);
  });
  it('size and count limits', () => {
    expect(filesize.test(input('', { files: [file('a.jpg', 2_000_000)] }), { max: '1048576' })).toBe(false);
    expect(filesize.test(input('', { files: [file('a.jpg', 10)] }), { min: '100' })).toBe(false);
    expect(maxfiles.test(input('', { files: [file('a.jpg'), file('b.jpg')] }), { max: '1' })).toBe(false);
  });
});

describe('remote', () => {
  const answer = (body: string) =>
    vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }));

  it.each([
    ['true', true],
    ['false', false],
    ['"Ce pseudo est déjà pris."', 'Ce pseudo est déjà pris.'],
  ])('answer %s → %s', async (body, expected) => {
    const fetch = answer(body);
    vi.stubGlobal('fetch', fetch);
    const result = await remote.test(input('velo', { name: 'Account.UserName' }), {
      url: '/api/check',
      additionalfields: 'Account.UserName',
    });
    expect(result).toBe(expected);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/check?Account.UserName=velo');
  });

  it('a failed call does not block the visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    expect(await remote.test(input('velo'), { url: '/api/check' })).toBe(true);
  });
});
