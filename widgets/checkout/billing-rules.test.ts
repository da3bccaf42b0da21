import { describe, expect, it } from 'vitest';
import { vatAfterChoice } from './billing-rules.ts';

describe('the VAT field after a billing choice', () => {
  it('a page load never replaces a typed number: the chosen address is the one before', () => {
    const load = { before: 'BE0123456749', chosen: 'BE0123456749', hidden: false };
    expect(vatAfterChoice({ ...load, current: 'BE 0123.456.789' })).toBe('BE 0123.456.789');
    expect(vatAfterChoice({ ...load, current: '' })).toBe('');
    expect(vatAfterChoice({ ...load, current: 'BE0123456749' })).toBe('BE0123456749');
  });

  it('another address: an untouched field follows it, a typed number stays', () => {
    const choice = { before: 'BE0123456749', chosen: 'NL123456789B01', hidden: false };
    expect(vatAfterChoice({ ...choice, current: 'BE0123456749' })).toBe('NL123456789B01');
    expect(vatAfterChoice({ ...choice, current: 'BE 0987.654.394' })).toBe('BE 0987.654.394');
    // From a private address (no number) to a company one: the empty field was not typed in.
    expect(vatAfterChoice({ ...choice, before: '', current: '' })).toBe('NL123456789B01');
  });

  it('a hidden VAT field always follows the chosen address', () => {
    expect(vatAfterChoice({ current: 'BE 0123.456.789', hidden: true, before: 'X', chosen: 'BE0123456749' })).toBe(
      'BE0123456749',
    );
  });
});
