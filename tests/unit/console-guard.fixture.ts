/**
 * Run by tests/unit/console-guard.test.ts through vitest's Node API, with the suite's setup file: each test's name
 * says whether the console guard must pass or fail it. Not part of the suite (its name is not *.test.ts).
 */
import { afterAll, expect, test, vi } from 'vitest';
import { expectConsole } from './console-guard.ts';

test('fails: an unexpected console.error', () => {
  console.error('[runtime] an error nobody expected');
});

test('fails: an unexpected console.warn, made after the test’s last await', async () => {
  await Promise.resolve();
  console.warn('[runtime] a warning nobody expected');
});

test('passes: a console.warn the test spies on and asserts', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  console.warn('[runtime] Missing string resource "Cart.ItemsCount"; the key is shown instead.');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Cart.ItemsCount'));
});

test('passes: a console.error expected with expectConsole', () => {
  expectConsole('error', /^An update to Root inside a test was not wrapped in act/);
  console.error('An update to Root inside a test was not wrapped in act(...).');
});

test('fails: expectConsole with no call', () => {
  expectConsole('warn', /Missing string resource/);
});

test('fails: expectConsole with a call that does not match', () => {
  expectConsole('warn', /Missing string resource/);
  console.warn('[runtime] Missing string resource "Core.Close"; the key is shown instead.');
  console.warn('[runtime] something else');
});

test('passes: a console.log, which the guard leaves alone', () => {
  console.log('[runtime] a note');
});

// After the file's last test, as a timer left running would: the file fails.
afterAll(() => console.warn('[runtime] a warning after the last test'));
