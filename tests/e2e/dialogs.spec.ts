import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openPage,
  recordReactChunks,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

// Motion is this file's subject (dialogs move in and out): it runs as a shopper who did not ask for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const text = {
  fr: {
    newsletter: 'Lettre d’information',
    close: 'Fermer',
    saved: 'Vos préférences ont été enregistrées.',
    cancel: 'Annuler',
    ok: 'OK',
    emptied: 'La liste a été vidée.',
  },
  nl: {
    newsletter: 'Nieuwsbrief',
    close: 'Sluiten',
    saved: 'Uw voorkeuren werden opgeslagen.',
    cancel: 'Annuleren',
    ok: 'OK',
    emptied: 'De lijst werd leeggemaakt.',
  },
};

for (const culture of CULTURES) {
  test.describe(`dialogs and toasts (${culture})`, () => {
    neutralTest(
      culture,
      'a dialog is labelled, traps focus, closes with Esc and gives focus back',
      async ({ page }) => {
        await openPage(page, `/${culture}/widgets`);
        const opener = page.locator('#demo-dialog');
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text[culture].newsletter });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await expect(dialog).toHaveClass(/newsletter-modal/);
        await expect(page.locator('html')).toHaveClass(/rt-scroll-locked/);
        // Focus starts on the first field and Tab cycles inside the dialog, both ways.
        await expect(dialog.locator('#nl-first-name')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.locator('#nl-email')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.locator('button[type=submit]')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name: text[culture].close })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.locator('#nl-first-name')).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.getByRole('button', { name: text[culture].close })).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.locator('button[type=submit]')).toBeFocused();
        await expectAccessible(page);

        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        await expect(page.locator('html')).not.toHaveClass(/rt-scroll-locked/);
      },
    );

    neutralTest(culture, 'the close button closes and returns focus too', async ({ page }) => {
      await openPage(page, `/${culture}/widgets`);
      await page.locator('#demo-dialog').click();
      const dialog = page.getByRole('dialog', { name: text[culture].newsletter });
      await dialog.getByRole('button', { name: text[culture].close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('#demo-dialog')).toBeFocused();
    });

    neutralTest(culture, 'a confirm dialog answers no on cancel and yes on OK', async ({ page }) => {
      await openPage(page, `/${culture}/widgets`);
      await page.locator('#demo-confirm').click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(culture === 'fr' ? 'Êtes-vous sûr' : 'Weet u zeker');
      await expect(confirm.getByRole('button', { name: text[culture].cancel })).toBeFocused();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: text[culture].cancel }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page.locator('.rt-toast')).toHaveCount(0);

      await page.locator('#demo-confirm').click();
      await confirm.getByRole('button', { name: text[culture].ok, exact: true }).click();
      await expect(page.locator('.rt-toasts').getByRole('status')).toContainText(text[culture].emptied);
    });

    neutralTest(culture, 'a toast is announced through a polite live region', async ({ page }) => {
      await openPage(page, `/${culture}/widgets`);
      await page.locator('#demo-toast').click();
      const region = page.locator('.rt-toasts').getByRole('status');
      await expect(region).toHaveAttribute('aria-live', 'polite');
      await expect(region).toContainText(text[culture].saved);
      // Closed by its button first, while it is surely there (it leaves by itself after 5000 ms, which a slow
      // accessibility scan of the whole page could outlast); then axe with a new one on screen.
      await region.getByRole('button', { name: text[culture].close }).click();
      await expect(region.locator('.rt-toast')).toHaveCount(0);
      await page.locator('#demo-toast').click();
      await expect(region).toContainText(text[culture].saved);
      await expectAccessible(page);
    });
  });
}

