import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const qrCodeOptions = v.object({
  text: v.pipe(
    attr.text({ description: 'What the code holds, e.g. the otpauth:// address of an authenticator app.' }),
    v.minLength(1, 'must not be empty'),
  ),
  label: attr.text({ description: 'The accessible name of the drawn code (say what it is for).' }),
});
export type QrCodeOptions = OptionsOf<typeof qrCodeOptions>;

export const qrCodeWidget = defineWidget({
  name: 'qr-code',
  description:
    'Draws a QR code (the qrcode library, a chunk loaded only where this hook is) as an SVG image named by data-label inside the element, whose size the theme reserves. Write the same text (an authenticator secret) next to it for those who cannot scan.',
  options: qrCodeOptions,
  load: () => import('./qr-code.ts'),
});
