import { describe, expect, it } from 'vitest';
import {
  CARD_CONFIGURATION,
  checkoutConfiguration,
  dropinConfiguration,
  outcomeOfError,
  outcomeOfFailure,
  outcomeOfResult,
  resultAddress,
  withoutRedirectResult,
} from './payment-config.ts';

const session = {
  environment: 'test',
  clientKey: 'test_KEY',
  sessionId: 'CS123',
  sessionData: 'Ab02b4c0!DATA',
  countryCode: 'BE',
};
const callbacks = { onPaymentCompleted() {}, onPaymentFailed() {}, onError() {} };

describe('payment configuration', () => {
  it('opens the session with the environment, client key, locale and country', () => {
    const config = checkoutConfiguration(session, 'nl', callbacks);
    expect(config).toMatchObject({
      environment: 'test',
      clientKey: 'test_KEY',
      session: { id: 'CS123', sessionData: 'Ab02b4c0!DATA' },
      locale: 'nl-NL',
      countryCode: 'BE',
    });
    expect(config.onPaymentCompleted).toBe(callbacks.onPaymentCompleted);
    expect(checkoutConfiguration(session, 'fr', callbacks).locale).toBe('fr-FR');
  });

  it('opens a returning session by its id alone', () => {
    expect(checkoutConfiguration({ ...session, sessionData: '' }, 'fr', callbacks).session).toEqual({ id: 'CS123' });
  });

  it('requires the card holder name and the billing address', () => {
    const onSelect = () => {};
    const config = dropinConfiguration(['Card', 'BankTransfer'], onSelect);
    expect(config.paymentMethodsConfiguration.card).toEqual({
      hasHolderName: true,
      holderNameRequired: true,
      billingAddressRequired: true,
    });
    expect(config.paymentMethodComponents).toEqual(['Card', 'BankTransfer']);
    expect(config.onSelect).toBe(onSelect);
    expect(CARD_CONFIGURATION.holderNameRequired).toBe(true);
  });
});

describe('payment outcomes', () => {
  it.each([
    ['Authorised', 'paid'],
    ['Received', 'pending'],
    ['Pending', 'pending'],
    ['Refused', 'refused'],
    ['Cancelled', 'cancelled'],
    ['Error', 'error'],
    [undefined, 'error'],
  ])('a completed %s is %s', (resultCode, outcome) => {
    expect(outcomeOfResult(resultCode ? { resultCode } : undefined)).toBe(outcome);
  });

  it('never reads a failure as paid', () => {
    expect(outcomeOfFailure({ resultCode: 'Authorised' })).toBe('refused');
    expect(outcomeOfFailure({ resultCode: 'Refused' })).toBe('refused');
    expect(outcomeOfFailure({ resultCode: 'Cancelled' })).toBe('cancelled');
    expect(outcomeOfFailure({ resultCode: 'Error' })).toBe('error');
    expect(outcomeOfFailure(undefined)).toBe('error');
  });

  it('tells a cancel from an error', () => {
    expect(outcomeOfError({ name: 'CANCEL' })).toBe('cancelled');
    expect(outcomeOfError({ name: 'NETWORK_ERROR' })).toBe('error');
  });
});

describe('payment addresses', () => {
  it('adds the session and its result to the result page', () => {
    expect(
      resultAddress(
        '/fr/checkout/payment/AV-1/result',
        'CS1',
        { resultCode: 'Authorised', sessionResult: 'R' },
        'https://shop.be/fr/x',
      ),
    ).toBe('https://shop.be/fr/checkout/payment/AV-1/result?sessionId=CS1&sessionResult=R&resultCode=Authorised');
  });

  it('takes the redirect result out of the address', () => {
    expect(
      withoutRedirectResult('https://shop.be/nl/checkout/confirmation/AV-1?redirectResult=X%3D&sessionId=CS1&a=1#t'),
    ).toBe('/nl/checkout/confirmation/AV-1?a=1#t');
  });
});
