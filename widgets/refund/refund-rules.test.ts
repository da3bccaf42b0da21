import { describe, expect, it } from 'vitest';
import { boundQuantity, lineCents, parseDecimal, postedAmount, refundTotals } from './refund-rules.ts';

describe('refund rules', () => {
  it('reads prices with a comma or a dot as the decimal separator', () => {
    expect(parseDecimal('59,95')).toBe(59.95);
    expect(parseDecimal('59.95')).toBe(59.95);
    expect(parseDecimal('1 234,56')).toBe(1234.56);
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('1,234.56')).toBe(1234.56);
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
  });

  it('keeps quantities between 0 and what was ordered, whole', () => {
    expect(boundQuantity('2', 3)).toEqual({ quantity: 2, corrected: false });
    expect(boundQuantity('5', 3)).toEqual({ quantity: 3, corrected: true });
    expect(boundQuantity('-1', 3)).toEqual({ quantity: 0, corrected: true });
    expect(boundQuantity('1,5', 3)).toEqual({ quantity: 1, corrected: true });
    expect(boundQuantity('', 3)).toEqual({ quantity: 0, corrected: false });
    expect(boundQuantity('x', 3)).toEqual({ quantity: 0, corrected: true });
  });

  it('line amount = unit price × quantity, in cents', () => {
    expect(lineCents(59.95, 2)).toBe(11990);
    expect(lineCents(0.1, 3)).toBe(30);
  });

  it('totals sum the quantities and the amounts to 2 decimals', () => {
    expect(
      refundTotals([
        { quantity: 2, unitPrice: 59.95 },
        { quantity: 3, unitPrice: 12.5 },
        { quantity: 0, unitPrice: 149.99 },
      ]),
    ).toEqual({ count: 5, amount: 157.4 });
    expect(refundTotals([{ quantity: 3, unitPrice: 0.1 }]).amount).toBe(0.3);
    expect(refundTotals([])).toEqual({ count: 0, amount: 0 });
  });

  it('posts amounts with a comma and 2 decimals', () => {
    expect(postedAmount(157.4)).toBe('157,40');
    expect(postedAmount(0)).toBe('0,00');
  });
});
