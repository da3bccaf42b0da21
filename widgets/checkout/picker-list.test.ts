// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addressToSelect, pickerListWhole } from './picker-list.ts';

const option = (id: number, checked = false) =>
  `<div class="address-option"><input type="radio" name="ExistingBillingAddressId" value="${id}"${checked ? ' checked' : ''}><label>Rue ${id}</label> <a href="/fr/account/address/edit/${id}" data-address-popup>Modifier</a></div>`;
const list = (options: string, add = true) =>
  `<fieldset><legend>Adresse</legend><div data-selected-address>${options}</div>${add ? '<a href="/fr/account/address/new?type=Billing" data-address-popup>Ajouter une adresse</a>' : ''}</fieldset>`;
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};
const billing = { inputname: 'ExistingBillingAddressId', offersAdd: true };

describe('pickerListWhole', () => {
  it('accepts a whole list: an address chosen, the add link after the list', () => {
    expect(pickerListWhole(parse(list(option(11) + option(12, true))), billing)).toBe(true);
  });

  it('refuses a list cut before its chosen address or before its add link', () => {
    const whole = list(option(11) + option(12, true));
    expect(pickerListWhole(parse(whole.slice(0, whole.indexOf('value="12"') - 30)), billing)).toBe(false);
    expect(pickerListWhole(parse(whole.slice(0, whole.indexOf('Ajouter') - 50)), billing)).toBe(false);
  });

  it('needs no add link where the picker offers none, and no choice in an empty list', () => {
    expect(pickerListWhole(parse(list(option(11, true), false)), { ...billing, offersAdd: false })).toBe(true);
    expect(pickerListWhole(parse(list('<p>Aucune adresse.</p>')), billing)).toBe(true);
    expect(pickerListWhole(parse(list('<p>Aucune adresse.</p>', false)), billing)).toBe(false);
  });

  it('counts only the radios of its own input name', () => {
    const other = '<input type="radio" name="AccountType" value="0" checked>';
    expect(pickerListWhole(parse(list(option(11) + other)), billing)).toBe(false);
  });
});

describe('the address a picker selects after a save (shop spec §7)', () => {
  it('selects a new address that fits the picker: of its type or of both', () => {
    expect(addressToSelect({ id: 31, isNew: true, addressType: 'Billing' }, 'Billing', '21')).toBe('31');
    expect(addressToSelect({ id: 31, isNew: true, addressType: 'Both' }, 'Shipping', '21')).toBe('31');
  });

  it('keeps the address it had for an edited one or a new one of the other type', () => {
    expect(addressToSelect({ id: 21, isNew: false, addressType: 'Billing' }, 'Billing', '22')).toBe('22');
    expect(addressToSelect({ id: 31, isNew: true, addressType: 'Shipping' }, 'Billing', '21')).toBe('21');
  });
});
