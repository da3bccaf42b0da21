/**
 * The documents page in fr and nl (shop spec §2; runtime spec §2, §3 "Folder node", §4 "Folder tree", §7, §9 depth):
 * the folder tree from the hierarchy call as a WAI-ARIA tree (depth, arrows, Home, End, type-ahead), choosing a
 * folder (its asset list replaces the element marked for update, the root's asked with an empty suffix, a
 * changeFolder event), and a failed call.
 */
import type { Page } from '@playwright/test';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import {
  CULTURES,
  cultureOf,
  expect,
  expectAccessible,
  folderItem,
  injectFault,
  openShopPage,
  test,
} from './support.ts';
import { rewritePage } from './rewrites.ts';

const text = {
  fr: {
    root: 'Documents',
    sheets: 'Fiches techniques',
    bikes: 'Vélos',
    road: 'Route',
    guides: 'Modes d’emploi',
    warranty: 'Garanties',
    y2026: 'Millésime 2026',
  },
  nl: {
    root: 'Documenten',
    sheets: 'Technische fiches',
    bikes: 'Fietsen',
    road: 'Koers',
    guides: 'Handleidingen',
    warranty: 'Garanties',
    y2026: 'Jaargang 2026',
  },
};

const assets = (page: Page) => page.locator('[data-assets-update]');
const changeFolders = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'changeFolder'),
  );

for (const culture of CULTURES) {
  const l = text[culture];

  // Culture-neutral: each test in one culture, named in its title.
  const treeTitle = 'the folder tree opens to its depth and follows the tree keys';
  const pointerTitle = 'choosing folders with the pointer: a deep one, the root with an empty suffix, and a failure';
  if (culture === cultureOf(treeTitle)) {
    test(`${treeTitle} (${culture})`, async ({ page }) => {
      await openShopPage(page, `/${culture}/documents`);
      const tree = page.getByRole('tree');
      await expect(tree).toBeVisible();
      // The page gives no data-depth: the default depth 1, the root (level 0) and its folders (level 1) start open,
      // deeper ones closed.
      await expect(page.locator('[data-widget="folder-tree"]')).not.toHaveAttribute('data-depth');
      await expect(folderItem(page, l.root)).toHaveAttribute('aria-expanded', 'true');
      await expect(folderItem(page, l.sheets)).toHaveAttribute('aria-expanded', 'true');
      await expect(folderItem(page, l.bikes)).toHaveAttribute('aria-expanded', 'false');
      await expect(folderItem(page, l.warranty)).not.toHaveAttribute('aria-expanded');
      await expect(folderItem(page, l.road)).toHaveCount(0);
      await expectAccessible(page, '.documents-page');

      // One tab stop (the first folder); the keys move it.
      await folderItem(page, l.root).focus();
      const focused = () =>
        page.evaluate(() => document.activeElement?.querySelector(':scope > .folder-tree__row')?.textContent?.trim());
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(l.sheets);
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(l.bikes);
      await page.keyboard.press('ArrowRight');
      await expect(folderItem(page, l.bikes)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(l.road);
      await page.keyboard.press('ArrowLeft');
      expect(await focused()).toBe(l.bikes);
      await page.keyboard.press('ArrowLeft');
      await expect(folderItem(page, l.bikes)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('End');
      expect(await focused()).toBe(l.warranty);
      await page.keyboard.press('Home');
      expect(await focused()).toBe(l.root);
      await page.keyboard.type(l.guides.slice(0, 3));
      expect(await focused()).toBe(l.guides);
      expect(await page.locator('[role=treeitem][tabindex="0"]').count()).toBe(1);

      const asked = page.waitForRequest((request) => request.url().includes('/assetsbyfolder/'));
      await page.keyboard.press('Enter');
      expect(new URL((await asked).url()).pathname).toBe(`/${culture}/assetslibrary/asset/assetsbyfolder/100/102`);
      await expect(assets(page).getByRole('heading')).toHaveText(l.guides);
      await expect(folderItem(page, l.guides)).toHaveAttribute('aria-selected', 'true');
      expect(await changeFolders(page)).toEqual([{ event: 'changeFolder', rootFolderId: 100, folderId: 102 }]);
    });
  }

  if (culture === cultureOf(pointerTitle)) {
    test(`${pointerTitle} (${culture})`, async ({ page }) => {
      await openShopPage(page, `/${culture}/documents`);
      await expect(page.getByRole('tree')).toBeVisible();
      // The name chooses and opens; the icon only flips.
      await folderItem(page, l.bikes).locator(':scope > .folder-tree__row .folder-tree__name').click();
      await expect(folderItem(page, l.bikes)).toHaveAttribute('aria-expanded', 'true');
      await expect(assets(page).getByRole('heading')).toHaveText(l.bikes);
      await folderItem(page, l.road).locator(':scope > .folder-tree__row .folder-tree__toggle').click();
      await expect(folderItem(page, l.road)).toHaveAttribute('aria-expanded', 'true');
      await expect(assets(page).getByRole('heading')).toHaveText(l.bikes);
      await folderItem(page, l.y2026).click();
      await expect(assets(page).getByRole('heading')).toHaveText(l.y2026);
      await expect(folderItem(page, l.y2026).locator(':scope > .folder-tree__row')).toHaveClass(/--open-leaf/);

      const asked = page.waitForRequest((request) => request.url().includes('/assetsbyfolder/'));
      await folderItem(page, l.root).locator(':scope > .folder-tree__row .folder-tree__name').click();
      expect(new URL((await asked).url()).pathname).toBe(`/${culture}/assetslibrary/asset/assetsbyfolder/`);
      await expect(assets(page).getByRole('heading')).toHaveText(l.root);
      expect((await changeFolders(page)).map((entry) => (entry as { folderId: number }).folderId)).toEqual([
        111, 132, 100,
      ]);

      await injectFault(page, { match: 'assetsbyfolder', fault: '500' });
      await folderItem(page, l.warranty).click();
      await expect(page.getByRole('alertdialog')).toContainText(STRING_RESOURCES[culture]['Manager.UnknowsErrors']!);
      await expect(assets(page).getByRole('heading')).toHaveText(l.root);
      expect(await changeFolders(page)).toHaveLength(3);
    });
  }
}

test(`a data-depth on the tree's hook wins over the default (fr)`, async ({ page }) => {
  // The same page with data-depth="2": the folders of level 2 start open too.
  await rewritePage(page, '**/fr/documents', (html) =>
    html.replace('data-widget="folder-tree"', 'data-widget="folder-tree" data-depth="2"'),
  );
  await openShopPage(page, '/fr/documents');
  await expect(page.getByRole('tree')).toBeVisible();
  await expect(folderItem(page, text.fr.bikes)).toHaveAttribute('aria-expanded', 'true');
  await expect(folderItem(page, text.fr.road)).toBeVisible();
});
