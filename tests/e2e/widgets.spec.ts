import {
  addHook,
  addPageScript,
  CULTURES,
  cultureOf,
  expect,
  expectAccessible,
  inMs,
  markWindow,
  openPage,
  openShopPage,
  stillSameWindow,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

// Culture-neutral (the countdown's words in both cultures: unit widgets/countdown/countdown.test.ts): one culture,
// named in the title.
const mountTitle = 'a widget mounts from its hook, lazily, and is cleaned up when removed';
for (const culture of CULTURES.filter((one) => one === cultureOf(mountTitle))) {
  test(`${mountTitle} (${culture})`, async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Dist/chunks/countdown')) chunks.push(request.url());
    });
    await openPage(page, `/${culture}/service`);
    expect(chunks).toEqual([]);

    await openPage(page, `/${culture}/widgets`);
    const timer = page.locator('#gallery-countdown [role=timer]');
    await expect(timer).toBeVisible();
    expect(chunks).toHaveLength(1);
    const label = culture === 'fr' ? 'La promotion se termine dans 2 jours' : 'De promotie eindigt over 2 dagen';
    await expect(timer).toHaveAttribute('aria-label', new RegExp(`^${label}, 5`));
    await expectAccessible(page);

    const mounted = () => page.evaluate(() => document.querySelectorAll('.rt-countdown').length);
    await page.locator('.gallery-demo[data-widget=countdown]').evaluate((element) => element.remove());
    await expect.poll(mounted).toBe(0);

    // Hooks arriving afterwards mount again (the shared React root survived the removal).
    await addHook(page, { id: 'again', 'data-widget': 'countdown', 'data-end': '2031-01-01T00:00:00Z' });
    await expect(page.locator('#again [role=timer]')).toBeVisible();
  });
}

test('theme developers register their own widget through the public API', async ({ page }) => {
  await openPage(page, '/nl/widgets');
  let stringFetches = 0;
  page.on('request', (request) => {
    if (request.url().includes('stringresources')) stringFetches += 1;
  });
  await addHook(page, { id: 'greeting', 'data-widget': 'greeting', 'data-who': 'Fien' }, 'p');
  await addPageScript(
    page,
    `
      import { registerWidget, attr, object } from '/Dist/runtime.js';
      await registerWidget({
        name: 'greeting',
        description: 'Greets a visitor.',
        options: object({ who: attr.text({ description: 'Who to greet' }) }),
        load: async () => ({ mount(element, { who }) { element.textContent = 'Dag ' + who; return () => {}; } }),
      });`,
    'module',
  );
  await expect(page.locator('#greeting')).toHaveText('Dag Fien');
  // The module import shares the page's runtime instance: no second boot, so no second string resources fetch.
  expect(stringFetches).toBe(0);
});

// Culture-neutral: each in one culture, named in its title.
const reloadTitle = 'the countdown reloads the page once when its end passes';
const callbackTitle = "a theme's end callback takes over from the reload";
for (const culture of CULTURES.filter((one) => one === cultureOf(reloadTitle))) {
  test(`${reloadTitle} (${culture})`, async ({ page }) => {
    await openPage(page, `/${culture}/widgets`);
    await markWindow(page);
    // Its end leaves time for the widget's chunk to load and mount, however loaded the machine is.
    await addHook(page, { 'data-widget': 'countdown', 'data-end': await inMs(page, 3000) });
    await page.waitForEvent('load', { timeout: 8000 });
    expect(await stillSameWindow(page)).toBe(false);
  });
}

for (const culture of CULTURES.filter((one) => one === cultureOf(callbackTitle))) {
  test(`${callbackTitle} (${culture})`, async ({ page }) => {
    await installFakeClock(page);
    await openPage(page, `/${culture}/widgets`);
    await markWindow(page);
    await page.evaluate(() => {
      const w = window as unknown as { ended: { id: string; end: string }[]; unloading: boolean };
      w.ended = [];
      w.unloading = false;
      document.addEventListener('countdown:ended', (event) => {
        const { detail, target } = event as CustomEvent<{ end: string }>;
        w.ended.push({ id: (target as HTMLElement).id, end: detail.end });
        event.preventDefault();
      });
      // A reload would start here, in the same moment as the end (the browser asks beforeunload first).
      window.addEventListener('beforeunload', () => (w.unloading = true));
    });
    // Time stands still from here; the end is 3 s away on the page's clock.
    await pauseClock(page);
    const end = await page.evaluate(() => new Date(Date.now() + 3000).toISOString());
    await addHook(page, { id: 'flash-sale', 'data-widget': 'countdown', 'data-end': end });
    await expect(page.locator('#flash-sale [role=timer]')).toBeVisible();
    await page.clock.runFor(3000);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { ended: unknown[] }).ended))
      .toEqual([{ id: 'flash-sale', end }]);
    // No reload, then or two ticks later; the timer stays, at zero.
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => (window as unknown as { unloading: boolean }).unloading)).toBe(false);
    expect(await stillSameWindow(page)).toBe(true);
    await expect(page.locator('#flash-sale [role=timer]')).toHaveAttribute('aria-label', /^0 /);
  });
}

test('an order form whose fields are named like the DOM’s own properties mounts and sends', async ({ page }) => {
  // A form's fields shadow its properties (`form.setAttribute` is the field named so): the registry and the order
  // form read hooks through the prototypes, which also spares Chromium work on listing pages (docs/performance.md).
  // (A field named getAttribute is left out: Playwright's own role queries call `form.getAttribute`.)
  await openShopPage(page, '/fr/catalog/category/6/outils-pneus');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'shadowing-order';
    form.method = 'post';
    form.setAttribute('data-widget', 'add-to-cart');
    form.setAttribute('data-name', 'Démonte-pneu renforcé');
    form.innerHTML = `
      <input type="hidden" name="ProductVariantId" value="50328">
      <input type="hidden" name="setAttribute" value="x"><input type="hidden" name="removeAttribute" value="x">
      <input type="hidden" name="getAttributeNames" value="x"><input type="hidden" name="isConnected" value="x">
      <input type="hidden" name="addEventListener" value="x"><input type="hidden" name="matches" value="x">
      <div class="input-group" data-widget="quantity">
        <input class="form-control" type="number" name="Quantity" value="2" min="2" step="2" aria-label="Quantité">
      </div>
      <button class="btn btn-primary" type="submit">Ajouter au panier</button>`;
    document.querySelector('main')?.prepend(form);
  });
  const form = page.locator('#shadowing-order');
  const mountedOnForm = () =>
    page.evaluate(() =>
      Element.prototype.getAttribute.call(document.getElementById('shadowing-order'), 'data-widget-mounted'),
    );
  await expect.poll(mountedOnForm).toBe('add-to-cart');
  await form.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(form.getByRole('spinbutton')).toHaveValue('4');
  const added = page.waitForRequest((request) => request.url().includes('/products/addtocart'));
  await form.getByRole('button', { name: 'Ajouter au panier' }).click();
  expect((await added).postDataJSON()).toMatchObject({ ProductVariantId: 50328, Quantity: 4 });
  await expect(page.getByRole('alertdialog')).toBeVisible();
});
