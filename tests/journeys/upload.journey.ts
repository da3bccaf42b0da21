/**
 * An upload and a crop in each engine: a photo chosen for the uploads form (the file input given a file, as the
 * file chooser would), the crop dialog (cropperjs) turning it right, the server's crop kept as the photo.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { expect, test } from '../engines/fixtures.ts';

/** A PNG of 1200 × 500 pixels on disk, red on its left quarter, blue elsewhere (a turn shows). */
async function photoFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'journey-upload-')), 'atelier.png');
  const blue = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 300, top: 0 }])
    .png()
    .toFile(path);
  return path;
}

const culture = 'nl';
const strings = STRING_RESOURCES[culture];

test(`a photo uploaded, turned and cropped in the crop dialog (${culture})`, async ({ shopper }) => {
  await shopper.open(`/${culture}/account/uploads`);
  await shopper.setFiles('[data-unique-id="photo"] input[type=file]', await photoFile());
  const dialog = { role: 'dialog', name: strings['Upload.CropTitle'] } as const;
  await shopper.find(dialog, [], 10_000);
  await shopper.find('[role=dialog] .cropper-crop-box, dialog[open] .cropper-crop-box');
  await shopper.click({ role: 'button', name: strings['Upload.RotateRight'] });
  await shopper.click({ role: 'button', name: strings['Upload.Crop'] });
  await expect.poll(() => shopper.count(dialog)).toBe(0);
  const item = '[data-unique-id="photo"] .asset-item';
  await expect.poll(() => shopper.count(item)).toBe(1);
  expect(await shopper.text(`${item} .asset-name`)).toBe('atelier');
  // The server's crop: 400 × 300, from the turned image.
  const size = await shopper.waitFor(
    'the cropped photo',
    () => {
      const image = document.querySelector<HTMLImageElement>('[data-unique-id="photo"] .asset-item img');
      return image?.complete && image.naturalWidth ? [image.naturalWidth, image.naturalHeight] : null;
    },
    undefined,
    10_000,
  );
  expect(size).toEqual([400, 300]);
});
