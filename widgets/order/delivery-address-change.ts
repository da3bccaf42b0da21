/**
 * Changing an order's delivery address (runtime spec §2, §4 "Delivery-address change", §7, §8; shop spec §2): the
 * button opens the ChangeDeliveryAddressRequest form in a dialog; the form is serialized and posted once at a time.
 * An error message in the answer: an error toast, the dialog closes. Otherwise the dialog closes, a success
 * message is a notice, and the button is disabled and says the request was sent. A failed call: the error
 * catalogue's unknown-errors message, and the dialog keeps what was typed.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { openModal, toast } from '../../runtime/ui.ts';
import { readDeliveryAnswer } from './delivery-answer.ts';
import type { DeliveryAddressChangeOptions } from './definition.ts';

function markSent(button: HTMLElement): void {
  if (button instanceof HTMLButtonElement) button.disabled = true;
  else button.setAttribute('aria-disabled', 'true');
  button.classList.add('is-sent');
  button.textContent = t('Order.DeliveryAddressRequestSent');
}

async function openForm(
  button: HTMLElement,
  options: DeliveryAddressChangeOptions,
  signal: AbortSignal,
): Promise<void> {
  const handle = await openModal({
    url: options.url,
    size: 'md',
    className: 'delivery-address-modal',
    ...(options.title ? { title: options.title } : {}),
  });
  if (!handle || signal.aborted) {
    handle?.close();
    return;
  }
  const form = handle.element.querySelector('form');
  if (!form) {
    console.warn('[runtime] delivery-address-change: the dialog holds no form.', options.url);
    return;
  }
  const open = new AbortController();
  void handle.closed.then(() => open.abort());
  signal.addEventListener('abort', () => handle.close(), { signal: open.signal });
  sendOnce(
    form,
    async () => {
      let answer: unknown;
      try {
        answer = await request(form.action, {
          method: 'POST',
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        });
      } catch {
        return; // The error catalogue showed the unknown-errors message; the form stays as typed.
      }
      const result = readDeliveryAnswer(answer);
      handle.close();
      await handle.closed;
      if (result.kind === 'error') {
        void toast('error', result.message, { title: t('Core.Error') });
        return;
      }
      markSent(button);
      if (result.message) void toast('success', result.message);
    },
    open.signal,
  );
}

export function mount(button: HTMLElement, options: DeliveryAddressChangeOptions, { signal }: WidgetContext) {
  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (button.classList.contains('is-sent')) return;
      void openForm(button, options, signal);
    },
    { signal },
  );
  return undefined;
}
