/**
 * The checkout's way into the pickup point screen (shop spec §2): a pickup-type shipping method (the checkout form
 * announces it with the cancelable checkout:pickup-method event) or a "choose another point" button opens the
 * search in a large dialog, with the delivery address as its first search. The method is saved with the point;
 * closing the dialog without a choice puts the method checked before back.
 */
import { on } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { openModal } from '../../runtime/ui.ts';
import type { PickupChoiceOptions as Options } from './definition.ts';
import { delegate } from '../../runtime/dom.ts';

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value.trim() ?? '';

/** The delivery address the first search starts from: the other address when given, else the billing one. */
export function deliveryAddress(form: HTMLFormElement): { city: string; postCode: string; address: string } {
  const same = form.querySelector<HTMLInputElement>('input[type=checkbox][name="SameAddressForShipping"]');
  const other = same && !same.checked && field(form, 'PostalCode');
  const prefix = other ? '' : 'Billing';
  const street = [field(form, `${prefix}Street1`), field(form, `${prefix}HouseNumber`)].filter(Boolean).join(' ');
  let postCode = field(form, `${prefix}PostalCode`);
  let city = field(form, `${prefix}City`);
  if (!postCode && !city) {
    // The delivery postal code of the methods' part ("1000 Bruxelles").
    const [, code = '', town = ''] = /^(\S+)\s*(.*)$/.exec(field(form, 'ShippingPostalCode')) ?? [];
    [postCode, city] = [code, town];
  }
  return { city, postCode, address: street };
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const form = element.closest('form');
  if (!form) {
    console.error('[runtime] The pickup-choice widget goes inside the checkout form.', element);
    return undefined;
  }
  const checkedAtLoad = form.querySelector<HTMLInputElement>('input[name="ShippingMethodId"]:checked');
  let open = false;
  // A saved point comes with its method: the page reloads with both, nothing to put back.
  let saved = false;
  on('pickup:saved', () => (saved = true), { signal });

  const openSearch = async (shippingMethodId: string) => {
    const radio = form.querySelector<HTMLInputElement>(
      `input[name="ShippingMethodId"][value="${CSS.escape(shippingMethodId)}"]`,
    );
    if (open || !radio) return;
    open = true;
    const url = new URL(options.searchUrl, location.href);
    const address = deliveryAddress(form);
    const query = {
      shippingMethodId,
      carrierGatewayId: radio.dataset.carrierGatewayId ?? '',
      countryId: field(form, 'ShippingCountryId'),
      city: address.city,
      postCode: address.postCode,
      address: address.address,
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const handle = await openModal({
      url: url.pathname + url.search,
      title: t('Pickup.SelectPickupPoint'),
      size: 'xl',
      className: 'pickup-modal',
      onClose: () => {
        open = false;
        // No point saved (saving reloads the page): the method the page was rendered with is the shopper's still.
        if (!saved && radio.checked && radio !== checkedAtLoad && checkedAtLoad) checkedAtLoad.checked = true;
      },
    });
    if (!handle) {
      open = false;
      if (checkedAtLoad && radio !== checkedAtLoad) checkedAtLoad.checked = true;
    }
  };

  // After the form's own listeners: a theme's listener that took the event over wins.
  on(
    'checkout:pickup-method',
    (event) => {
      if (event.defaultPrevented || !form.contains(event.target as Node)) return;
      event.preventDefault();
      void openSearch(event.detail.shippingMethodId);
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const button = delegate<HTMLElement>(event, '[data-pickup-change]');
      if (button) void openSearch(button.dataset.pickupChange ?? '');
    },
    { signal },
  );
  return undefined;
}
