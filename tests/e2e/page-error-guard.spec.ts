/**
 * The guard every browser test has (tests/e2e/support.ts): an uncaught error, an unhandled rejection or a Content
 * Security Policy violation in the page fails the test, even when the test itself asks nothing about it. `test.fail()` turns the expected failure into a
 * pass; should the guard stop working, these tests would pass on their own and so be reported as failures.
 */
import { addPageScript, openPage, test } from './support.ts';

test.describe('page error guard', () => {
  test.fail();

  test('a page script that throws fails the test', async ({ page }) => {
    await openPage(page, '/fr/');
    const reported = page.waitForEvent('pageerror');
    await addPageScript(page, 'setTimeout(() => { throw new Error("a theme script broke"); });');
    await reported;
  });

  test('an unhandled rejection fails the test', async ({ page }) => {
    await openPage(page, '/nl/');
    const reported = page.waitForEvent('pageerror');
    await addPageScript(page, 'Promise.reject(new Error("nobody caught this"));');
    await reported;
  });

  test('a script refused by the Content Security Policy fails the test', async ({ page }) => {
    await openPage(page, '/fr/');
    const refused = page.waitForEvent('console', (message) => message.text().includes('Content Security Policy'));
    // An inline script without the page's nonce, as an injected one would be.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.text = 'window.injected = true;';
      document.body.append(script);
    });
    await refused;
  });
});
