/**
 * In-place navigation in each engine: a link and the search form load in place (same window), Back and Forward
 * bring the content back with its scroll position, and a page behind login opens the login modal (the 401 of an
 * in-place load), through which the shopper signs in.
 */
import { expect, test } from '../engines/fixtures.ts';

const LOGIN = { fr: 'Connexion', nl: 'Aanmelden' };

test('a link and the search form load in place; Back and Forward restore the content and the scroll (nl)', async ({
  shopper,
}) => {
  await shopper.open('/nl/catalog/category/1');
  await shopper.markWindow();
  const link = { css: '.product-card__name a', nth: 9 };
  const name = await shopper.text(link);
  const leftAt = await shopper.reveal(link);
  expect(leftAt).toBeGreaterThan(500);
  await shopper.click(link);
  await expect.poll(() => shopper.text('main h1')).toBe(name);
  expect(await shopper.evaluate(() => window.scrollY)).toBe(0);
  expect(await shopper.stillSameWindow()).toBe(true);

  await shopper.back();
  await expect.poll(() => shopper.count('.product-grid')).toBe(1);
  await expect.poll(() => shopper.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
  expect(await shopper.path()).toMatch(/^\/nl\/catalog\/category\/1/);
  await shopper.forward();
  await expect.poll(() => shopper.text('main h1')).toBe(name);
  expect(await shopper.stillSameWindow()).toBe(true);

  await shopper.click('#site-search-q');
  await shopper.type('fluo');
  await shopper.press('Enter');
  await expect.poll(() => shopper.path()).toBe('/nl/catalog?q=fluo');
  await expect.poll(() => shopper.text('main h1')).toContain('fluo');
  expect(await shopper.count('.product-card')).toBeGreaterThan(0);
  await shopper.back();
  await expect.poll(() => shopper.text('main h1')).toBe(name);
  expect(await shopper.stillSameWindow()).toBe(true);
});

for (const culture of ['fr', 'nl'] as const) {
  test(`a page behind login opens the login modal; signing in there opens that page (${culture})`, async ({
    shopper,
  }) => {
    await shopper.open(`/${culture}/`);
    await shopper.markWindow();
    // The account page answers an in-place load of a guest with 401.
    await shopper.evaluate((c) => {
      const link = document.createElement('a');
      link.href = `/${c}/account`;
      link.id = 'account-link';
      link.textContent = 'account';
      document.querySelector('main')?.prepend(link);
    }, culture);
    await shopper.click('#account-link');
    const dialog = { role: 'dialog', name: LOGIN[culture] } as const;
    await shopper.find(dialog);
    expect(await shopper.value({ css: 'input[name=ReturnUrl]', within: '[role=dialog]', hidden: true })).toBe(
      `/${culture}/account`,
    );
    expect(await shopper.path()).toBe(`/${culture}/`);
    await shopper.click({ css: '[role=dialog] input[type=email]' });
    await shopper.type('demo@ateliervelo.be');
    await shopper.press('Tab');
    await shopper.type('velo2026');
    await shopper.press('Enter');
    await expect.poll(() => shopper.path(), { timeout: 10_000 }).toBe(`/${culture}/account`);
    await shopper.booted();
  });
}
