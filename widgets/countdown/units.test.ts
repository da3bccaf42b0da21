import { describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { remaining } from './remaining.ts';
import { rememberedUnitNames, spokenRemaining, unitName } from './units.ts';

const left = (days: number, hours: number, minutes: number, seconds: number) =>
  remaining(((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000, 0);

describe('countdown units from the reference CMS’s string resources', () => {
  it('fr: singular for 0 and 1, plural from 2 (French CLDR)', () => {
    installStrings('fr', STRING_RESOURCES.fr);
    expect([0, 1, 2, 10].map((count) => `${count} ${unitName('days', count)}`)).toEqual([
      '0 jour',
      '1 jour',
      '2 jours',
      '10 jours',
    ]);
    expect(spokenRemaining(left(1, 1, 1, 1))).toBe('1 jour, 1 heure, 1 minute, 1 seconde');
    expect(spokenRemaining(left(2, 2, 2, 2))).toBe('2 jours, 2 heures, 2 minutes, 2 secondes');
    expect(spokenRemaining(left(0, 5, 0, 59))).toBe('0 jour, 5 heures, 0 minute, 59 secondes');
  });

  it('nl: singular for 1 only; "uur" in both forms', () => {
    installStrings('nl', STRING_RESOURCES.nl);
    expect([0, 1, 2].map((count) => `${count} ${unitName('days', count)}`)).toEqual(['0 dagen', '1 dag', '2 dagen']);
    expect(spokenRemaining(left(1, 1, 1, 1))).toBe('1 dag, 1 uur, 1 minuut, 1 seconde');
    expect(spokenRemaining(left(2, 2, 2, 2))).toBe('2 dagen, 2 uur, 2 minuten, 2 seconden');
    expect(spokenRemaining(left(0, 0, 0, 0))).toBe('0 dagen, 0 uur, 0 minuten, 0 seconden');
  });

  it('finds a key that exists only in its plural forms, without a missing-key warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installStrings('fr', { 'Core.Days_one': 'jour', 'Core.Days_other': 'jours' });
    expect(unitName('days', 1)).toBe('jour');
    expect(unitName('days', 3)).toBe('jours');
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses the key without plural forms for every count when the CMS has only that one', () => {
    installStrings('nl', { 'Core.Hours': 'uren' });
    expect(unitName('hours', 1)).toBe('uren');
    expect(unitName('hours', 2)).toBe('uren');
  });

  it.each(['fr', 'nl'] as const)('the reference CMS has both plural forms of every unit in %s', (culture) => {
    for (const key of ['Core.Days', 'Core.Hours', 'Core.Minutes', 'Core.Seconds']) {
      expect(STRING_RESOURCES[culture][`${key}_one`], `${key}_one`).toBeTruthy();
      expect(STRING_RESOURCES[culture][`${key}_other`], `${key}_other`).toBeTruthy();
    }
  });
});

describe('rememberedUnitNames', () => {
  it('gives what unitName gives, and asks the string resources only the first time for a unit and count', () => {
    installStrings('fr', STRING_RESOURCES.fr);
    const remembered = rememberedUnitNames();
    const counts = [0, 1, 2, 59, 1, 0, 2];
    expect(counts.map((count) => remembered('minutes', count))).toEqual(
      counts.map((count) => unitName('minutes', count)),
    );
    expect(spokenRemaining(left(2, 1, 0, 5), remembered)).toBe('2 jours, 1 heure, 0 minute, 5 secondes');
    // Other strings now: what was asked before is remembered, a new count is asked.
    installStrings('nl', STRING_RESOURCES.nl);
    expect(remembered('minutes', 2)).toBe('minutes');
    expect(remembered('minutes', 3)).toBe('minuten');
  });
});
