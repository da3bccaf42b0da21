/**
 * Whether an address picker's list (the DeliveryAddressPicker fragment, shop spec §7) arrived whole. A list cut
 * short (a connection closed early) would take the chosen address or the "add an address" link away from the
 * checkout: it has a chosen address wherever it lists addresses, and, where the picker offers adding, the add link
 * after the list ([data-address-popup] outside [data-selected-address]; the edit links are inside it).
 */
export function pickerListWhole(list: ParentNode, { inputname, offersAdd }: { inputname: string; offersAdd: boolean }) {
  const radios = Array.from(list.querySelectorAll<HTMLInputElement>('input[type=radio]')).filter(
    (radio) => radio.name === inputname,
  );
  if (radios.length && !radios.some((radio) => radio.hasAttribute('checked'))) return false;
  if (!offersAdd || !list.querySelector('[data-selected-address]')) return true;
  return Array.from(list.querySelectorAll('a[data-address-popup]')).some(
    (link) => !link.closest('[data-selected-address]'),
  );
}

/**
 * The address a picker of `type` selects once an address was saved: a new one that fits the picker (same type, or
 * both), else the one it had selected `before`.
 */
export function addressToSelect(
  saved: { id: number; isNew: boolean; addressType: 'Billing' | 'Shipping' | 'Both' },
  type: string,
  before: string,
): string {
  const fits = saved.addressType === 'Both' || saved.addressType === type;
  return saved.isNew && fits ? String(saved.id) : before;
}
