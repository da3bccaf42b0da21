/**
 * Account security pages in fr or nl (runtime spec §2 "register, forgot-password and change-password forms;
 * authenticator app QR code page"): the forgot-password form, and the authenticator page in its modal with the QR
 * code drawn by the qrcode library, the secret as text, and a real one-time code check.
 */
import QRCode from 'qrcode';
import { totp } from '../../fixtures/data/totp.ts';
import { CULTURES, expect, expectAccessible, neutralTest, openPage } from './support.ts';

const text = {
  fr: {
    forgot: 'Mot de passe oublié ?',
    title: 'Mot de passe oublié',
    email: 'Adresse e-mail',
    send: 'Envoyer le lien',
    required: 'Ce champ est requis.',
    emailRule: 'Saisissez une adresse e-mail valide.',
    sent: 'Si un compte existe pour lea@example.be',
    twoFactor: 'Double authentification',
    setup: 'Configurer une application',
    qr: 'Code QR à scanner avec votre application d’authentification',
    code: 'Code de vérification',
    wrong: 'Ce code ne correspond pas.',
    format: 'Le code compte six chiffres.',
  },
  nl: {
    forgot: 'Wachtwoord vergeten?',
    title: 'Wachtwoord vergeten',
    email: 'E-mailadres',
    send: 'Link versturen',
    required: 'Dit veld is vereist.',
    emailRule: 'Voer een geldig e-mailadres in.',
    sent: 'Als er een account bestaat voor lea@example.be',
    twoFactor: 'Tweestapsverificatie',
    setup: 'Een app instellen',
    qr: 'QR-code om te scannen met uw authenticatie-app',
    code: 'Verificatiecode',
    wrong: 'Deze code klopt niet.',
    format: 'De code heeft zes cijfers.',
  },
};

for (const culture of CULTURES) {
  const l = text[culture];

  neutralTest(
    culture,
    'forgot password: reached from the login page, checked, and the same answer for any address',
    async ({ page }) => {
      await openPage(page, `/${culture}/security/login`);
      await page.getByRole('link', { name: l.forgot }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
      const email = page.getByLabel(l.email);
      await page.getByRole('button', { name: l.send }).click();
      await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(l.required);
      await expect(email).toBeFocused();
      await email.fill('lea@example.');
      await email.press('Enter');
      await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(l.emailRule);
      await email.fill('lea@example.be');
      await email.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible();
      await expectAccessible(page, 'main');
    },
  );

  neutralTest(
    culture,
    'the authenticator page shows the QR code and the secret, and checks the code',
    async ({ page }) => {
      await openPage(page, `/${culture}/service`);
      await page.locator('a[href$="/security/twofactorhome"]').click();
      await page.getByRole('dialog', { name: l.twoFactor, exact: true }).getByRole('link', { name: l.setup }).click();
      const dialog = page.getByRole('dialog', { name: l.setup, exact: true });
      const image = dialog.getByRole('img', { name: l.qr });
      await expect(image).toBeVisible();
      // The room was kept: the drawn code fills the 200 px box.
      const box = await dialog.locator('.qr-code').boundingBox();
      expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 200]);

      // The code holds the page's otpauth address, as the qrcode library draws it.
      const otpauth = (await dialog.locator('[data-widget="qr-code"]').getAttribute('data-text')) ?? '';
      expect(otpauth).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&/);
      const expected = await QRCode.toString(otpauth, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      const drawnPath = await image.locator('path').last().getAttribute('d');
      expect(expected).toContain(`d="${drawnPath}"`);
      // The secret is also written out, in groups of four, for those who cannot scan.
      const secret = new URL(otpauth.replace('otpauth://', 'https://')).searchParams.get('secret') ?? '';
      await expect(dialog.locator('[data-totp-secret]')).toHaveText(secret.match(/.{1,4}/g)?.join(' ') ?? '');
      await expectAccessible(page, 'dialog');

      const code = dialog.getByLabel(l.code);
      await code.fill('12345');
      await code.press('Enter');
      await expect(dialog.locator('[data-valmsg-for="Code"]')).toHaveText(l.format);
      const wrong = totp(secret) === '000000' ? '111111' : '000000';
      await code.fill(wrong);
      await code.press('Enter');
      await expect(dialog.getByRole('alert').filter({ hasText: l.wrong })).toBeVisible();
      await dialog.getByLabel(l.code).fill(totp(secret));
      await dialog.getByLabel(l.code).press('Enter');
      await expect(dialog.locator('.alert-success')).toBeVisible();
    },
  );
}
