/**
 * The payment page (runtime spec §2 "payment drop-in page", §3 "Payment session", §4 "Payment method"): Adyen's
 * Drop-in in the sessions flow, or, when Adyen sent the shopper back with a redirectResult, that result submitted
 * to finish the payment. The shopper always ends on a said outcome; the first final one wins, so one page never
 * pays an order twice. Adyen is reached only through ./adyen-library.ts (its own chunk).
 */
import type * as v from 'valibot';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { paymentOptions } from './definition.ts';
import {
  type AdyenResult,
  checkoutConfiguration,
  dropinConfiguration,
  type Outcome,
  outcomeOfError,
  outcomeOfFailure,
  outcomeOfResult,
  resultAddress,
  withoutRedirectResult,
} from './payment-config.ts';

type Options = v.InferOutput<typeof paymentOptions>;
type AdyenLibrary = typeof import('./adyen-library.ts');

const MESSAGES: Record<Outcome, string> = {
  paid: 'Payment.Paid',
  pending: 'Payment.Pending',
  refused: 'Payment.Refused',
  cancelled: 'Payment.Cancelled',
  error: 'Payment.Error',
};

export async function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const container = element.querySelector<HTMLElement>('[data-payment-dropin]');
  const outcomeBox = element.querySelector<HTMLElement>('[data-payment-outcome]');
  if (!container || !outcomeBox) {
    console.error('[runtime] payment: the hook needs a [data-payment-dropin] and a [data-payment-outcome].', element);
    return undefined;
  }
  const bankTransfer = element.querySelector<HTMLElement>('[data-bank-transfer]');
  const redirectResult = new URL(location.href).searchParams.get('redirectResult');
  let dropin: { unmount(): unknown } | undefined;
  let settled = false;

  /** The outcome in words: polite while things go on, an alert when the shopper must act. */
  const say = (key: string, urgent: boolean) => {
    outcomeBox.replaceChildren();
    const message = document.createElement('p');
    message.className = urgent ? 'alert alert-danger' : 'alert alert-info';
    message.setAttribute('role', urgent ? 'alert' : 'status');
    message.textContent = t(key);
    outcomeBox.append(message);
    return message;
  };

  const removeDropin = () => {
    try {
      dropin?.unmount();
    } catch (error) {
      console.warn('[runtime] payment: the Drop-in did not unmount cleanly.', error);
    }
    dropin = undefined;
    container.replaceChildren();
    container.hidden = true;
    if (bankTransfer) bankTransfer.hidden = true;
  };

  /**
   * A final outcome (`final`: the Drop-in is done with this session) removes the Drop-in; a cancel Adyen reports as
   * an error (a wallet closed) leaves it there to choose again.
   */
  const settle = (outcome: Outcome, result: AdyenResult = {}, final = true) => {
    if (settled || signal.aborted) return; // A late or repeated callback after the outcome changes nothing.
    if (!final) {
      say(MESSAGES[outcome], false);
      return;
    }
    settled = true;
    element.dataset.paymentOutcome = outcome;
    removeDropin();
    if (outcome === 'paid' || outcome === 'pending') {
      say(MESSAGES[outcome], false);
      runtime.pages.follow(resultAddress(options.resultUrl, options.sessionId, result, location.href));
      return;
    }
    const message = say(MESSAGES[outcome], true);
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'btn btn-primary mt-2 d-block';
    retry.textContent = t('Payment.TryAgain');
    // A new attempt is a new page: the server opens a new session for the order, still unpaid.
    retry.addEventListener('click', () => runtime.pages.reload(), { signal });
    message.append(retry);
    retry.focus();
  };

  // What is going on, in the Drop-in's reserved room (so nothing moves when the Drop-in takes its place).
  const waiting = document.createElement('p');
  waiting.className = 'order-payment__waiting';
  waiting.setAttribute('role', 'status');
  container.replaceChildren(waiting);
  waiting.textContent = t(redirectResult ? 'Payment.Finishing' : 'Payment.Loading');
  if (redirectResult) {
    // Out of the address before anything is sent: a reload or a back never submits the same result again.
    history.replaceState(history.state, '', withoutRedirectResult(location.href));
  }

  let library: AdyenLibrary;
  try {
    library = await import('./adyen-library.ts');
  } catch (error) {
    console.error('[runtime] payment: the payment library could not be loaded.', error);
    settle('error');
    return undefined;
  }
  if (signal.aborted) return undefined;
  await library.addAdyenStyles();
  if (signal.aborted) return undefined;

  const session = { ...options, sessionData: redirectResult ? '' : options.sessionData };
  let checkout: Awaited<ReturnType<AdyenLibrary['AdyenCheckout']>>;
  try {
    checkout = await library.AdyenCheckout(
      checkoutConfiguration(session, runtime.config.culture, {
        onPaymentCompleted: (result) => settle(outcomeOfResult(result), result),
        onPaymentFailed: (result) => settle(outcomeOfFailure(result), result),
        onError: (error) => {
          const outcome = outcomeOfError(error);
          if (outcome === 'error') console.error('[runtime] payment: Adyen reported an error.', error);
          // A cancel while the Drop-in is shown leaves it usable; while finishing a redirect, nothing is left to use.
          settle(outcome, {}, outcome === 'error' || !!redirectResult);
        },
      }) as Parameters<AdyenLibrary['AdyenCheckout']>[0],
    );
  } catch (error) {
    console.error('[runtime] payment: the payment session could not be opened.', error);
    settle('error');
    return undefined;
  }
  if (signal.aborted || settled) return undefined;

  if (redirectResult) {
    checkout.submitDetails({ details: { redirectResult } });
    return undefined;
  }

  const showBankTransfer = (method: { type?: string }) => {
    if (bankTransfer) bankTransfer.hidden = method.type !== options.bankTransferType;
  };
  const created = new library.Dropin(
    checkout,
    dropinConfiguration([library.Card, library.BankTransfer], showBankTransfer),
  );
  container.replaceChildren();
  created.mount(container);
  dropin = created;
  return () => {
    if (!settled) removeDropin();
  };
}
