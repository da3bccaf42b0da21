/**
 * The countdown's units in words, from the string resources: `Core.Days_one` / `Core.Days_other`…, the plural form
 * chosen by i18next from the count with the culture's plural rules (fr: 0 and 1 are singular, "1 jour", "0 heure";
 * nl: only 1, "1 dag", "0 dagen"). A CMS with only `Core.Days` gets that word for every count.
 */
import { t } from '../../runtime/i18n.ts';
import type { Remaining } from './remaining.ts';

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

const UNIT_KEYS: Record<Unit, string> = {
  days: 'Core.Days',
  hours: 'Core.Hours',
  minutes: 'Core.Minutes',
  seconds: 'Core.Seconds',
};

/** "jour" for 1, "jours" for 2 (fr); "uur" for both (nl). */
export const unitName = (unit: Unit, count: number): string => t(UNIT_KEYS[unit], { count });

/** The time left as read out: "2 jours, 1 heure, 0 minute, 5 secondes" (`name`: unitName, or a memo of it). */
export const spokenRemaining = (left: Remaining, name: typeof unitName = unitName): string =>
  UNITS.map((unit) => `${left[unit]} ${name(unit, left[unit])}`).join(', ');

/**
 * unitName remembered per unit and count: a page of countdowns asks the string resources a few dozen times instead
 * of eight times per countdown and second. For one page (its culture does not change while it is open).
 */
export function rememberedUnitNames(): typeof unitName {
  const names = new Map<string, string>();
  return (unit, count) => {
    const key = `${unit} ${count}`;
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = unitName(unit, count)));
    return name;
  };
}
