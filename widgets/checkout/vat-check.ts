/**
 * The VAT check (shop spec §4 "VAT validity", §5, §7): GET {app}/api/v1/sales/customers/checkisvatvalid with
 * countryId, VAT and customerId, only when the VAT field is not empty. The field group is flagged success or error,
 * the status popover's content (and a polite status for screen readers) becomes the answer's ErrorMessage, and the
 * page reloads when the validity changed, except from valid to null (the service did not answer).
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { keepDraft } from './draft.ts';
import { groupFlag, reloadsAfter, type VatValidity, validityOfAnswer } from './vat-rules.ts';

export interface VatCheck {
  /** Checks the VAT field when it is not empty; resolves false when it was empty (nothing asked). */
  check(): Promise<boolean>;
}

/** Puts the answer into the status popover: the trigger is replaced by a copy, which the registry mounts afresh. */
function setPopoverContent(trigger: HTMLElement, message: string): void {
  const fresh = trigger.cloneNode(true) as HTMLElement;
  for (const name of ['data-widget-mounted', 'aria-controls', 'aria-expanded']) fresh.removeAttribute(name);
  fresh.dataset.content = message;
  const hadFocus = document.activeElement === trigger;
  trigger.replaceWith(fresh);
  if (hadFocus) fresh.focus();
}

export function attachVatCheck(
  form: HTMLFormElement,
  {
    customerId,
    initial,
    runtime,
    signal,
  }: { customerId: string; initial: VatValidity; runtime: Runtime; signal: AbortSignal },
): VatCheck | undefined {
  const field = form.querySelector<HTMLInputElement>('input[name="BillingVAT"]');
  const group = field?.closest<HTMLElement>('[data-vat-group]') ?? field?.parentElement;
  if (!field || !group) return undefined;
  // The answer in words too (not only the colour of the flag), read politely; the CMS may render it.
  let status = group.querySelector<HTMLElement>('[data-vat-message]');
  if (!status) {
    status = document.createElement('div');
    status.className = 'form-text vat-message';
    status.dataset.vatMessage = '';
    group.append(status);
  }
  status.setAttribute('role', 'status');

  let previous = initial;
  const countryId = () =>
    form.querySelector<HTMLInputElement | HTMLSelectElement>('[name="BillingCountry"]')?.value ?? '';

  const check = async (): Promise<boolean> => {
    const vat = field.value.trim();
    if (!vat) return false;
    group.setAttribute('aria-busy', 'true');
    let answer: unknown;
    try {
      answer = await request(appUrl(runtime.config.app, 'api/v1/sales/customers/checkisvatvalid'), {
        query: { countryId: countryId(), VAT: vat, customerId, culture: runtime.config.culture },
        key: 'checkout-vat',
        signal,
      });
    } catch {
      // The error catalogue told the shopper; the field and the page stay as they are.
      return true;
    } finally {
      group.removeAttribute('aria-busy');
    }
    const validity = validityOfAnswer(answer);
    if (validity === undefined) {
      console.warn('[runtime] The VAT check answered without IsVATValidWebService:', answer);
      void toast('error', t('Core.ErrorServer'));
      return true;
    }
    const message = (answer as { ErrorMessage?: unknown }).ErrorMessage;
    const text = typeof message === 'string' ? message : '';
    group.classList.remove('has-success', 'has-error');
    const flag = groupFlag(validity);
    if (flag) group.classList.add(flag);
    status.textContent = text;
    status.dataset.vatValid = String(validity);
    const trigger = group.querySelector<HTMLElement>('[data-vat-status]');
    if (trigger && text) setPopoverContent(trigger, text);
    if (reloadsAfter(previous, validity)) {
      keepDraft(form);
      runtime.pages.reload();
    } else if (validity !== null) {
      previous = validity;
    }
    return true;
  };

  field.addEventListener('change', () => void check(), { signal });
  return { check };
}
