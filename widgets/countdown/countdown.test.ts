// @vitest-environment happy-dom
/**
 * The countdown's wiring in happy-dom on the fake clock: the timer's spoken label and each unit's name in the
 * culture's singular or plural as the seconds go (fr counts 0 in the singular, nl in the plural), the end's
 * `hide`, and a cleanup that gives the hook its content back. The reload at the end and the 1000 ms tick of a real
 * page run in Chromium (tests/e2e/widgets.spec.ts, countdown-tick.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import type { CountdownOptions } from './definition.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = new Date('2027-03-01T08:00:00Z').getTime();

const SPOKEN = {
  fr: {
    twos: '2 jours, 2 heures, 2 minutes, 2 secondes',
    ones: '1 jour, 1 heure, 1 minute, 2 secondes',
    zeros: '0 jour, 0 heure, 0 minute, 1 seconde',
    zeroDays: 'jour',
  },
  nl: {
    twos: '2 dagen, 2 uur, 2 minuten, 2 seconden',
    ones: '1 dag, 1 uur, 1 minuut, 2 seconden',
    zeros: '0 dagen, 0 uur, 0 minuten, 1 seconde',
    zeroDays: 'dagen',
  },
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  // The module remembers its unit names for the page (one culture while it is open): a new one per test.
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

/** The clock jumps `ms` ahead (a computer waking from sleep), then the ticker's next second comes. */
function jump(ms: number): void {
  vi.setSystemTime(Date.now() + ms - SECOND);
  vi.advanceTimersByTime(SECOND);
}

async function mountCountdown(culture: 'fr' | 'nl', options: Partial<CountdownOptions> & { end: Date }) {
  // The module's own i18n once the modules were reset.
  const { installStrings } = await import('../../runtime/i18n.ts');
  installStrings(culture, STRING_RESOURCES[culture]);
  const { mount } = await import('./countdown.ts');
  document.body.innerHTML = '<div id="spring-sale">Fin de la promotion : 3 mars</div>';
  const element = document.getElementById('spring-sale') as HTMLElement;
  const cleanup = mount(
    element,
    { onEnd: 'none', ...options },
    {
      signal: new AbortController().signal,
      runtime: testRuntime(),
    },
  );
  const timer = () => element.querySelector('[role=timer]')?.getAttribute('aria-label');
  const dayName = () => element.querySelector('.rt-countdown__days .rt-countdown__unit')?.textContent;
  const dayValue = () => element.querySelector('.rt-countdown__days .rt-countdown__value')?.textContent;
  return { element, cleanup, timer, dayName, dayValue };
}

describe.each(['fr', 'nl'] as const)('the countdown (%s)', (culture) => {
  it('names its units in the singular or the plural as the seconds go', async () => {
    const end = new Date(START + 2 * DAY + 2 * HOUR + 2 * MINUTE + 2 * SECOND);
    const { timer, dayName, dayValue } = await mountCountdown(culture, { end });
    expect(timer()).toBe(SPOKEN[culture].twos);
    expect([dayValue(), dayName()]).toEqual(['02', culture === 'fr' ? 'jours' : 'dagen']);

    jump(DAY + HOUR + MINUTE);
    expect(timer()).toBe(SPOKEN[culture].ones);
    expect([dayValue(), dayName()]).toEqual(['01', culture === 'fr' ? 'jour' : 'dag']);

    jump(DAY + HOUR + MINUTE + SECOND);
    expect(timer()).toBe(SPOKEN[culture].zeros);
    expect([dayValue(), dayName()]).toEqual(['00', SPOKEN[culture].zeroDays]);
  });
});

describe('the countdown', () => {
  it('puts its label before the time left, and gives the hook its content back when it goes', async () => {
    const { element, cleanup, timer } = await mountCountdown('fr', {
      end: new Date(START + 5 * SECOND),
      label: 'Fin de la promotion dans',
    });
    expect(timer()).toBe('Fin de la promotion dans 0 jour, 0 heure, 0 minute, 5 secondes');
    cleanup?.();
    expect(element.innerHTML).toBe('Fin de la promotion : 3 mars');
    // Its ticker went with it: once what was due has run, nothing is left to run.
    vi.runOnlyPendingTimers();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hides the hook when the end passes with onEnd hide, once a countdown:ended listener has let it', async () => {
    const ended: string[] = [];
    document.addEventListener('countdown:ended', (event) => ended.push((event as CustomEvent).detail.end), {
      once: true,
    });
    const end = new Date(START + 2 * SECOND);
    const { element } = await mountCountdown('fr', { end, onEnd: 'hide' });
    vi.advanceTimersByTime(SECOND);
    expect([element.hidden, ended]).toEqual([false, []]);
    vi.advanceTimersByTime(SECOND);
    expect([element.hidden, ended]).toEqual([true, [end.toISOString()]]);
  });

  it('leaves the end to a countdown:ended listener that prevents the default', async () => {
    document.addEventListener('countdown:ended', (event) => event.preventDefault(), { once: true });
    const { element } = await mountCountdown('fr', { end: new Date(START + SECOND), onEnd: 'hide' });
    vi.advanceTimersByTime(SECOND);
    expect(element.hidden).toBe(false);
  });
});
