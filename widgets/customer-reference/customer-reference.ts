/**
 * A business customer's own reference for a variant (shop spec §3 "Reference update response", §8): saved with
 * the CustomerReferenceUpdate widget call; Status true shows the Message as a notice, a failure shows
 * Catalog.CustomerRefUpdateError in a dialog that closes by itself after 3000 ms.
 */
import { request } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { openModal, toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { CustomerReferenceOptions } from './definition.ts';

/** Shop spec §9: the reference result message closes after 3000 ms. */
export const RESULT_MS = 3000;

interface UpdateAnswer {
  Status?: unknown;
  Message?: unknown;
}

async function failed(): Promise<void> {
  const text = document.createElement('p');
  text.textContent = t('Catalog.CustomerRefUpdateError'); // escaped by the DOM, then passed on as HTML
  const handle = await openModal({ title: t('Core.Error'), size: 'sm', html: text.outerHTML });
  if (handle) setTimeout(() => handle.close(), RESULT_MS);
}

export function mount(element: HTMLElement, _options: CustomerReferenceOptions, { signal, runtime }: WidgetContext) {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  if (!form) {
    console.error('[runtime] The customer-reference widget needs a form.', element);
    return undefined;
  }
  sendOnce(
    form,
    async () => {
      const fields = new FormData(form);
      const { app, culture } = runtime.config;
      let answer: UpdateAnswer | null;
      try {
        answer = await request<UpdateAnswer>(appUrl(app, `${culture}/widget/catalog/CustomerReferenceUpdate`), {
          query: {
            productVariantId: String(fields.get('ProductVariantId') ?? ''),
            customerReference: String(fields.get('CustomerReference') ?? '').trim(),
          },
          handleErrors: false,
          signal,
        });
      } catch (error) {
        if (!asksLogin(error)) await failed(); // the call failed (the rejection); a 401 is the login modal only
        return;
      }
      // The call worked; the server's Status says whether the reference was saved (an empty answer did not say so).
      if (answer?.Status === true || answer?.Status === 'true' || answer?.Status === 'OK') {
        void toast('success', typeof answer.Message === 'string' ? answer.Message : t('Catalog.CustomerRefSaved'));
      } else {
        await failed();
      }
    },
    signal,
  );
  return undefined;
}
