/**
 * What our payment page asks of Adyen's Drop-in, in one place (runtime spec §3 "Payment session", §4 "Payment
 * method", §5 "Card payment configuration requires holder name and billing address"), and how Adyen's answers map
 * to the outcomes the shopper sees. Pure: no Adyen import, so it is unit-tested without the library.
 */

export interface PaymentSession {
  environment: string;
  clientKey: string;
  sessionId: string;
  sessionData: string;
  countryCode: string;
}

/** Adyen's translations are per language and country; Belgium's fr and nl read as these. */
export const ADYEN_LOCALES: Record<string, string> = { fr: 'fr-FR', nl: 'nl-NL' };

export interface CoreCallbacks {
  onPaymentCompleted(result: AdyenResult): void;
  onPaymentFailed(result?: AdyenResult): void;
  onError(error: { name?: string; message?: string }): void;
}

export interface AdyenResult {
  resultCode?: string;
  sessionResult?: string;
}

/** The AdyenCheckout configuration (the sessions flow: Adyen's own /payments calls, the session's amount). */
export function checkoutConfiguration(session: PaymentSession, culture: string, callbacks: CoreCallbacks) {
  return {
    environment: session.environment,
    clientKey: session.clientKey,
    session: session.sessionData
      ? { id: session.sessionId, sessionData: session.sessionData }
      : { id: session.sessionId },
    locale: ADYEN_LOCALES[culture] ?? 'fr-FR',
    countryCode: session.countryCode,
    ...callbacks,
  };
}

/** The card asks for the holder's name and the billing address; both are required. */
export const CARD_CONFIGURATION = {
  hasHolderName: true,
  holderNameRequired: true,
  billingAddressRequired: true,
} as const;

/** The Drop-in configuration, given the payment method classes it may show and its selection callback. */
export function dropinConfiguration<C>(components: C[], onSelect: (method: { type?: string }) => void) {
  return {
    paymentMethodComponents: components,
    paymentMethodsConfiguration: { card: CARD_CONFIGURATION },
    onSelect,
  };
}

export type Outcome = 'paid' | 'pending' | 'refused' | 'cancelled' | 'error';

/** Adyen's resultCode → what the shopper is told. Authorised is paid; Received and Pending wait for the money. */
export function outcomeOfResult(result: AdyenResult | undefined): Outcome {
  switch (result?.resultCode) {
    case 'Authorised':
      return 'paid';
    case 'Received':
    case 'Pending':
      return 'pending';
    case 'Refused':
      return 'refused';
    case 'Cancelled':
      return 'cancelled';
    default:
      return 'error';
  }
}

/** Adyen's onPaymentFailed: the payment is over (Refused, Cancelled, Error…); a code that says success is not trusted. */
export function outcomeOfFailure(result: AdyenResult | undefined): Outcome {
  const outcome = outcomeOfResult(result);
  return outcome === 'cancelled' || outcome === 'error' ? outcome : 'refused';
}

/** Adyen's onError: the shopper cancelling (a wallet closed, a redirect abandoned) is not a failure. */
export const outcomeOfError = (error: { name?: string } | undefined): Outcome =>
  error?.name === 'CANCEL' ? 'cancelled' : 'error';

/** The result page's address: the server checks the session's result with Adyen before it says "paid". */
export function resultAddress(resultUrl: string, sessionId: string, result: AdyenResult, base: string): string {
  const url = new URL(resultUrl, base);
  url.searchParams.set('sessionId', sessionId);
  if (result.sessionResult) url.searchParams.set('sessionResult', result.sessionResult);
  if (result.resultCode) url.searchParams.set('resultCode', result.resultCode);
  return url.href;
}

/** The address without Adyen's redirectResult (and the sessionId returned with it): a reload must not send it again. */
export function withoutRedirectResult(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('redirectResult');
  url.searchParams.delete('sessionId');
  return url.pathname + url.search + url.hash;
}
