/**
 * The authenticator app page's QR code (runtime spec §2): drawn as SVG by the qrcode library into the element the
 * theme sized, named for screen readers. If it cannot be drawn, the element says so; the secret written next to it
 * (by the page) still lets the visitor set up their app.
 */
import QRCode from 'qrcode';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { QrCodeOptions as Options } from './definition.ts';

export async function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  let svg: string;
  try {
    // Medium error correction and the standard quiet zone, which phone cameras read best.
    svg = await QRCode.toString(options.text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  } catch (error) {
    console.error('[runtime] qr-code: the text could not be drawn as a QR code:', error);
    const message = document.createElement('p');
    message.className = 'qr-code__unavailable';
    message.textContent = t('Security.QrUnavailable');
    element.replaceChildren(message);
    return undefined;
  }
  if (signal.aborted) return undefined;
  const original = Array.from(element.childNodes);
  // The library's own markup (paths and a viewBox), not text from an answer.
  const image = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  image.setAttribute('role', 'img');
  image.setAttribute('aria-label', options.label);
  image.setAttribute('width', '100%');
  image.setAttribute('height', '100%');
  element.replaceChildren(image);
  return () => element.replaceChildren(...original);
}
