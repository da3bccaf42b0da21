/**
 * The one-step checkout form (shop spec §4, §5): validation first, loading after. The place-order button shows
 * loading only once the form is valid (validation holds the submit, in-place navigation marks the form sending and
 * refuses a second submit); an invalid submit scrolls the page to the top, where the validation summary is, with
 * focus on the first invalid field. Enter in a guarded field does not send the form.
 */
import { emit, on } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCityTypeahead } from '../shared/city-typeahead.ts';
import { keepDraft, restoreDraft } from './draft.ts';
import { attachPrepaidChoice } from './prepaid-choice.ts';
import { attachVatCheck } from './vat-check.ts';
import { validityFromAttribute } from './vat-rules.ts';
import type { CheckoutOptions as Options } from './definition.ts';
import { delegate } from '../../runtime/dom.ts';

type Runtime = WidgetContext['runtime'];
/** A checkout call that changes what the page shows: then the page reloads, the typed fields kept. */
type ChangeThenReload = (path: string, body: unknown) => Promise<void>;

/** The checkout's calls that change what the page shows, each followed by a reload that keeps the typed fields. */
function changerThenReload(form: HTMLFormElement, runtime: Runtime): ChangeThenReload {
  return async (path, body) => {
    try {
      await request(appUrl(runtime.config.app, `api/v1/shoppingcarts/${path}`), { method: 'POST', body, loader: true });
    } catch {
      return; // The error catalogue told the shopper; the page stays as it is.
    }
    keepDraft(form);
    // The swap carries the focused control's state over to its namesake in the new page (a combobox's attributes
    // included); the visit moves focus to the heading anyway.
    if (document.activeElement instanceof HTMLElement && form.contains(document.activeElement)) {
      document.activeElement.blur();
    }
    runtime.pages.reload();
  };
}

/**
 * Shop spec §5: a billing country change with a VAT entered checks the VAT again (the server learns the country
 * from it) instead of reloading; without a VAT, the country is sent and the page reloads.
 */
function sendBillingCountry(
  form: HTMLFormElement,
  vat: ReturnType<typeof attachVatCheck>,
  changeThenReload: ChangeThenReload,
  signal: AbortSignal,
): void {
  form.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.name !== 'BillingCountry') return;
      emit('country:changed', { countryId: target.value, userInitiated: true });
      void (async () => {
        if (await vat?.check()) return;
        await changeThenReload('country', { BillingCountryId: Number(target.value) });
      })();
    },
    { signal },
  );
}

/** Shop spec §5: Enter in a guarded field is blocked (a combobox's own Enter, choosing a suggestion, runs first). */
function guardEnter(form: HTMLFormElement, signal: AbortSignal): void {
  form.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      if (delegate(event, '[data-enter-guard]')) event.preventDefault();
    },
    { signal },
  );
}

/**
 * An invalid submit shows the top of the page, where the validation summary is; a sent one refreshes the header's
 * cart once the next page is in.
 */
function followSubmit(form: HTMLFormElement, signal: AbortSignal): void {
  // The header's cart stays across the in-place load the order leads to: once the next page is in, the placed
  // order emptied the cart (a refused one changed nothing, and the counters simply read the same again). Not tied
  // to the widget's signal: the new page unmounts it before it is in.
  let waiting: (() => void) | undefined;
  const stopWaiting = () => {
    waiting?.();
    waiting = undefined;
  };
  // The form's listeners hear the submit before validation (a submit step) has checked it.
  form.addEventListener(
    'submit',
    () => {
      stopWaiting();
      waiting = on('page:loaded', () => {
        stopWaiting();
        emit('cart:changed', { source: 'checkout' });
      });
    },
    { signal },
  );
  // Validation has asked for focus on the first invalid field in the next frame; then the top of the page. The
  // invalid form is not sent: no page to wait for.
  on(
    'form:invalid',
    () => {
      stopWaiting();
      requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    },
    { signal, target: form },
  );
}

/**
 * Delivery (shop spec §2, §4, §7): the method and the country change the totals: each is sent, then the page
 * reloads. A pickup-type method is announced first (checkout:pickup-method, cancelable): the pickup-point search
 * takes over from there by calling preventDefault().
 */
function sendDeliveryChoices(form: HTMLFormElement, changeThenReload: ChangeThenReload, signal: AbortSignal): void {
  form.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      if (target.name === 'ShippingMethodId') {
        if (pickupSearchTakesOver(form, target)) return;
        void changeThenReload('shippingmethods', { ShippingMethodId: Number(target.value) });
      } else if (target.name === 'ShippingCountryId') {
        emit('country:changed', { countryId: target.value, userInitiated: true });
        const billing = form.querySelector<HTMLInputElement | HTMLSelectElement>('[name="BillingCountry"]')?.value;
        void changeThenReload('country', {
          ShippingCountryId: Number(target.value),
          BillingCountryId: billing ? Number(billing) : undefined,
        });
      }
    },
    { signal },
  );
}

/** Announces a pickup-type method; true when the pickup-point search took over (it cancelled the event). */
function pickupSearchTakesOver(form: HTMLFormElement, method: HTMLInputElement | HTMLSelectElement): boolean {
  const carrier = method.dataset.pickupCarrier;
  if (!carrier) return false;
  const countryId = form.querySelector<HTMLSelectElement>('[name="ShippingCountryId"]')?.value ?? '';
  return !emit(
    'checkout:pickup-method',
    { shippingMethodId: method.value, carrier, countryId },
    { cancelable: true, target: form },
  );
}

/** "Same address for shipping" hides the other address's fields while it is checked. */
function toggleOtherAddress(form: HTMLFormElement, signal: AbortSignal): void {
  const same = form.querySelector<HTMLInputElement>('input[type=checkbox][name="SameAddressForShipping"]');
  const other = form.querySelector<HTMLElement>('[data-other-address]');
  if (!same || !other) return;
  const show = () => {
    other.hidden = same.checked;
    same.setAttribute('aria-expanded', String(!same.checked));
  };
  show();
  same.addEventListener('change', show, { signal });
}

export function mount(form: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  if (!(form instanceof HTMLFormElement)) {
    console.error('[runtime] The checkout widget goes on the checkout <form>.', form);
    return undefined;
  }
  restoreDraft(form);
  const { config } = runtime;
  attachPrepaidChoice(form, config.culture, signal);
  const changeThenReload = changerThenReload(form, runtime);
  // The pickup point screen reloads the page once a point is saved: the typed fields come back afterwards.
  on('pickup:saved', () => keepDraft(form), { signal });
  const vat = attachVatCheck(form, {
    customerId: options.customerId,
    initial: validityFromAttribute(options.vatValid),
    runtime,
    signal,
  });
  sendBillingCountry(form, vat, changeThenReload, signal);
  guardEnter(form, signal);
  followSubmit(form, signal);
  sendDeliveryChoices(form, changeThenReload, signal);
  // The postal code changes the totals too: the chosen city is sent, then the page reloads.
  const postalCode = form.querySelector<HTMLInputElement>('[data-shipping-postal-code]');
  if (postalCode) {
    attachCityTypeahead(postalCode, {
      config,
      minLength: options.postalCodeMinLength,
      signal,
      onChoose: (city) => void changeThenReload('city', { CityId: Number(city.value) }),
    });
  }
  toggleOtherAddress(form, signal);
  return undefined;
}
