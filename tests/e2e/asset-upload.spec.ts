/**
 * The asset upload widget on the reference CMS's uploads page, in fr or nl (runtime spec §3 asset widget form
 * fields, §4 upload and required-file checkbox, §5 file and image rules, §7 asset calls, §8 upload and crop
 * failures, §9 crop box): single and multiple uploads with every client refusal, the hidden fields through rename,
 * delete and reorder, the crop flows with the server's real image processing, progress and cancel, the error
 * dialog, and axe with the dialogs open.
 */
import { mkdir, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { CULTURES, expect, expectAccessible, injectFault, neutralTest, openShopPage, test } from './support.ts';

type Culture = (typeof CULTURES)[number];
type FilePayload = { name: string; mimeType: string; buffer: Buffer };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string): FilePayload => ({ name, mimeType: 'application/pdf', buffer: PDF });
const text = (name: string, buffer = Buffer.from('Réparation du dérailleur arrière.\n')): FilePayload => ({
  name,
  mimeType: 'text/plain',
  buffer,
});

/** A PNG of that size: red on the left (`red` columns, default half), blue on the right (a rotation shows). */
async function png(name: string, width: number, height: number, red = Math.floor(width / 2)): Promise<FilePayload> {
  const half = red;
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: await sharp({
          create: { width: width - half, height, channels: 3, background: '#0000ff' },
        })
          .png()
          .toBuffer(),
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The string resource with its {{placeholders}} filled, as the runtime's t() does. */
function message(culture: Culture, key: string, values: Record<string, string | number> = {}): string {
  const resources = STRING_RESOURCES[culture];
  const template = resources[key];
  if (template === undefined) throw new Error(`no resource ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const field = (page: Page, id: string) => page.locator(`[data-unique-id="${id}"]`);
const items = (page: Page, id: string) => field(page, id).locator('.asset-item');

/** Every hidden field the widget wrote for `id`, by name. */
function hiddenFields(page: Page, id: string): Promise<Record<string, string>> {
  return field(page, id)
    .locator('[data-asset-fields] input')
    .evaluateAll((inputs) =>
      Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name, input.value])),
    );
}

/** Counts the upload requests of the page (to prove a refused choice sent nothing). */
function countUploads(page: Page): () => number {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/assets/upload/')) sent.push(request);
  });
  return () => sent.length;
}

/** The crop dialog's chunk and cropperjs's stylesheet, as requested by the page (file names). */
function watchCropChunk(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(crop-dialog-.*\.js|cropper\.min-.*\.css)$/.test(name)) names.push(name);
  });
  return () => [...names].sort();
}

async function choose(page: Page, id: string, files: FilePayload | FilePayload[]): Promise<void> {
  await field(page, id).locator('input[type=file]').setInputFiles(files);
}

/** Chooses files and waits for the upload's answer. */
async function uploadFiles(page: Page, id: string, files: FilePayload | FilePayload[]): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes('/assets/upload/'));
  await choose(page, id, files);
  expect((await answer).status()).toBe(200);
}

async function openUploads(page: Page, culture: Culture): Promise<void> {
  await openShopPage(page, `/${culture}/account/uploads`);
}

for (const culture of CULTURES) {
  neutralTest(
    culture,
    'single document: upload, replace, rename in a dialog, delete; the hidden fields follow',
    async ({ page }) => {
      await openUploads(page, culture);
      await expectAccessible(page, '.uploads-form');
      // A kept upload tells the page that data changed on the server (a prefetched page is then forgotten).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { serverChanges: string[] }).serverChanges = seen;
        document.addEventListener('server:changed', (event) =>
          seen.push((event as CustomEvent<{ method: string }>).detail.method),
        );
      });
      await uploadFiles(page, 'invoice', pdf('facture-2026.pdf'));
      await expect(items(page, 'invoice')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { serverChanges: string[] }).serverChanges)).toEqual([
        'POST',
      ]);
      await expect(items(page, 'invoice').locator('.asset-name')).toHaveText('facture-2026');
      const first = await hiddenFields(page, 'invoice');
      expect(first['list-assets-orders-invoice']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first).toMatchObject({
        'AssetsLoaded-invoice': 'true',
        AssetLoadedinvoice: 'true',
        'AssetName-invoice': 'facture-2026',
        'asset-invoice-name': 'facture-2026',
        'asset-invoice-name-changed': 'false',
      });
      expect(first['AssetId-invoice']).toMatch(/^\d+$/);

      // Single mode: a second upload replaces the first.
      await uploadFiles(page, 'invoice', text('devis "final" <v2>.txt'));
      await expect(items(page, 'invoice')).toHaveCount(1);
      await expect(items(page, 'invoice').locator('.asset-name')).toHaveText('devis "final" <v2>');
      const second = await hiddenFields(page, 'invoice');
      expect(second['list-assets-orders-invoice']).not.toBe(first['list-assets-orders-invoice']);
      expect(second['asset-invoice-name']).toBe('devis "final" <v2>');
      await expect(page.locator('.asset-name b, .asset-name v2')).toHaveCount(0);

      // Rename: a dialog, not prompt(); the name and name-changed follow.
      await items(page, 'invoice')
        .getByRole('button', { name: message(culture, 'Upload.RenameNamed', { name: 'devis "final" <v2>' }) })
        .click();
      const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.RenameTitle') });
      await expect(dialog).toBeVisible();
      const nameField = dialog.getByLabel(message(culture, 'Upload.NewName'));
      await expect(nameField).toBeFocused();
      await expect(nameField).toHaveValue('devis "final" <v2>');
      await expectAccessible(page, 'dialog[open]');
      await nameField.fill('Facture <atelier> & "vélo"');
      await nameField.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(items(page, 'invoice').locator('.asset-name')).toHaveText('Facture <atelier> & "vélo"');
      expect(await hiddenFields(page, 'invoice')).toMatchObject({
        'asset-invoice-name': 'Facture <atelier> & "vélo"',
        'AssetName-invoice': 'Facture <atelier> & "vélo"',
        'asset-invoice-name-changed': 'true',
      });
      await expect(items(page, 'invoice').locator('.asset-rename')).toBeFocused();

      // The form sends what the shopper sees (the repair documents are required: one goes too).
      await uploadFiles(page, 'repair', text('notes.txt'));
      await page.locator('.uploads-form button[type=submit]').click();
      await expect(page.locator('[data-received="asset-invoice-name"]')).toHaveText('Facture <atelier> & "vélo"');
      await expect(page.locator('[data-received="list-assets-orders-invoice"]')).toHaveText(
        second['list-assets-orders-invoice'] ?? '',
      );
      await expect(page.locator('[data-received="asset-invoice-name-changed"]')).toHaveText('true');
      // The page comes back with the assets it sent (data-assets): the same list, names and fields.
      await expect(page.locator('[data-unique-id="invoice"][data-widget-mounted]')).toBeAttached();
      await expect(items(page, 'invoice').locator('.asset-name')).toHaveText('Facture <atelier> & "vélo"');
      await expect(items(page, 'repair').locator('.asset-name')).toHaveText('notes');
      await expect(page.locator('#repair-required')).toBeChecked();
      expect((await hiddenFields(page, 'invoice'))['list-assets-orders-invoice']).toBe(
        second['list-assets-orders-invoice'],
      );

      // Delete empties the fields.
      await openUploads(page, culture);
      await uploadFiles(page, 'invoice', pdf('bon.pdf'));
      await items(page, 'invoice')
        .getByRole('button', { name: message(culture, 'Upload.DeleteNamed', { name: 'bon' }) })
        .click();
      await expect(items(page, 'invoice')).toHaveCount(0);
      expect(await hiddenFields(page, 'invoice')).toMatchObject({
        'list-assets-orders-invoice': '',
        'AssetsLoaded-invoice': 'false',
        'AssetId-invoice': '',
        'asset-invoice-name': '',
      });
      await expect(field(page, 'invoice').locator('input[type=file]')).toBeFocused();
    },
  );

  // One culture: the sizes in each culture's units (Mo, MB) are proved by file-checks.test.ts.
  neutralTest(
    culture,
    'refusals before sending: type, empty, too large, too many; nothing is sent and nothing is lost',
    async ({ page }, testInfo) => {
      const uploads = countUploads(page);
      await openUploads(page, culture);
      const messages = (id: string) => field(page, id).locator('.asset-upload-messages li');

      // Single document: a type outside the accept list, an empty file, a file over data-max-file-size (10 MB).
      await choose(page, 'invoice', { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: PDF });
      await expect(messages('invoice')).toHaveText([
        message(culture, 'Upload.AcceptedTypes', { name: 'setup.exe', types: 'pdf, docx, txt' }),
      ]);
      await choose(page, 'invoice', text('vide.txt', Buffer.alloc(0)));
      await expect(messages('invoice')).toHaveText([message(culture, 'Upload.Empty', { name: 'vide.txt' })]);
      await choose(page, 'invoice', text('scan.txt', Buffer.alloc(10_000_001, 65)));
      await expect(messages('invoice')).toHaveText([
        message(culture, 'Upload.MaxSize', { name: 'scan.txt', size: culture === 'fr' ? '10 Mo' : '10 MB' }),
      ]);

      // Multiple: 30 files at once (5 at most), a 50 MB file, a file of another type ('please put a correct file').
      const thirty = Array.from({ length: 30 }, (_, index) => text(`page-${index + 1}.txt`));
      await choose(page, 'repair', thirty);
      await expect(messages('repair')).toHaveText([message(culture, 'Upload.MaxFiles', { max: 5 })]);
      await choose(page, 'repair', [pdf('photo-50mo.pdf'), { name: 'video.mp4', mimeType: 'video/mp4', buffer: PDF }]);
      await expect(messages('repair')).toHaveText([
        message(culture, 'Upload.CorrectFile', { name: 'video.mp4', types: 'pdf, jpg, jpeg, png, txt' }),
      ]);
      // …the acceptable file of that choice went on its own.
      await expect(items(page, 'repair')).toHaveCount(1);
      expect(uploads()).toBe(1);
      // A 50 MB file, given by path (a sparse file: Playwright reads a path in the browser, not through the wire).
      const big = testInfo.outputPath('plan.pdf');
      await mkdir(dirname(big), { recursive: true });
      await writeFile(big, PDF);
      await truncate(big, 50_000_000);
      await field(page, 'repair').locator('input[type=file]').setInputFiles(big);
      await expect(messages('repair')).toHaveText([
        message(culture, 'Upload.MaxSize', { name: 'plan.pdf', size: culture === 'fr' ? '5 Mo' : '5 MB' }),
      ]);
      // Four more fit, five do not.
      await choose(
        page,
        'repair',
        [1, 2, 3, 4, 5].map((n) => text(`extra-${n}.txt`)),
      );
      await expect(messages('repair')).toHaveText([message(culture, 'Upload.MaxFiles', { max: 5 })]);
      await expect(items(page, 'repair')).toHaveCount(1);
      expect(uploads()).toBe(1);
      expect((await hiddenFields(page, 'repair'))['AssetsLoaded-repair']).toBe('true');
      await expectAccessible(page, '.uploads-form');
    },
  );

  neutralTest(
    culture,
    'multiple files: appended, reordered by keys and by pointer, deleted; the required checkbox follows',
    async ({ page }) => {
      await openUploads(page, culture);
      const required = page.locator('#repair-required');
      const requiredMessage = page.locator('[data-valmsg-for="RepairFilesAttached"]');
      await expect(required).not.toBeChecked();
      // Sent without a file: the required checkbox's message.
      await page.locator('.uploads-form button[type=submit]').click();
      await expect(requiredMessage).not.toBeEmpty();

      await uploadFiles(page, 'repair', [text('diagnostic.txt'), pdf('devis.pdf')]);
      await expect(required).toBeChecked();
      await expect(requiredMessage).toBeEmpty();
      await uploadFiles(page, 'repair', pdf('facture.pdf'));
      await expect(items(page, 'repair').locator('.asset-name')).toHaveText(['diagnostic', 'devis', 'facture']);
      const fields = await hiddenFields(page, 'repair');
      const guids = (fields['list-assets-orders-repair'] ?? '').split(',');
      expect(guids).toHaveLength(3);
      const [diagnostic, devis, facture] = guids as [string, string, string];
      expect(fields[`asset-${devis}-name`]).toBe('devis');
      expect(fields[`asset-${facture}`]).toMatch(/^\d+$/);
      const order = async () => (await hiddenFields(page, 'repair'))['list-assets-orders-repair'];

      // Keys on the move handle: up, Home, End; each move announced, the handle keeps the focus.
      const handle = (name: string) =>
        field(page, 'repair').getByRole('button', { name: message(culture, 'Upload.Move', { name }) });
      await handle('facture').focus();
      await page.keyboard.press('ArrowUp');
      await expect(items(page, 'repair').locator('.asset-name')).toHaveText(['diagnostic', 'facture', 'devis']);
      expect(await order()).toBe([diagnostic, facture, devis].join(','));
      await expect(handle('facture')).toBeFocused();
      await expect(field(page, 'repair').getByRole('status')).toHaveText(
        message(culture, 'Upload.Moved', { name: 'facture', position: 2, total: 3 }),
      );
      await page.keyboard.press('Home');
      expect(await order()).toBe([facture, diagnostic, devis].join(','));
      await handle('diagnostic').focus();
      await page.keyboard.press('End');
      await expect(items(page, 'repair').locator('.asset-name')).toHaveText(['facture', 'devis', 'diagnostic']);
      expect(await order()).toBe([facture, devis, diagnostic].join(','));

      // Pointer: drag the last one onto the first row.
      const from = await handle('diagnostic').boundingBox();
      const to = await items(page, 'repair').first().boundingBox();
      if (!from || !to) throw new Error('no boxes');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 5 });
      await page.mouse.up();
      await expect(items(page, 'repair').locator('.asset-name')).toHaveText(['diagnostic', 'facture', 'devis']);
      expect(await order()).toBe([diagnostic, facture, devis].join(','));

      // Delete each: the fields of a deleted asset go; the last one unticks the checkbox.
      await field(page, 'repair')
        .getByRole('button', { name: message(culture, 'Upload.DeleteNamed', { name: 'facture' }) })
        .click();
      const afterDelete = await hiddenFields(page, 'repair');
      expect(afterDelete['list-assets-orders-repair']).toBe([diagnostic, devis].join(','));
      expect(afterDelete[`asset-${facture}`]).toBeUndefined();
      await expect(required).toBeChecked();
      await expect(field(page, 'repair').locator('.asset-item:nth-child(2) .asset-delete')).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(items(page, 'repair')).toHaveCount(0);
      await expect(required).not.toBeChecked();
      expect(await order()).toBe('');
      // The shopper cannot tick it by hand.
      await required.click({ force: true });
      await expect(required).not.toBeChecked();
    },
  );

  neutralTest(
    culture,
    'images: exactly the crop size is kept, smaller is refused with the sizes, a PDF named .jpg is no image',
    async ({ page }) => {
      const cropChunks = watchCropChunk(page);
      await openUploads(page, culture);
      const messages = field(page, 'photo').locator('.asset-upload-messages li');
      await uploadFiles(page, 'photo', await png('petit.png', 200, 150));
      await expect(messages).toHaveText([
        message(culture, 'Upload.ImageTooSmall', {
          name: 'petit.png',
          width: 400,
          height: 300,
          actualWidth: 200,
          actualHeight: 150,
        }),
      ]);
      await expect(items(page, 'photo')).toHaveCount(0);
      await uploadFiles(page, 'photo', { name: 'velo.jpg', mimeType: 'image/jpeg', buffer: PDF });
      await expect(messages).toHaveText([message(culture, 'Upload.CorrectImage', { name: 'velo.jpg' })]);
      await expect(items(page, 'photo')).toHaveCount(0);
      expect((await hiddenFields(page, 'photo'))['AssetsLoaded-photo']).toBe('false');

      await uploadFiles(page, 'photo', await png('exact.png', 400, 300));
      await expect(items(page, 'photo')).toHaveCount(1);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(items(page, 'photo').locator('img')).toHaveJSProperty('naturalWidth', 400);
      // The asset call gives the sizes of the kept asset.
      const assetId = (await hiddenFields(page, 'photo'))['AssetId-photo'];
      const asset = (await (await page.request.get(`/api/v1/assetslibrary/assets/${assetId}`)).json()) as {
        Width: number;
        Height: number;
      };
      expect([asset.Width, asset.Height]).toEqual([400, 300]);
      // No image needed cropping: cropperjs and its stylesheet never loaded (the asset call above answered after).
      expect(cropChunks()).toEqual([]);
    },
  );

  neutralTest(
    culture,
    'crop: the dialog (568×400, fixed ratio) turns the image and the server crops it; an Error answer stays in the dialog',
    async ({ page }) => {
      const cropChunks = watchCropChunk(page);
      await openUploads(page, culture);
      expect(cropChunks()).toEqual([]);
      // 1200 × 500: its 300 left columns red, the rest blue.
      await uploadFiles(page, 'photo', await png('atelier.png', 1200, 500, 300));
      const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.CropTitle') });
      await expect(dialog).toBeVisible();
      const box = dialog.locator('.asset-crop-box');
      expect(await box.evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([568, 400]);
      const confirm = dialog.getByRole('button', { name: message(culture, 'Upload.Crop'), exact: true });
      await expect(confirm).toBeEnabled();
      await expect(dialog.locator('.cropper-crop-box')).toBeVisible();
      // The crop chunk (cropperjs) and its stylesheet came with the first crop.
      expect(cropChunks().map((url) => url.replace(/-[A-Z0-9]+\./, '.'))).toEqual([
        'crop-dialog.js',
        'cropper.min.css',
      ]);
      await expectAccessible(page, 'dialog[open]');

      // An Error answer shows in the dialog, which stays open.
      await page.route('**/assets/croptempimg/**', (route) =>
        route.fulfill({ json: { Error: 'Image temporaire expirée' } }),
      );
      await confirm.click();
      await expect(dialog.locator('.asset-crop-error')).toHaveText('Image temporaire expirée');
      await expect(dialog.locator('.asset-crop-error')).toHaveAttribute('role', 'alert');
      await expect(items(page, 'photo')).toHaveCount(0);
      await page.unroute('**/assets/croptempimg/**');

      // Turned right: the 500 × 1200 image; the widest 4:3 box is 500 × 375 (a selection never below 400 × 300).
      await dialog.getByRole('button', { name: message(culture, 'Upload.RotateRight') }).click();
      const cropCall = page.waitForRequest((request) => request.url().includes('/assets/croptempimg/'));
      await confirm.click();
      const url = new URL((await cropCall).url());
      const [, , , tmpName, x, y, w, h, cropWidth, cropHeight] = url.pathname.split('/');
      expect(tmpName).toMatch(/\.png$/);
      expect([Number(x), Number(w), Number(h), Number(cropWidth), Number(cropHeight)]).toEqual([0, 500, 375, 400, 300]);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeLessThanOrEqual(1200 - 375);
      expect(url.searchParams.get('rotate')).toBe('90');
      expect(url.searchParams.has('keepOriginal')).toBe(false);
      await expect(dialog).toBeHidden();
      await expect(items(page, 'photo')).toHaveCount(1);
      await expect(items(page, 'photo').locator('.asset-name')).toHaveText('atelier');

      // The server's image: 400 × 300 from rows y…y+375 of the turned image, whose first 300 rows are the red
      // columns (turned right, the left side goes up): each row red or blue as its source row says.
      const thumbnail = await items(page, 'photo').locator('img').getAttribute('src');
      const bytes = await (await page.request.get(thumbnail ?? '')).body();
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([400, 300]);
      const colour = (row: number) => {
        const at = (row * 400 + 200) * info.channels;
        return Array.from(data.subarray(at, at + 3));
      };
      const expected = (row: number) => (Number(y) + ((row + 0.5) * 375) / 300 < 300 ? [255, 0, 0] : [0, 0, 255]);
      for (const row of [1, 60, 120, 180, 298]) {
        // Rows next to the edge between the colours are blended by the scaling: skip them.
        const source = Number(y) + ((row + 0.5) * 375) / 300;
        if (Math.abs(source - 300) < 4) continue;
        expect(colour(row)).toEqual(expected(row));
      }
      const fields = await hiddenFields(page, 'photo');
      expect(fields['asset-photo-name']).toBe('atelier');
      expect(fields['AssetsLoaded-photo']).toBe('true');
    },
  );

  neutralTest(
    culture,
    'crop by keyboard: the arrows move the selection and − shrinks it, the ratio kept',
    async ({ page }) => {
      await openUploads(page, culture);
      // 1200 × 500 at 568 px wide: the whole height is selected first, 667 × 500 in the middle (x ≈ 267).
      await uploadFiles(page, 'photo', await png('atelier.png', 1200, 500, 300));
      const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.CropTitle') });
      const confirm = dialog.getByRole('button', { name: message(culture, 'Upload.Crop'), exact: true });
      await expect(confirm).toBeEnabled();
      const area = dialog.getByRole('group', { name: message(culture, 'Upload.CropArea') });
      await expect(area).toHaveAccessibleDescription(message(culture, 'Upload.CropKeys'));
      await area.focus();
      // 15 steps of 10 screen pixels (about 21 image pixels each) reach the left edge, and stop there.
      for (let step = 0; step < 15; step++) await area.press('ArrowLeft');
      for (let step = 0; step < 5; step++) await area.press('-');
      // 5 steps shrink it by about 105 image pixels, the ratio kept.
      const smallest = page.waitForRequest((request) => request.url().includes('/assets/croptempimg/'));
      await confirm.click();
      const [, , , , x, y, w, h] = new URL((await smallest).url()).pathname.split('/').map(Number);
      expect(x).toBe(0);
      expect(y).toBe(0);
      expect(w).toBeLessThan(667 - 80);
      expect(w).toBeGreaterThanOrEqual(400);
      expect(Math.abs((h ?? 0) - (w ?? 0) * 0.75)).toBeLessThanOrEqual(1);
      await expect(dialog).toBeHidden();
      await expect(items(page, 'photo')).toHaveCount(1);
    },
  );

  // One culture: the sizes in each culture's units (o / Mo, B / MB) are proved by file-checks.test.ts.
  neutralTest(
    culture,
    'upload: progress and cancel, then a 500 answer opens the error dialog and keeps the list',
    async ({ page }) => {
      await openUploads(page, culture);
      await uploadFiles(page, 'repair', pdf('garantie.pdf'));
      const before = await hiddenFields(page, 'repair');

      // Held answer: progress is shown with a cancel button; cancelling adds nothing.
      let held: (() => void) | undefined;
      const arrived = new Promise<void>((resolve) => {
        void page.route('**/assets/upload/**', (route) => {
          held = () => void route.abort().catch(() => undefined);
          resolve();
        });
      });
      // 2,000,000 bytes: the multipart body around it is 2 MB too, once rounded (the total the progress reports).
      await choose(page, 'repair', text('rapport.txt', Buffer.alloc(2_000_000, 65)));
      await arrived;
      const progress = field(page, 'repair').locator('.asset-upload-progress');
      await expect(progress).toBeVisible();
      const bar = progress.getByRole('progressbar', { name: message(culture, 'Upload.Uploading') });
      await expect(bar).toBeVisible();
      // The sent and total sizes, in the culture's units: nothing sent yet, or all of it (the answer is held; the
      // browser may or may not report the body's progress before it).
      const [none, all] = culture === 'fr' ? ['0 o', '2 Mo'] : ['0 B', '2 MB'];
      const sentText = (loaded: string) =>
        message(culture, 'Upload.UploadedBytes', { loaded, total: all }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(progress.locator('.asset-upload-sent')).toHaveText(
        new RegExp(`^(${sentText(none)}|${sentText(all)})$`),
      );
      await expect(field(page, 'repair')).toHaveAttribute('aria-busy', 'true');
      const cancel = progress.getByRole('button', { name: message(culture, 'Upload.Cancel') });
      await expect(cancel).toBeFocused();
      await cancel.click();
      await expect(progress).toBeHidden();
      await expect(field(page, 'repair').getByRole('status')).toHaveText(message(culture, 'Upload.Cancelled'));
      await expect(field(page, 'repair').locator('input[type=file]')).toBeFocused();
      expect(await hiddenFields(page, 'repair')).toEqual(before);
      held?.();
      await page.unroute('**/assets/upload/**');

      // A server failure: the generic error dialog; the list and its fields stay as they were.
      await page.route('**/assets/upload/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await choose(page, 'repair', text('rapport.txt'));
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(message(culture, 'Manager.UnknowsErrors'));
      await dialog.getByText(STRING_RESOURCES[culture]['Core.Close'] ?? '', { exact: true }).click();
      await expect(items(page, 'repair')).toHaveCount(1);
      expect(await hiddenFields(page, 'repair')).toEqual(before);
      await expect(field(page, 'repair').locator('input[type=file]')).toBeEnabled();
    },
  );

  neutralTest(culture, 'a file the server refuses shows its own message in a dialog', async ({ page }) => {
    await openUploads(page, culture);
    await page.route('**/assets/upload/**', (route) =>
      route.fulfill({ json: [{ name: 'x', Error: 'Ce fichier contient un virus.' }] }),
    );
    await choose(page, 'invoice', pdf('suspect.pdf'));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Ce fichier contient un virus.');
    await expect(items(page, 'invoice')).toHaveCount(0);
  });
}

test('crop: turned left and shrunk below the crop size by keyboard, the call sends rotate=270 and the minimum selection', async ({
  page,
}) => {
  const culture = 'fr';
  await openUploads(page, culture);
  // 1200 × 500 turned left is 500 × 1200: the widest 4:3 selection is 500 × 375, the smallest the crop size.
  await uploadFiles(page, 'photo', await png('atelier.png', 1200, 500, 300));
  const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.CropTitle') });
  const confirm = dialog.getByRole('button', { name: message(culture, 'Upload.Crop'), exact: true });
  await expect(confirm).toBeEnabled();
  await dialog.getByRole('button', { name: message(culture, 'Upload.RotateLeft') }).click();
  const area = dialog.getByRole('group', { name: message(culture, 'Upload.CropArea') });
  await area.focus();
  // 30 steps of 10 screen pixels (about 30 image pixels each at this scale) would take the width far below 400.
  for (let step = 0; step < 30; step++) await area.press('-');
  const cropCall = page.waitForRequest((request) => request.url().includes('/assets/croptempimg/'));
  await confirm.click();
  const url = new URL((await cropCall).url());
  const [, , , , x, y, w, h, cropWidth, cropHeight] = url.pathname.split('/').map(Number);
  expect([w, h, cropWidth, cropHeight]).toEqual([400, 300, 400, 300]);
  expect(url.searchParams.get('rotate')).toBe('270');
  expect(x! + w!).toBeLessThanOrEqual(500);
  expect(y! + h!).toBeLessThanOrEqual(1200);
  await expect(dialog).toBeHidden();
  await expect(items(page, 'photo')).toHaveCount(1);
});

test('an image the page came with is cropped again: its sizes from the asset call, the crop made with them', async ({
  page,
}) => {
  const culture = 'fr';
  await openUploads(page, culture);
  await uploadFiles(page, 'photo', await png('exact.png', 400, 300));
  await uploadFiles(page, 'repair', text('notes.txt'));
  const uploaded = await hiddenFields(page, 'photo');
  const assetId = uploaded['AssetId-photo'] ?? '';
  await page.locator('.uploads-form button[type=submit]').click();
  await expect(page.locator('[data-received="AssetId-photo"]')).toHaveText(assetId);
  // The page comes back with the asset in the field's data-assets, without its sizes.
  await expect(page.locator('[data-unique-id="photo"][data-widget-mounted]')).toBeAttached();
  const listed = JSON.parse((await field(page, 'photo').getAttribute('data-assets')) ?? '[]') as object[];
  expect(listed).toHaveLength(1);
  expect(Object.keys(listed[0] ?? {})).not.toEqual(expect.arrayContaining(['Width']));
  expect(Object.keys(listed[0] ?? {})).not.toEqual(expect.arrayContaining(['width']));

  const assetCall = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/assetslibrary/assets/${assetId}`),
  );
  await items(page, 'photo')
    .getByRole('button', { name: message(culture, 'Upload.CropNamed', { name: 'exact' }) })
    .click();
  const answer = (await (await assetCall).json()) as { Width: number; Height: number };
  expect([answer.Width, answer.Height]).toEqual([400, 300]);
  const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.CropTitle') });
  const confirm = dialog.getByRole('button', { name: message(culture, 'Upload.Crop'), exact: true });
  await expect(confirm).toBeEnabled();
  // The whole 400 × 300 image is the selection: the crop call's box is the asset call's size.
  const cropCall = page.waitForRequest((request) => request.url().includes('/assets/croptempimg/'));
  await confirm.click();
  const [, , , tmpName, x, y, w, h] = new URL((await cropCall).url()).pathname.split('/');
  expect(tmpName).toMatch(/\.png$/);
  expect([x, y, w, h].map(Number)).toEqual([0, 0, 400, 300]);
  await expect(dialog).toBeHidden();
  // The crop takes the asset's place with its name; the fields follow (the dialog closes with the crop's answer,
  // which the list then draws: wait for the new id).
  await expect.poll(async () => (await hiddenFields(page, 'photo'))['AssetId-photo']).not.toBe(assetId);
  await expect(items(page, 'photo')).toHaveCount(1);
  await expect(items(page, 'photo').locator('.asset-name')).toHaveText('exact');
  const cropped = await hiddenFields(page, 'photo');
  expect(cropped['AssetId-photo']).toMatch(/^\d+$/);
  expect(cropped['asset-photo-name']).toBe('exact');
});

