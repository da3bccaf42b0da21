/**
 * Unit tests speak only when something is wrong (issue 46): a `console.error` or `console.warn` that the test did
 * not expect fails that test (tests/unit/setup.ts installs the guard for every file).
 *
 * A test expects one by taking the console over itself: `expectConsole('warn', /Missing string resource/)` mutes
 * that level for the test, and the test fails unless a call matched and every call matched; or, to read the calls
 * yourself, `vi.spyOn(console, 'warn').mockImplementation(() => {})` and assert them (restoreMocks gives the
 * console back after the test). While a test's spy holds a level, the guard leaves that level's calls to the test.
 */
import { format } from 'node:util';
import { expect, onTestFinished, vi, type MockInstance } from 'vitest';

export type ConsoleLevel = 'error' | 'warn';
const LEVELS: readonly ConsoleLevel[] = ['error', 'warn'];
const GUARD = Symbol.for('shop-runtime.console-guard');

export interface ConsoleGuard {
  /** The unexpected calls since the last take, one line each ("console.warn: …"); the list is emptied. */
  takeUnexpected(): string[];
}

type GuardedConsole = Pick<Console, ConsoleLevel> & { [GUARD]?: ConsoleGuard };

/** A call's text on one line, cut short: a DOM node passed to the console must not print as a whole tree here. */
export function callText(args: readonly unknown[]): string {
  const text = format(...args).replace(/\s+/g, ' ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Puts a recorder in front of `target.error` and `target.warn` (once per console): each call still prints, and is
 * recorded as unexpected unless a test's spy holds that level when it is made.
 */
export function guardConsole(target: GuardedConsole): ConsoleGuard {
  const existing = target[GUARD];
  if (existing) return existing;
  const unexpected: string[] = [];
  for (const level of LEVELS) {
    const original = target[level].bind(target);
    const recorder = (...args: unknown[]): void => {
      if (target[level] === recorder) unexpected.push(`console.${level}: ${callText(args)}`);
      original(...args);
    };
    target[level] = recorder;
  }
  const guard: ConsoleGuard = { takeUnexpected: () => unexpected.splice(0) };
  target[GUARD] = guard;
  return guard;
}

/** The failure a test gets for console calls it did not expect. */
export function unexpectedConsoleError(calls: readonly string[]): Error {
  return new Error(
    `Unexpected console output (fix its cause, or expect it: expectConsole(level, /pattern/) from ` +
      `tests/unit/console-guard.ts):\n${calls.join('\n')}`,
  );
}

/**
 * This test expects `console[level]`: its calls are muted, and the test fails unless one matched `pattern` and
 * all did. Returns the spy, for a closer look at the calls. Once per level in a test (join patterns with `|`).
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp): MockInstance<Console[ConsoleLevel]> {
  const spy = vi.spyOn(console, level).mockImplementation(() => {});
  onTestFinished(() => {
    const calls = spy.mock.calls.map(callText);
    expect(
      calls.filter((call) => !pattern.test(call)),
      `console.${level} calls not matching ${pattern}`,
    ).toEqual([]);
    expect(calls.length, `a console.${level} call matching ${pattern}`).toBeGreaterThan(0);
  });
  return spy;
}
