/**
 * The journeys' page error guard, proved in each engine (expected failures: `test.fail()`): a page script's uncaught
 * error, and its unhandled rejection, each fail the test at its end (tests/engines/fixtures.ts; WebKit's through
 * the reference CMS's error log, fixtures/error-log.ts).
 */
import { test, type Shopper } from '../engines/fixtures.ts';

/** Adds a script to the page as the CMS would write it (the page's nonce), and lets it run. */
async function pageScript(shopper: Shopper, text: string): Promise<void> {
  await shopper.evaluate((source) => {
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLScriptElement>('script[src*="runtime.js"]')?.nonce ?? '';
    script.text = source;
    document.head.append(script);
  }, text);
  await shopper.waitFor('the script to run', () => (window as unknown as { scriptRan?: boolean }).scriptRan);
  // The error's report reaches the driver a moment after the throw.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

test('an uncaught error of a page script fails the test', async ({ shopper }) => {
  test.fail();
  await shopper.open('/fr/service');
  await pageScript(shopper, 'window.scriptRan = true; setTimeout(() => { throw new Error("guard proof"); });');
});

test('an unhandled rejection of a page script fails the test', async ({ shopper }) => {
  test.fail();
  await shopper.open('/nl/service');
  await pageScript(shopper, 'window.scriptRan = true; Promise.reject(new Error("guard proof"));');
});
