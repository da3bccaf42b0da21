import { describe, expect, it } from 'vitest';
import { dismiss, isDismissed, readDismissals } from './rules.ts';

describe('popup dismissals', () => {
  it('remembers dismissed items with their date, once each', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    let list = dismiss([], '12', now);
    list = dismiss(list, '7', now);
    list = dismiss(list, '12', new Date('2026-11-23T10:00:00Z'));
    expect(list).toEqual([
      { id: '7', datetime: '2026-11-22T10:00:00.000Z' },
      { id: '12', datetime: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(isDismissed(list, '12')).toBe(true);
    expect(isDismissed(list, '3')).toBe(false);
  });

  it('reads the cookie, ignoring what is not a dismissal', () => {
    expect(readDismissals('[{"id":"1","datetime":"x"},{"id":2},"y"]')).toEqual([{ id: '1', datetime: 'x' }]);
    expect(readDismissals('{oops')).toEqual([]);
    expect(readDismissals(undefined)).toEqual([]);
  });
});
