/**
 * The fault matrix (issue 19): every call of both specs' call tables (tests/e2e/fault-matrix/calls.ts) × 401, 404,
 * 500, aborted, malformed answer, 5 s slow. Each cell makes the call as a shopper would, with the reference CMS
 * failing it (fixtures/faults.ts), and checks the error catalogue's reaction for that call, then what every cell
 * must leave: no loader or busy mark, the control usable, the typed input kept; support.ts's guard fails the cell on
 * an uncaught error, an unhandled rejection or a CSP violation.
 */
import { CALLS, FAULTS, SLOW_MS, type CallRow } from './fault-matrix/calls.ts';
import type { Cell } from './fault-matrix/reactions.ts';
import { expect, injectFault, test } from './support.ts';

/** Nothing left busy or blocked, the control usable again. */
async function expectReleased(cell: Cell, row: CallRow): Promise<void> {
  const { page } = cell;
  await expect(page.locator('.rt-block-loader')).toHaveCount(0);
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expect(page.locator('.is-loading')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/\b(rt-blocked|page-leaving|long-loading)\b/);
  const control = row.control?.(page, cell.culture);
  if (control) {
    await expect(control).toBeEnabled();
    await expect(control).not.toHaveAttribute('aria-disabled', 'true');
  }
}

for (const row of CALLS) {
  test.describe(`fault matrix: ${row.call} (${row.culture})`, () => {
    for (const fault of FAULTS) {
      test(`${row.call} × ${fault}`, async ({ page, consoleLines }) => {
        test.skip(Boolean(row.skip), row.skip);
        if (fault === 'slow') test.setTimeout(45_000);
        await row.open(page, row.culture);
        const cell: Cell = {
          page,
          culture: row.culture,
          consoleLines,
          pageUrl: page.url(),
          returnUrl: row.returnUrl?.(row.culture),
        };
        await injectFault(page, {
          match: row.match,
          method: row.method,
          fault,
          ...(fault === 'slow' ? { delayMs: SLOW_MS } : {}),
        });
        const answered =
          fault === 'slow'
            ? page.waitForResponse(
                (response) =>
                  response.url().includes(row.match) && (!row.method || response.request().method() === row.method),
                { timeout: SLOW_MS + 20_000 },
              )
            : undefined;
        await row.act(page, row.culture);
        if (cell.pageUrl === 'about:blank') cell.pageUrl = page.url();
        if (answered) {
          if (row.busy) await expect(row.busy(page)).not.toHaveCount(0);
          await answered;
          await row.done(cell);
        } else {
          await row.reactions[fault](cell);
          if (row.kept) await expect(row.kept.field(page)).toHaveValue(row.kept.value);
        }
        await expectReleased(cell, row);
      });
    }
  });
}