test('an error, a confirm and a toast are drawn without loading React; a toast shown over a dialog stays in view', async ({
  page,
}) => {
  const react = recordReactChunks(page);
  await openPage(page, '/fr/');
  await page.evaluate(() => void window.ShopRuntime!.ui.showError('Le serveur ne répond pas.'));
  const error = page.getByRole('alertdialog', { name: 'Erreur' });
  await expect(error).toHaveAccessibleDescription('Le serveur ne répond pas.');
  const closeButton = error.locator('.modal-footer').getByRole('button', { name: text.fr.close });
  await expect(closeButton).toBeFocused();
  // A toast while the dialog is open: inside the top dialog (the page behind is inert), and back on the page after.
  await page.evaluate(() => void window.ShopRuntime!.ui.toast('success', 'Enregistré.'));
  const status = page.locator('.rt-toasts').getByRole('status');
  await expect(error.locator('.rt-toasts')).toHaveCount(1);
  await expect(status).toContainText('Enregistré.');
  await closeButton.click();
  await expect(error).toHaveCount(0);
  await expect(page.locator('body > .rt-toasts')).toHaveCount(1);
  await expect(status).toContainText('Enregistré.');

  const answer = page.evaluate(() => window.ShopRuntime!.ui.confirm('Vider la liste ?'));
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleDescription('Vider la liste ?');
  await confirm.getByRole('button', { name: text.fr.ok, exact: true }).click();
  expect(await answer).toBe(true);
  expect(react).toEqual([]);
});

test('with reduced motion the dialog opens and closes without transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installFakeClock(page);
  await openPage(page, '/fr/widgets');
  await page.locator('#demo-dialog').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  // Time stands still: a millisecond is all the closing gets (with motion it waits for its 300 ms transition).
  await pauseClock(page);
  await page.keyboard.press('Escape');
  await page.clock.runFor(1);
  await expect(dialog).toHaveCount(0);
});

test('a dialog moves in and out over 300 ms, its backdrop over 150 ms', async ({ page }) => {
  await installFakeClock(page);
  await openPage(page, '/nl/widgets');
  await page.locator('#demo-dialog').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveClass(/\bis-open\b/);
  const transitions = await dialog.evaluate((element) => {
    const own = getComputedStyle(element);
    const backdrop = getComputedStyle(element, '::backdrop');
    return {
      property: own.transitionProperty,
      duration: own.transitionDuration,
      backdropProperty: backdrop.transitionProperty,
      backdropDuration: backdrop.transitionDuration,
    };
  });
  expect(transitions).toEqual({
    property: 'opacity, transform',
    duration: '0.3s, 0.3s',
    backdropProperty: 'background-color',
    backdropDuration: '0.15s',
  });
  // Closing waits for the transition: time stands still, then moves to 1 ms before its end and to its end.
  await pauseClock(page);
  await page.keyboard.press('Escape');
  await page.clock.runFor(299);
  await expect(dialog).toHaveCount(1);
  await expect(dialog).not.toHaveClass(/\bis-open\b/);
  await page.clock.runFor(1);
  await expect(dialog).toHaveCount(0);
});

test('a dialog the browser closes (a form method="dialog", code calling close()) is cleaned up and gives its end', async ({
  page,
}) => {
  await openPage(page, '/fr/widgets');
  const opener = page.locator('#demo-dialog');
  // Opened through the public API, as a theme would: a form with method="dialog" inside, left to the browser.
  const open = () =>
    page.evaluate(() => {
      document.querySelector<HTMLElement>('#demo-dialog')?.focus();
      const opening = window.ShopRuntime!.ui.openModal({
        title: 'Choix',
        html: '<form method="dialog"><button value="oui">Oui</button></form>',
        onClose: (result) => (document.documentElement.dataset.ended = String(result)),
      });
      void opening.then((handle) => handle?.closed.then(() => (document.documentElement.dataset.closed = 'yes')));
    });
  const dialog = page.getByRole('dialog', { name: 'Choix' });
  const cleanedUp = async () => {
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/rt-scroll-locked/);
    await expect(page.locator('html')).toHaveAttribute('data-closed', 'yes');
    await expect(page.locator('html')).toHaveAttribute('data-ended', 'undefined');
    await expect(opener).toBeFocused();
  };

  await open();
  await expect(page.locator('html')).toHaveClass(/rt-scroll-locked/);
  await dialog.getByRole('button', { name: 'Oui' }).click();
  await cleanedUp();

  await page.evaluate(() => delete document.documentElement.dataset.closed);
  await open();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.rt-dialog')?.close());
  await cleanedUp();
});
