/**
 * The prepaid account choice of the checkout (shop spec §2, §3 "PrepaidAccountId hidden value"): the radios of a
 * `[data-prepaid-choice]` fieldset (value: the account id, empty for none; data-balance: its invariant balance)
 * write the form's hidden PrepaidAccountId, which the order posts. A polite status says what the chosen account
 * pays of the fieldset's data-total and what is left to pay. A missing hidden field is a console warning only.
 */
import { t } from '../../runtime/i18n.ts';
import { formatPrice } from '../shared/price.ts';
import { prepaidCoverage } from './prepaid-rules.ts';

const amount = (text: string | undefined) => Number((text ?? '').trim().replace(',', '.'));

export function attachPrepaidChoice(form: HTMLFormElement, culture: string, signal: AbortSignal): void {
  const choice = form.querySelector<HTMLElement>('[data-prepaid-choice]');
  if (!choice) return;
  const hidden = form.querySelector<HTMLInputElement>('input[name="PrepaidAccountId"]');
  if (!hidden) {
    console.warn('[runtime] checkout: the prepaid choice has no PrepaidAccountId field to write.', form);
    return;
  }
  const radios = Array.from(choice.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  const status = choice.querySelector<HTMLElement>('[data-prepaid-status]');
  const total = amount(choice.dataset.total);
  const currency = choice.dataset.currency || 'EUR';

  const show = (radio: HTMLInputElement | undefined) => {
    hidden.value = radio?.value ?? '';
    if (!status) return;
    if (!radio?.value) {
      status.textContent = '';
      return;
    }
    const name = radio.labels?.[0]?.querySelector('[data-prepaid-name]')?.textContent?.trim() ?? '';
    const { paid, rest } = prepaidCoverage(amount(radio.dataset.balance), total);
    const money = (value: number) => formatPrice(value, currency, culture);
    status.textContent = rest
      ? t('Checkout.PrepaidPartly', { name, paid: money(paid), rest: money(rest) })
      : t('Checkout.PrepaidCovers', { name, paid: money(paid) });
  };

  // The field as the page (or the kept draft) has it wins; else the radio the server checked.
  const initial = radios.find((radio) => hidden.value && radio.value === hidden.value);
  if (initial) initial.checked = true;
  show(initial ?? radios.find((radio) => radio.checked));
  choice.addEventListener(
    'change',
    (event) => {
      const radio = event.target;
      if (radio instanceof HTMLInputElement && radios.includes(radio) && radio.checked) show(radio);
    },
    { signal },
  );
}
