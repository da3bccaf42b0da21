/**
 * Set up before every unit test file.
 *
 * Tests speak only when something is wrong: a `console.error` or `console.warn` the test did not expect fails it
 * (tests/unit/console-guard.ts), as the browser tests' guard fails a test on a page error. A test that expects one
 * says so: `expectConsole('warn', /Missing string resource/)` (muted; the test fails unless a call matched, and
 * every call did), or `vi.spyOn(console, 'warn').mockImplementation(() => {})` and assertions of its calls. A call
 * made outside any test (after the file's last test, by a timer left running) fails the file.
 *
 * React component tests (`*.test.tsx`, with @testing-library/react) run in React's act environment: an update
 * wrapped in `act` (RTL's render, fireEvent and waitFor do it) is drawn before the test reads the page, and one that
 * is not is warned about (a console.error, so it fails the test). A file that renders calls RTL's `cleanup` after
 * each test (`afterEach(cleanup)`): vitest's globals are off, so RTL does not register it itself.
 */
import { afterAll, afterEach } from 'vitest';
import { guardConsole, unexpectedConsoleError } from './console-guard.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const consoleGuard = guardConsole(console);

function failOnUnexpectedConsole(): void {
  const calls = consoleGuard.takeUnexpected();
  if (calls.length > 0) throw unexpectedConsoleError(calls);
}

afterEach(failOnUnexpectedConsole);
afterAll(failOnUnexpectedConsole);
