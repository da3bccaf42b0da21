/**
 * Currency change (runtime spec §4, §7, §8): OK reloads the page; a warning opens a confirmation with cancel or
 * force (force resends the change with the force flag); any other reason shows an error titled by the reason's
 * resource text. Cancelling puts the select back on the current currency.
 */
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { confirmDialog, showError } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { delegate } from '../../runtime/dom.ts';
import { encodeUriPart } from '../shared/uri-part.ts';
import type { CurrencySwitchOptions } from './definition.ts';

interface CurrencyAnswer {
  ResponseCode?: string;
  ReasonType?: string;
  ReasonResourceKey?: string;
}

export type CurrencyOutcome = 'ok' | 'warning' | 'error';

/**
 * What an answer means: OK, a warning (may be forced), or an error. An empty answer (null) is a call that worked
 * but did not say OK: the currency did not change, so it is an error (told with the unknown-error text).
 */
export function outcomeOf(answer: CurrencyAnswer | null | undefined): CurrencyOutcome {
  if (answer?.ResponseCode?.toUpperCase() === 'OK') return 'ok';
  return answer?.ReasonType?.toLowerCase() === 'warning' ? 'warning' : 'error';
}

const change = (app: string, currency: string, force: boolean) =>
  request<CurrencyAnswer>(
    appUrl(app, `api/v1/currencyconverter/currency/changeto/${encodeUriPart(currency)}${force ? '/true' : ''}`),
    { method: 'POST', loader: true },
  );

export function mount(element: HTMLElement, _options: CurrencySwitchOptions, { signal, runtime }: WidgetContext) {
  const select = element instanceof HTMLSelectElement ? element : element.querySelector('select');
  let current = select?.value ?? '';

  const switchTo = async (currency: string) => {
    let answer: CurrencyAnswer | null;
    try {
      answer = await change(runtime.config.app, currency, false);
      if (outcomeOf(answer) === 'warning') {
        const force = await confirmDialog(t(answer?.ReasonResourceKey ?? 'Currency.Warning'), {
          confirmLabel: t('Currency.Force'),
        });
        if (!force) {
          if (select) select.value = current;
          return;
        }
        answer = await change(runtime.config.app, currency, true);
      }
    } catch {
      // The call failed (the rejection): the error catalogue has told the shopper.
      if (select) select.value = current;
      return;
    }
    if (outcomeOf(answer) === 'ok') {
      current = currency;
      emit('currency:changed', { currency });
      runtime.pages.reload();
      return;
    }
    if (select) select.value = current;
    const reason = t(answer?.ReasonResourceKey ?? 'Manager.UnknowsErrors');
    void showError(reason, { title: reason });
  };

  element.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLSelectElement;
      if (target === select && target.value !== current) void switchTo(target.value);
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const button = delegate<HTMLElement>(event, '[data-currency]');
      if (button?.dataset.currency) void switchTo(button.dataset.currency);
    },
    { signal },
  );
  return undefined;
}