test('crop: a malformed answer always shows its message and the dialog stays for another try', async ({ page }) => {
  const culture = 'fr';
  await openUploads(page, culture);
  await uploadFiles(page, 'photo', await png('atelier.png', 1200, 500));
  const dialog = page.getByRole('dialog', { name: message(culture, 'Upload.CropTitle') });
  const confirm = dialog.getByRole('button', { name: message(culture, 'Upload.Crop'), exact: true });
  await expect(confirm).toBeEnabled();

  // A 200 whose body is not JSON (the reference CMS's fault): the error catalogue's dialog; the crop dialog stays.
  await injectFault(page, { match: '/assets/croptempimg/', fault: 'malformed' });
  await confirm.click();
  const alert = page.getByRole('alertdialog').filter({ hasText: message(culture, 'Manager.UnknowsErrors') });
  await expect(alert).toBeVisible();
  await alert
    .getByRole('button', { name: message(culture, 'Core.Close') })
    .last()
    .click();
  await expect(alert).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(confirm).toBeEnabled();

  // A 200 whose JSON is no asset: the message in the crop dialog, which stays; nothing is kept.
  await page.route('**/assets/croptempimg/**', (route) => route.fulfill({ json: { ItemsCount: 3 } }));
  await confirm.click();
  await expect(dialog.locator('.asset-crop-error')).toHaveText(message(culture, 'Manager.UnknowsErrors'));
  await expect(dialog).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(items(page, 'photo')).toHaveCount(0);
  await page.unroute('**/assets/croptempimg/**');

  // Another try succeeds.
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(items(page, 'photo').locator('.asset-name')).toHaveText('atelier');
});
