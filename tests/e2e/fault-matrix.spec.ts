/**
 * The fault matrix (issue 19): every call of both specs' call tables (tests/e2e/fault-matrix/calls.ts) × 401, 404,
 * 500, aborted, malformed answer, slow. Each cell makes the call as a shopper would, with the reference CMS
 * failing it (fixtures/faults.ts), and checks the error catalogue's reaction for that call, then what every cell
 * must leave: no loader or busy mark, the control usable, the typed input kept, no uncaught error, unhandled
 * rejection or CSP violation (support.ts's watchPage). The slow cell holds the call's answer in the test (issue 34:
 * no 5 s delay): it sees the busy state while the request waits, as long as it takes to look, then lets the answer
 * go and sees the call's success and everything released.
 *
 * The cells of one call run in order on one page of one visitor (its setup once): each cell starts where the
 * previous failure left the page, which is the point (the page stays usable), and the slow cell, last, ends with
 * the call's success. A row that needs the page fresh for each cell says so (`fresh`).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { dismissedPopupsCookie, grantedConsentCookies } from '../consent-cookie.mjs';
import { CALLS, FAULTS, type CallRow, type FaultName } from './fault-matrix/calls.ts';
import { expect, openDialogs, type Cell } from './fault-matrix/reactions.ts';
import { holdRequest, injectFault, test, watchPage, type ConsoleLine } from './support.ts';

/** Nothing left busy or blocked, the control usable again. */
async function expectReleased(cell: Cell, row: CallRow): Promise<void> {
  const { page } = cell;
  await expect(page.locator('.rt-block-loader')).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.locator('.is-loading')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/\b(rt-blocked|page-leaving|long-loading)\b/);
  const control = row.control?.(page, cell.culture);
  if (control && (await control.count())) {
    await expect(control).toBeEnabled();
    await expect(control).not.toHaveAttribute('aria-disabled', 'true');
  }
}

/**
 * The slow cell: the call's request held by the test until the busy state is seen (the shopper's action may still
 * be going on: a page load does not wait for a call), then answered; the call's success follows.
 */
async function slowAnswer(cell: Cell, row: CallRow): Promise<void> {
  const { page } = cell;
  const hold = await holdRequest(page, row.match, row.method);
  const answered = page.waitForResponse(
    (response) => response.url().includes(row.match) && (!row.method || response.request().method() === row.method),
  );
  const acting = row.act(page, row.culture);
  try {
    const made = hold.requested();
    await Promise.race([made, acting.then(() => made)]);
    if (row.busy) await expect(row.busy(page)).not.toHaveCount(0);
  } finally {
    hold.release();
  }
  await acting;
  await answered;
  await hold.stop();
  await row.done(cell);
}

/** A failed call: the row's reaction to `fault`, what the shopper typed kept, the control there. */
async function failed(cell: Cell, row: CallRow, fault: Exclude<FaultName, 'slow'>): Promise<void> {
  const { page } = cell;
  await row.reactions[fault](cell);
  if (row.kept?.value !== undefined) await expect(row.kept.field(page)).toHaveValue(row.kept.value);
  if (row.kept?.checked !== undefined) await expect(row.kept.field(page)).toBeChecked({ checked: row.kept.checked });
  // The control the shopper used is there and usable (after a success it may have gone with the page).
  const control = row.control?.(page, row.culture);
  if (control) await expect(control).toBeVisible();
}

/**
 * A new visitor's page (no session cookie: a new visitor for the reference CMS, its cart empty), in one browser
 * context per worker, so that the runtime's chunks come from the browser's cache after the first call's cells.
 */
let workerContext: BrowserContext | undefined;
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  workerContext ??= await browser.newContext({ baseURL });
  await workerContext.clearCookies();
  await workerContext.addCookies([...grantedConsentCookies(baseURL), dismissedPopupsCookie(baseURL)]);
  return workerContext.newPage();
}

for (const row of CALLS) {
  test.describe(`fault matrix: ${row.call} (${row.culture})`, () => {
    // A cell's own waits are bounded by its expectations; the whole may take longer on a shared, loaded machine.
    test.describe.configure({ mode: 'serial', timeout: 60_000 });
    let page: Page;
    let opened = false;
    let consoleLines: ConsoleLine[] = [];
    const errors: string[] = [];
    const cspViolations: string[] = [];

    test.beforeAll(async ({ browser }, testInfo) => {
      if (row.skip) return;
      // The same describe runs again with --repeat-each in this worker: its state starts anew.
      opened = false;
      errors.length = 0;
      cspViolations.length = 0;
      page = await visitorPage(browser, testInfo.project.use.baseURL ?? '');
      watchPage(page, errors, cspViolations);
      page.on('console', (message) => consoleLines.push({ type: message.type(), text: message.text() }));
      await row.visitor?.(page, row.culture);
    });
    test.afterAll(async () => {
      await page?.close();
    });

    for (const fault of FAULTS) {
      test(`${row.call} × ${fault}`, async () => {
        test.skip(Boolean(row.skip), row.skip);
        if (!opened || row.fresh) await row.open(page, row.culture);
        opened = true;
        consoleLines = [];
        const cell: Cell = {
          page,
          culture: row.culture,
          consoleLines,
          pageUrl: page.url(),
          returnUrl: row.returnUrl?.(row.culture),
          dialogsBefore: await openDialogs(page).count(),
        };
        if (fault === 'slow') {
          await slowAnswer(cell, row);
        } else {
          await injectFault(page, { match: row.match, method: row.method, fault });
          await row.act(page, row.culture);
          if (row.succeedsOn?.includes(fault)) await row.done(cell);
          else await failed(cell, row, fault);
        }
        await expectReleased(cell, row);
        expect(errors, 'uncaught errors or unhandled rejections in the page').toEqual([]);
        expect(cspViolations, 'Content Security Policy violations in the page').toEqual([]);
      });
    }
  });
}
