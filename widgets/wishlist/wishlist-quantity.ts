/**
 * The desired-quantity form of a wishlist line (shop spec §3, §4, §8): posts updatequantity {Id, Quantity}; on
 * success the list shows the quantity (as a positive number) and the dialog closes; a failure shows the server's
 * status text, or the generic server error, and leaves the form as typed.
 */
import * as v from 'valibot';
import { emit } from '../../runtime/events.ts';
import { HttpError, request } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { modalOf, toast } from '../../runtime/ui.ts';
import { wishlistUrl } from './wishlist-api.ts';
import { ownStatusText, positiveQuantity, quantityAnswer } from './wishlist-rules.ts';
import type { WishlistQuantityOptions } from './definition.ts';

const value = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

export function mount(element: HTMLElement, _options: WishlistQuantityOptions, { signal, runtime }: WidgetContext) {
  if (!(element instanceof HTMLFormElement) || !value(element, 'Id')) {
    console.error('[runtime] The wishlist-quantity widget goes on a <form> with Id and Quantity fields.', element);
    return undefined;
  }
  sendOnce(element, () => send(element, runtime), signal);
  return undefined;
}

async function send(form: HTMLFormElement, runtime: Runtime): Promise<void> {
  const id = Number(value(form, 'Id'));
  const quantity = Number(value(form, 'Quantity').trim());
  if (!Number.isInteger(quantity) || quantity < 1) {
    // The validation rules of the field say why; this only keeps a bare form from sending nonsense.
    form.querySelector<HTMLInputElement>('[name="Quantity"]')?.focus();
    return;
  }
  let answer: v.InferOutput<typeof quantityAnswer>;
  try {
    answer = v.parse(
      quantityAnswer,
      await request(wishlistUrl(runtime.config, 'updatequantity'), {
        method: 'POST',
        body: { Id: id, Quantity: quantity },
        handleErrors: false,
      }),
    );
  } catch (error) {
    if (asksLogin(error)) return; // the login modal only (the HTTP client announced it); the quantity stays typed
    if (error instanceof HttpError && error.status !== 0) {
      void toast('error', ownStatusText(error.statusText) ?? t('Core.ErrorServer'));
    } else if (error instanceof HttpError) runtime.errors.report(error);
    else void toast('error', t('Core.ErrorServer')); // a 2xx answer that is not the expected one
    return;
  }
  if (!answer.IsSuccessfull) {
    void toast('error', t('Core.ErrorServer'));
    return;
  }
  emit('wishlist:quantity', {
    wishlistProductId: answer.WishlistProductId ?? id,
    quantity: positiveQuantity(answer.Quantity ?? quantity) ?? quantity,
  });
  modalOf(form)?.close();
}
