import { describe, expect, it } from 'vitest';
import { answerUrl, quantityMissing } from './prepaid-rules.ts';

describe('prepaid add', () => {
  it('a quantity is missing when empty or blank', () => {
    expect(quantityMissing('')).toBe(true);
    expect(quantityMissing('  ')).toBe(true);
    expect(quantityMissing('50')).toBe(false);
  });
  it('reads the URL from a JSON string or an object with Url', () => {
    expect(answerUrl('/fr/shoppingcarts')).toBe('/fr/shoppingcarts');
    expect(answerUrl({ Url: '/nl/shoppingcarts' })).toBe('/nl/shoppingcarts');
    expect(answerUrl({ url: ' /fr/x ' })).toBe('/fr/x');
    expect(answerUrl('')).toBeNull();
    expect(answerUrl(null)).toBeNull();
    expect(answerUrl({ Message: 'no' })).toBeNull();
  });
});
