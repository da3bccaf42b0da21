/**
 * Browser-test helpers for answers the reference CMS would not give: a page's markup edited on its way to the
 * browser, and another host whose requests are recorded (a tracking pixel an image address might name).
 */
import type { Page } from '@playwright/test';
import type { ConsoleLine } from './support.ts';

/** Another site's address, answered (204) and recorded by `watchForeignHost`, never reached. */
export const FOREIGN_HOST = 'https://tracker.example';

/** Records every request the page makes to FOREIGN_HOST. */
export async function watchForeignHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${FOREIGN_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  return requested;
}

/** The console warnings that name FOREIGN_HOST, as the page logged them. */
export const foreignWarnings = (lines: ConsoleLine[]) =>
  lines.filter((line) => line.type === 'warning' && line.text.includes(FOREIGN_HOST)).map((line) => line.text);

/** The runtime's warning for a refused address of FOREIGN_HOST. */
export const refusedWarning = (path: string) =>
  `[runtime] Refused the URL "${FOREIGN_HOST}${path}": it leaves the site (${FOREIGN_HOST}).`;

/** Serves the page at `path` (a glob) with its markup edited by `edit`. Call before the page opens. */
export async function rewritePage(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}
