/**
 * Checkout address pickers (shop spec §2 "Delivery address popup", §4 "Address popup", "Billing picker", §7, §8).
 * The billing picker fills the hidden billing fields from the chosen address (never over a VAT number the shopper
 * typed, billing-rules.ts). Add / edit links open the address form in a dialog; it is sent in place (its button
 * loading, sent once); on success every picker on the page is loaded again from widget/catalog/DeliveryAddressPicker,
 * a new address is selected where its AddressType fits (Billing, Shipping or Both), and the dialog closes. A failure is an error toast; the dialog keeps what was typed.
 * A list that cannot come, or comes cut short (picker-list.ts), leaves the picker's list as it was.
 */
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { openModal, showError, toast } from '../../runtime/ui.ts';
import { billingAddressOf, fillBilling } from './billing-fields.ts';
import { addressToSelect, pickerListWhole } from './picker-list.ts';
import type { AddressPickerOptions as Options } from './definition.ts';
import { keepFromPrefetch } from '../shared/taken-over-links.ts';
import { delegate } from '../../runtime/dom.ts';

type AddressType = 'Billing' | 'Shipping' | 'Both';
interface Saved {
  id: number;
  addressType: AddressType;
  isNew: boolean;
}

/** Every mounted picker's refresh, so that a saved address reloads all of them before the dialog closes. */
const pickers = new Map<HTMLElement, (saved: Saved) => Promise<void>>();

/** The save answer: Id and AddressType are required; null for an answer that lacks them. */
export function savedAddressOf(answer: unknown): Saved | null {
  if (!answer || typeof answer !== 'object') return null;
  const { Id, AddressType, IsNew } = answer as Record<string, unknown>;
  const id = Number(Id);
  if (!Number.isInteger(id) || id <= 0) return null;
  if (AddressType !== 'Billing' && AddressType !== 'Shipping' && AddressType !== 'Both') return null;
  return { id, addressType: AddressType, isNew: IsNew !== false };
}

const failed = () => void toast('error', t('Checkout.AddressError'), { title: t('Core.Error') });

async function openAddressPopup(link: HTMLAnchorElement, opener: HTMLElement): Promise<void> {
  const handle = await openModal({ url: link.href, size: 'lg', className: 'address-modal' });
  if (!handle) return;
  const form = handle.element.querySelector('form');
  if (!form) {
    console.warn('[runtime] address-picker: the address page holds no form.', link.href);
    return;
  }
  const open = new AbortController();
  let savedOk = false;
  void handle.closed.then(() => {
    open.abort();
    // The link that opened it was replaced by the refresh: focus goes to the chosen address instead.
    // In the next frame: after the dialog has finished giving focus back (to a link that is gone).
    requestAnimationFrame(() => {
      if (savedOk || !document.activeElement || document.activeElement === document.body) {
        const radios = opener.querySelectorAll<HTMLInputElement>('input[type=radio]');
        (Array.from(radios).find((radio) => radio.checked) ?? radios[0])?.focus();
      }
    });
  });
  sendOnce(
    form,
    async () => {
      let answer: unknown;
      try {
        answer = await request(form.action, { method: 'POST', body: new FormData(form), handleErrors: false });
      } catch (error) {
        if (!asksLogin(error)) failed(); // a 401 is the login modal only; the form keeps what was typed
        return;
      }
      const saved = savedAddressOf(answer);
      if (!saved) {
        console.warn('[runtime] address-picker: the address answer lacks Id or AddressType:', answer);
        failed();
        return;
      }
      await Promise.all(Array.from(pickers.values(), (refresh) => refresh(saved)));
      emit('address:saved', saved);
      savedOk = true;
      handle.close();
    },
    open.signal,
  );
}

/**
 * Replaces the picker's list with the CMS's fresh one, `selected` chosen; false (the list kept) when the list
 * could not be fetched or came incomplete.
 */
async function reloadPickerList(
  element: HTMLElement,
  options: Options,
  selected: string,
  signal: AbortSignal,
): Promise<boolean> {
  let html: string;
  try {
    html = await request(options.url, {
      expect: 'html',
      signal,
      query: {
        inputname: options.inputname,
        isAddNewAddress: options.isAddNewAddress,
        isEditAddress: options.isEditAddress,
        selectedAddressId: selected,
        type: options.type,
      },
    });
  } catch {
    return false; // The error catalogue told the shopper; the picker keeps its list.
  }
  // An HTML fragment of the CMS's picker endpoint, like a page's; one cut short is a failure like any other.
  const list = document.createElement('template');
  list.innerHTML = html;
  if (!pickerListWhole(list.content, { inputname: options.inputname, offersAdd: options.isAddNewAddress })) {
    console.warn('[runtime] address-picker: the address list came incomplete; the picker keeps its list.');
    void showError(t('Manager.UnknowsErrors'));
    return false;
  }
  element.innerHTML = html;
  return true;
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const form = element.closest('form');
  keepFromPrefetch(element); // its links open the address form in a dialog
  const isBilling = options.type === 'Billing';
  // Compared by property, not in a selector: the name needs no escaping.
  const checked = () =>
    Array.from(element.querySelectorAll<HTMLInputElement>('input[type=radio]')).find(
      (radio) => radio.name === options.inputname && radio.checked,
    ) ?? null;

  /** The billing address filled last: what the VAT field held untouched by the shopper. */
  let filled: Record<string, string> | null = null;
  const applyBilling = (announce: boolean) => {
    if (!isBilling || !form) return;
    if (!element.querySelector('[data-selected-address]')) {
      console.warn('[runtime] address-picker: no [data-selected-address] container in the billing picker.', element);
      return;
    }
    const radio = checked();
    const address = radio && billingAddressOf(radio);
    if (!address) return;
    fillBilling(form, address, { announce, before: filled ?? address });
    filled = address;
  };
  applyBilling(false);

  element.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement;
      if (target.name === options.inputname) applyBilling(true);
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const link = delegate<HTMLAnchorElement>(event, 'a[data-address-popup]');
      if (!link || !element.contains(link)) return;
      event.preventDefault();
      void openAddressPopup(link, element);
    },
    { signal },
  );

  const refresh = async (saved: Saved) => {
    const before = checked()?.value ?? options.selectedAddressId;
    if (!(await reloadPickerList(element, options, addressToSelect(saved, options.type, before), signal))) return;
    // The edited address may be the chosen billing one: its fields follow, and a new country or VAT is checked.
    applyBilling(true);
  };
  pickers.set(element, refresh);
  return () => {
    pickers.delete(element);
  };
}
