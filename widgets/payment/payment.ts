/**
 * The payment page (runtime spec §2 "payment drop-in page", §3 "Payment session", §4 "Payment method"): Adyen's
 * Drop-in in the sessions flow, or, when Adyen sent the shopper back with a redirectResult, that result submitted
 * to finish the payment. The shopper always ends on a said outcome; the first final one wins, so one page never
 * pays an order twice. Adyen is reached only through ./adyen-library.ts (its own chunk).
 */
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { PaymentOptions as Options } from './definition.ts';
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

type AdyenLibrary = typeof import('./adyen-library.ts');

const MESSAGES: Record<Outcome, string> = {
  paid: 'Payment.Paid',
  pending: 'Payment.Pending',
  refused: 'Payment.Refused',
  cancelled: 'Payment.Cancelled',
  error: 'Payment.Error',
};

/** The payment page as it goes: its boxes, the Drop-in while shown, and whether an outcome was final. */
interface PaymentPage {
  element: HTMLElement;
  container: HTMLElement;
  outcomeBox: HTMLElement;
  bankTransfer: HTMLElement | null;
  dropin?: { unmount(): unknown };
  settled: boolean;
  options: Options;
  context: WidgetContext;
}

/** The outcome in words: polite while things go on, an alert when the shopper must act. */
function say(page: PaymentPage, key: string, urgent: boolean): HTMLElement {
  page.outcomeBox.replaceChildren();
  const message = document.createElement('p');
  message.className = urgent ? 'alert alert-danger' : 'alert alert-info';
  message.setAttribute('role', urgent ? 'alert' : 'status');
  message.textContent = t(key);
  page.outcomeBox.append(message);
  return message;
}

function removeDropin(page: PaymentPage): void {
  try {
    page.dropin?.unmount();
  } catch (error) {
    console.warn('[runtime] payment: the Drop-in did not unmount cleanly.', error);
  }
  page.dropin = undefined;
  page.container.replaceChildren();
  page.container.hidden = true;
  if (page.bankTransfer) page.bankTransfer.hidden = true;
}

/**
 * A final outcome (`final`: the Drop-in is done with this session) removes the Drop-in; a cancel Adyen reports as
 * an error (a wallet closed) leaves it there to choose again.
 */
function settle(page: PaymentPage, outcome: Outcome, result: AdyenResult = {}, final = true): void {
  const { runtime, signal } = page.context;
  if (page.settled || signal.aborted) return; // A late or repeated callback after the outcome changes nothing.
  if (!final) {
    say(page, MESSAGES[outcome], false);
    return;
  }
  page.settled = true;
  page.element.dataset.paymentOutcome = outcome;
  removeDropin(page);
  if (outcome === 'paid' || outcome === 'pending') {
    say(page, MESSAGES[outcome], false);
    runtime.pages.follow(resultAddress(page.options.resultUrl, page.options.sessionId, result, location.href));
    return;
  }
  offerRetry(say(page, MESSAGES[outcome], true), page.context);
}

/** A "try again" button in the message, focused: a new attempt is a new page (a new session for the unpaid order). */
function offerRetry(message: HTMLElement, { runtime, signal }: WidgetContext): void {
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn btn-primary mt-2 d-block';
  retry.textContent = t('Payment.TryAgain');
  retry.addEventListener('click', () => runtime.pages.reload(), { signal });
  message.append(retry);
  retry.focus();
}

/** What is going on, in the Drop-in's reserved room (so nothing moves when the Drop-in takes its place). */
function showWaiting(container: HTMLElement, finishing: boolean): void {
  const waiting = document.createElement('p');
  waiting.className = 'order-payment__waiting';
  waiting.setAttribute('role', 'status');
  container.replaceChildren(waiting);
  waiting.textContent = t(finishing ? 'Payment.Finishing' : 'Payment.Loading');
}

/** Loads Adyen's chunk and its styles; undefined when it failed (the page says so) or the page went away. */
async function loadLibrary(page: PaymentPage): Promise<AdyenLibrary | undefined> {
  let library: AdyenLibrary;
  try {
    library = await import('./adyen-library.ts');
  } catch (error) {
    console.error('[runtime] payment: the payment library could not be loaded.', error);
    settle(page, 'error');
    return undefined;
  }
  if (page.context.signal.aborted) return undefined;
  await library.addAdyenStyles();
  return page.context.signal.aborted ? undefined : library;
}

type Checkout = Awaited<ReturnType<AdyenLibrary['AdyenCheckout']>>;

/** Opens the Adyen session, its callbacks settling the page; undefined when it could not be opened. */
async function openSession(
  library: AdyenLibrary,
  page: PaymentPage,
  redirectResult: string | null,
): Promise<Checkout | undefined> {
  const session = { ...page.options, sessionData: redirectResult ? '' : page.options.sessionData };
  try {
    return await library.AdyenCheckout(
      checkoutConfiguration(session, page.context.runtime.config.culture, {
        onPaymentCompleted: (result) => settle(page, outcomeOfResult(result), result),
        onPaymentFailed: (result) => settle(page, outcomeOfFailure(result), result),
        onError: (error) => {
          const outcome = outcomeOfError(error);
          if (outcome === 'error') console.error('[runtime] payment: Adyen reported an error.', error);
          // A cancel while the Drop-in is shown leaves it usable; while finishing a redirect, nothing is left to use.
          settle(page, outcome, {}, outcome === 'error' || !!redirectResult);
        },
      }) as Parameters<AdyenLibrary['AdyenCheckout']>[0],
    );
  } catch (error) {
    console.error('[runtime] payment: the payment session could not be opened.', error);
    settle(page, 'error');
    return undefined;
  }
}

/** Shows the Drop-in (cards and bank transfer); the bank transfer details show while that method is chosen. */
function mountDropin(library: AdyenLibrary, checkout: Checkout, page: PaymentPage): void {
  const showBankTransfer = (method: { type?: string }) => {
    if (page.bankTransfer) page.bankTransfer.hidden = method.type !== page.options.bankTransferType;
  };
  const created = new library.Dropin(
    checkout,
    dropinConfiguration([library.Card, library.BankTransfer], showBankTransfer),
  );
  page.container.replaceChildren();
  created.mount(page.container);
  page.dropin = created;
}

export async function mount(element: HTMLElement, options: Options, context: WidgetContext) {
  const container = element.querySelector<HTMLElement>('[data-payment-dropin]');
  const outcomeBox = element.querySelector<HTMLElement>('[data-payment-outcome]');
  if (!container || !outcomeBox) {
    console.error('[runtime] payment: the hook needs a [data-payment-dropin] and a [data-payment-outcome].', element);
    return undefined;
  }
  const bankTransfer = element.querySelector<HTMLElement>('[data-bank-transfer]');
  const page: PaymentPage = { element, container, outcomeBox, bankTransfer, settled: false, options, context };
  const redirectResult = new URL(location.href).searchParams.get('redirectResult');
  showWaiting(container, !!redirectResult);
  if (redirectResult) {
    // Out of the address before anything is sent: a reload or a back never submits the same result again.
    history.replaceState(history.state, '', withoutRedirectResult(location.href));
  }

  const library = await loadLibrary(page);
  if (!library) return undefined;
  const checkout = await openSession(library, page, redirectResult);
  if (!checkout || context.signal.aborted || page.settled) return undefined;
  if (redirectResult) {
    checkout.submitDetails({ details: { redirectResult } });
    return undefined;
  }
  mountDropin(library, checkout, page);
  return () => {
    if (!page.settled) removeDropin(page);
  };
}
