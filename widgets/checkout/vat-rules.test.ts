import { describe, expect, it } from 'vitest';
import { groupFlag, reloadsAfter, validityFromAttribute, validityOfAnswer } from './vat-rules.ts';

describe('VAT validity', () => {
  it('reloads when the validity changes, except from valid to null', () => {
    expect(reloadsAfter(false, true)).toBe(true);
    expect(reloadsAfter(true, false)).toBe(true);
    expect(reloadsAfter(null, true)).toBe(true);
    expect(reloadsAfter(null, false)).toBe(true);
    expect(reloadsAfter(false, null)).toBe(true);
    expect(reloadsAfter(true, null)).toBe(false);
    expect(reloadsAfter(true, true)).toBe(false);
    expect(reloadsAfter(false, false)).toBe(false);
    expect(reloadsAfter(null, null)).toBe(false);
  });

  it('reads the page attribute; nothing checked yet counts as unknown', () => {
    expect(validityFromAttribute('true')).toBe(true);
    expect(validityFromAttribute('false')).toBe(false);
    expect(validityFromAttribute('null')).toBe(null);
    expect(validityFromAttribute('')).toBe(null);
  });

  it('accepts only a VAT check answer', () => {
    expect(validityOfAnswer({ IsVATValidWebService: true, ErrorMessage: '' })).toBe(true);
    expect(validityOfAnswer({ IsVATValidWebService: null })).toBe(null);
    expect(validityOfAnswer({ IsVATValidWebService: 'yes' })).toBeUndefined();
    expect(validityOfAnswer({})).toBeUndefined();
    expect(validityOfAnswer(null)).toBeUndefined();
    expect(validityOfAnswer('true')).toBeUndefined();
  });

  it('flags the field group', () => {
    expect(groupFlag(true)).toBe('has-success');
    expect(groupFlag(false)).toBe('has-error');
    expect(groupFlag(null)).toBe(null);
  });
});
