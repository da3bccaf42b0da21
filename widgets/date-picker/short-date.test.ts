import { describe, expect, it } from 'vitest';
import { date as dateRule } from '../../validation/rules/date.ts';
import { openingMonth, readIsoDay, readShortDate, writeShortDate } from './short-date.ts';

describe('short dates of the date picker', () => {
  it.each(['fr', 'nl'] as const)('%s: reads what the validation rule accepts', (culture) => {
    expect(readShortDate('15/12/2026', culture)).toEqual(new Date(2026, 11, 15));
    expect(readShortDate('5/01/2024', culture)).toEqual(new Date(2024, 0, 5));
    expect(readShortDate('31/02/2024', culture)).toBeUndefined();
    expect(readShortDate('2024-12-31', culture)).toBeUndefined();
  });

  it.each(['fr', 'nl'] as const)('%s: writes what the validation rule accepts', (culture) => {
    const text = writeShortDate(new Date(2026, 0, 5));
    expect(text).toBe('05/01/2026');
    expect(dateRule.test({ value: text, culture } as Parameters<typeof dateRule.test>[0], {})).toBe(true);
    expect(readShortDate(text, culture)).toEqual(new Date(2026, 0, 5));
  });

  it('reads ISO days for min and max', () => {
    expect(readIsoDay('2026-12-15')).toEqual(new Date(2026, 11, 15));
    expect(readIsoDay('2026-02-31')).toBeUndefined();
    expect(readIsoDay('')).toBeUndefined();
    expect(readIsoDay(null)).toBeUndefined();
  });

  it('opens on the chosen month, else today kept within min and max', () => {
    const today = new Date(2026, 10, 23);
    expect(openingMonth(new Date(2027, 2, 4), today)).toEqual(new Date(2027, 2, 1));
    expect(openingMonth(undefined, today)).toEqual(new Date(2026, 10, 1));
    expect(openingMonth(undefined, today, new Date(2027, 0, 10))).toEqual(new Date(2027, 0, 1));
    expect(openingMonth(undefined, today, undefined, new Date(2026, 5, 1))).toEqual(new Date(2026, 5, 1));
  });
});
