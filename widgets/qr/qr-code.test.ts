// @vitest-environment happy-dom
/**
 * The QR code's wiring in happy-dom: the qrcode library's drawing as an image named by data-label, filling the box
 * the theme sized, the server's content given back on cleanup; a text too long for a QR code says to use the key
 * instead, with one console error. The authenticator page's journey (the code scanned, then checked) runs in
 * Chromium: tests/e2e/account-security.spec.ts.
 */
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './qr-code.ts';

const OTPAUTH =
  'otpauth://totp/Atelier%20V%C3%A9lo:lea%40example.be?secret=JBSWY3DPEHPK3PXP&issuer=Atelier%20V%C3%A9lo';
const element = () => document.querySelector('.qr-code') as HTMLElement;
const start = (text: string) =>
  mount(
    element(),
    { text, label: 'Code QR de l’application' },
    { signal: new AbortController().signal, runtime: testRuntime() },
  );

beforeEach(() => {
  installStrings('fr', STRING_RESOURCES.fr);
  document.body.innerHTML = '<div class="qr-code" data-widget="qr-code"><span>Chargement…</span></div>';
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the QR code', () => {
  it('is the library’s drawing of the text, an image named by its label that fills its box; cleanup gives the content back', async () => {
    const cleanup = await start(OTPAUTH);
    const image = element().querySelector('svg') as SVGSVGElement;
    expect([image.getAttribute('role'), image.getAttribute('aria-label')]).toEqual(['img', 'Code QR de l’application']);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['100%', '100%']);
    const expected = await QRCode.toString(OTPAUTH, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    const drawn = Array.from(image.querySelectorAll('path'), (path) => path.getAttribute('d'));
    expect(drawn.length).toBeGreaterThan(0);
    for (const path of drawn) expect(expected).toContain(`d="${path}"`);
    cleanup?.();
    expect(element().innerHTML).toBe('<span>Chargement…</span>');
  });

  it('says to use the key instead when the text is too long for a QR code, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await start('x'.repeat(4000));
    expect(element().textContent).toBe(STRING_RESOURCES.fr['Security.QrUnavailable']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('qr-code');
  });
});
