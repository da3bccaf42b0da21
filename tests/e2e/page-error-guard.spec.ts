/**
 * The guard every browser test has (tests/e2e/support.ts): an uncaught error or an unhandled rejection in the page
 * fails the test, even when the test itself asks nothing about it. `test.fail()` turns the expected failure into a
 * pass; should the guard stop working, these tests would pass on their own and so be reported as failures.
 */
import { openPage, test } from './support.ts';

test.describe('page error guard', () => {
  test.fail();

  test('a page script that throws fails the test', async ({ page }) => {
    await openPage(page, '/fr/');
    const reported = page.waitForEvent('pageerror');
    await page.addScriptTag({ content: 'setTimeout(() => { throw new Error("a theme script broke"); });' });
    await reported;
  });

  test('an unhandled rejection fails the test', async ({ page }) => {
    await openPage(page, '/nl/');
    const reported = page.waitForEvent('pageerror');
    await page.addScriptTag({ content: 'Promise.reject(new Error("nobody caught this"));' });
    await reported;
  });
});
