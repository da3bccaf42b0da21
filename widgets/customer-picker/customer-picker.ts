/**
 * The customer picker of staff (runtime spec §1, §3 "Customer search result", §5 "Customer search starts after 2
 * typed characters", §6, §7): a combobox over GET api/v1/sales/customers, then PUT api/v1/sales/orders/addtocart
 * with the serialized form to assign the chosen customer to the current order.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCombobox } from '../shared/combobox.ts';
import { readCustomers } from './customer-results.ts';
import type { CustomerPickerOptions } from './definition.ts';

export function mount(form: HTMLElement, options: CustomerPickerOptions, { signal, runtime }: WidgetContext) {
  const input = form.querySelector<HTMLInputElement>('input[type="search"], input[type="text"]');
  const hidden = form.querySelector<HTMLInputElement>('input[name="CustomerId"]');
  if (!(form instanceof HTMLFormElement) || !input || !hidden) {
    console.error('[runtime] customer-picker goes on a <form> with a search input and a CustomerId field.', form);
    return undefined;
  }
  const status = form.querySelector<HTMLElement>('[data-customer-picker-status]');
  const { app } = runtime.config;
  let assigned = { id: hidden.value, email: hidden.value ? input.value : '' };

  // Enter in the search never sends the form: the combobox chooses, the choice assigns.
  form.addEventListener('submit', (event) => event.preventDefault(), { signal });

  const assign = async (customerId: string, email: string) => {
    hidden.value = customerId;
    input.value = email;
    try {
      await request(appUrl(app, 'api/v1/sales/orders/addtocart'), {
        method: 'PUT',
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        expect: 'none',
        signal,
      });
    } catch {
      // The error catalogue told the staff member; the order keeps the customer it had.
      hidden.value = assigned.id;
      input.value = assigned.email;
      return;
    }
    assigned = { id: customerId, email };
    if (status) status.textContent = t('Customers.Assigned', { email });
  };

  attachCombobox(input, {
    minLength: options.minLength,
    noResult: t('Customers.None'),
    signal,
    suggest: async (term, abort) => {
      try {
        const found = await request(appUrl(app, 'api/v1/sales/customers'), {
          query: { search: term },
          signal: abort,
        });
        return readCustomers(found).map((customer) => ({ label: customer.email, value: customer.customerId }));
      } catch {
        return null;
      }
    },
    onChoose: (choice) => void assign(choice.value, choice.label),
  });
  return undefined;
}
