import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const paymentOptions = v.object({
  environment: attr.choice({
    description: 'The Adyen environment of the payment session.',
    values: ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'],
  }),
  clientKey: attr.text({ description: 'The Adyen client key (public, for the browser).' }),
  sessionId: attr.text({ description: 'The id of the payment session the server created (/sessions).' }),
  sessionData: v.optional(
    attr.text({ description: 'The session data of that session (empty on the page a redirect returns to).' }),
    '',
  ),
  resultUrl: attr.url({
    description: 'Where a completed payment goes: sessionId, sessionResult and resultCode are added to its query.',
  }),
  countryCode: v.optional(attr.text({ description: 'The shopper’s country (ISO 3166 alpha-2).' }), 'BE'),
  bankTransferType: v.optional(
    attr.text({ description: 'The Drop-in payment method type that shows [data-bank-transfer].' }),
    'bankTransfer_IBAN',
  ),
});
export type PaymentOptions = OptionsOf<typeof paymentOptions>;

export const paymentWidget = defineWidget({
  name: 'payment',
  description:
    'The payment page’s Adyen Drop-in (sessions flow), loaded in its own chunk only where this hook is: the Drop-in goes into [data-payment-dropin] (card with holder name and billing address required); [data-bank-transfer] shows only while the bank-transfer method is chosen; [data-payment-outcome] says what happened. A completed payment (Authorised, Received, Pending) goes to data-result-url; a refused or failed one removes the Drop-in and offers a new attempt (a fresh page, so a fresh session); a cancelled one keeps the Drop-in. A redirectResult in the address is submitted once to finish the payment, and taken out of the address first. The first final outcome wins: later callbacks are ignored, so an order is never paid twice from one page.',
  options: paymentOptions,
  load: () => import('./payment.ts'),
});
