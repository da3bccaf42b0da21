import { resolve } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { createVitest } from 'vitest/node';
import { callText, guardConsole, unexpectedConsoleError } from './console-guard.ts';

function fakeConsole() {
  const printed: string[] = [];
  const target = {
    error: (...args: unknown[]) => void printed.push(`error ${callText(args)}`),
    warn: (...args: unknown[]) => void printed.push(`warn ${callText(args)}`),
  };
  return { target, printed };
}

describe('the console guard', () => {
  test('records a call no test expected, and still prints it', () => {
    const { target, printed } = fakeConsole();
    const guard = guardConsole(target);
    target.error('[runtime] boom', 42);
    target.warn('[runtime] careful');
    expect(printed).toEqual(['error [runtime] boom 42', 'warn [runtime] careful']);
    expect(guard.takeUnexpected()).toEqual(['console.error: [runtime] boom 42', 'console.warn: [runtime] careful']);
    expect(guard.takeUnexpected()).toEqual([]);
  });

  test('leaves a level to the test while its spy holds it, even a spy that lets the call through', () => {
    const { target, printed } = fakeConsole();
    const guard = guardConsole(target);
    const warn = vi.spyOn(target, 'warn');
    target.warn('[runtime] expected');
    target.error('[runtime] not expected');
    expect(warn).toHaveBeenCalledWith('[runtime] expected');
    expect(printed).toEqual(['warn [runtime] expected', 'error [runtime] not expected']);
    expect(guard.takeUnexpected()).toEqual(['console.error: [runtime] not expected']);
  });

  test('guards a console once: a second guard is the first', () => {
    const { target, printed } = fakeConsole();
    const guard = guardConsole(target);
    expect(guardConsole(target)).toBe(guard);
    target.warn('once');
    expect(printed).toEqual(['warn once']);
    expect(guard.takeUnexpected()).toEqual(['console.warn: once']);
  });

  test('names a call on one line, cut short: a DOM node does not print as a tree', () => {
    const node = { tagName: 'LI', outerHTML: `<li>\n${'x'.repeat(400)}\n</li>` };
    const text = callText(['[runtime] A store without valid data-lat and data-lng.', node]);
    expect(text).not.toContain('\n');
    expect(text).toHaveLength(301);
    expect(text.startsWith('[runtime] A store without valid data-lat and data-lng. { tagName:')).toBe(true);
    expect(unexpectedConsoleError(['console.warn: a']).message).toMatch(/expectConsole\(level, \/pattern\/\)[^]*a$/);
  });
});

test('fails each test of a file that called the console unexpectedly, and only those, and the file after its tests', async () => {
  const exitCode = process.exitCode;
  const vitest = await createVitest('test', {
    config: false,
    root: resolve('.'),
    include: ['tests/unit/console-guard.fixture.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    watch: false,
    silent: true,
    reporters: [{}],
  });
  try {
    const { testModules } = await vitest.start();
    const [fixture] = testModules;
    const outcomes = [...fixture!.children.allTests()].map((test) => {
      const { state, errors = [] } = test.result();
      return [test.name, state, errors.map((error) => error.message.split('\n')[0]).join(' / ')];
    });
    expect(outcomes).toEqual([
      ['fails: an unexpected console.error', 'failed', expect.stringMatching(/^Unexpected console output/)],
      ['fails: an unexpected console.warn, made after the test’s last await', 'failed', expect.any(String)],
      ['passes: a console.warn the test spies on and asserts', 'passed', ''],
      ['passes: a console.error expected with expectConsole', 'passed', ''],
      ['fails: expectConsole with no call', 'failed', expect.stringContaining('a console.warn call matching')],
      ['fails: expectConsole with a call that does not match', 'failed', expect.stringContaining('not matching')],
      ['passes: a console.log, which the guard leaves alone', 'passed', ''],
    ]);
    expect(fixture!.errors().map((error) => error.message)).toEqual([
      expect.stringMatching(
        /^Unexpected console output[^]*\nconsole\.warn: \[runtime\] a warning after the last test$/,
      ),
    ]);
  } finally {
    await vitest.close();
    process.exitCode = exitCode;
  }
}, 60_000);
