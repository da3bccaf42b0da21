/**
 * Photos in each engine: the product gallery's thumbnails choose the main photo (pointer), and a news post's photo
 * opens large in the lightbox (PhotoSwipe), where the arrow keys turn the photos and Escape closes it.
 */
import { expect, test } from '../engines/fixtures.ts';

test('the product gallery: a thumbnail chooses the main photo (fr)', async ({ shopper }) => {
  await shopper.open('/fr/catalog/product/1001');
  const main = '.product-gallery__main img';
  expect(await shopper.attribute(main, 'src')).toMatch(/view=1/);
  await shopper.click({ css: '[data-gallery-image]', nth: 2 });
  await expect.poll(() => shopper.attribute(main, 'src')).toMatch(/view=3/);
  expect(await shopper.attribute({ css: '[data-gallery-image]', nth: 2 }, 'aria-current')).toBe('true');
  expect(await shopper.attribute({ css: '[data-gallery-image]', nth: 0 }, 'aria-current')).toBeNull();
});

test('a news photo opens in the lightbox; arrows turn the photos, Escape closes it (nl)', async ({ shopper }) => {
  await shopper.open('/nl/news/120');
  const title = await shopper.text('main h1');
  const photo = { css: '.news-detail__text a' };
  await shopper.click(photo);
  await shopper.find({ role: 'dialog', name: title }, [], 10_000);
  expect(await shopper.attribute({ role: 'dialog', name: title }, 'aria-modal')).toBe('true');
  await expect.poll(() => shopper.text('.pswp__counter')).toBe('1 / 2');
  // PhotoSwipe listens to keys once it has the focus (the end of its opening).
  await expect.poll(() => shopper.focused('.pswp')).toBe(true);
  await shopper.press('ArrowRight');
  await expect.poll(() => shopper.text('.pswp__counter')).toBe('2 / 2');
  await shopper.press('Escape');
  await expect.poll(() => shopper.count({ css: '.pswp', hidden: true })).toBe(0);
  expect(await shopper.focused(photo)).toBe(true);
});
