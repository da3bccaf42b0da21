/**
 * Adding money to a prepaid account (runtime spec §2, §3 "Prepaid", §5, §7): POST
 * api/v1/sales/prepaidaccounts/addtocart with PrepaidAccountId and Quantity, once at a time; the answer is the URL to
 * go to, followed only through runtime.pages.follow (this site's addresses only). Without a Quantity the field says
 * Sales.QuantityIsMandatory, with the unobtrusive validation markup, and nothing is sent.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { appUrl } from '../../runtime/urls.ts';
import { answerUrl, quantityMissing } from './prepaid-rules.ts';
import type { PrepaidAddOptions } from './definition.ts';

export function mount(form: HTMLElement, _options: PrepaidAddOptions, { signal, runtime }: WidgetContext) {
  if (!(form instanceof HTMLFormElement)) {
    console.error('[runtime] prepaid-add goes on the add-money <form>.', form);
    return undefined;
  }
  const quantity = form.elements.namedItem('Quantity');
  const account = form.elements.namedItem('PrepaidAccountId');
  if (!(quantity instanceof HTMLInputElement) || !(account instanceof HTMLInputElement)) {
    console.error('[runtime] prepaid-add: the form needs a Quantity and a PrepaidAccountId field.', form);
    return undefined;
  }
  const message = form.querySelector<HTMLElement>('[data-valmsg-for="Quantity"]');
  if (message && !message.id) message.id = `${quantity.id || 'prepaid'}-quantity-message`;

  const showMissing = (missing: boolean) => {
    quantity.classList.toggle('input-validation-error', missing);
    quantity.classList.toggle('is-invalid', missing);
    if (missing) quantity.setAttribute('aria-invalid', 'true');
    else quantity.removeAttribute('aria-invalid');
    if (message) {
      message.classList.toggle('field-validation-error', missing);
      message.classList.toggle('field-validation-valid', !missing);
      message.textContent = missing ? t('Sales.QuantityIsMandatory') : '';
      const described = new Set((quantity.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
      if (missing) described.add(message.id);
      else described.delete(message.id);
      if (described.size) quantity.setAttribute('aria-describedby', [...described].join(' '));
      else quantity.removeAttribute('aria-describedby');
    }
  };
  quantity.addEventListener('input', () => !quantityMissing(quantity.value) && showMissing(false), { signal });

  // The form's own listener runs before the submit steps: a missing quantity stops the submit before sendOnce's
  // step marks anything sending.
  form.addEventListener(
    'submit',
    (event) => {
      if (!quantityMissing(quantity.value)) return;
      event.preventDefault();
      showMissing(true);
      quantity.focus();
    },
    { signal },
  );
  sendOnce(
    form,
    async () => {
      let answer: unknown;
      try {
        answer = await request(appUrl(runtime.config.app, 'api/v1/sales/prepaidaccounts/addtocart'), {
          method: 'POST',
          body: { PrepaidAccountId: account.value, Quantity: quantity.value.trim() },
          signal,
        });
      } catch {
        return; // The error catalogue told the shopper; the amount stays typed.
      }
      const url = answerUrl(answer);
      if (!url) {
        console.error('[runtime] prepaid-add: the answer carries no URL to go to.', answer);
        return;
      }
      runtime.pages.follow(url, { clicked: true });
    },
    signal,
  );
  return undefined;
}
