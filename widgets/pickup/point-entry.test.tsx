// @vitest-environment happy-dom
/**
 * A pickup point's entry and popup: the details list says each of the carrier's other fields that has a value, with
 * its label; the popup's choose button is named with one string resource per culture, the point's name in it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import * as v from 'valibot';
import { type PickupPoint, pickupPointSchema } from './pickup-rules.ts';
import { PickupPointEntry, PointPopup } from './point-entry.tsx';

const point = { PublicAccessPointID: 'BP-2', ConsigneeName: 'Bureau de poste Saint-Gilles' } as PickupPoint;

describe('the pickup point popup', () => {
  afterEach(cleanup);

  it.each([
    ['fr', 'Choisir : Bureau de poste Saint-Gilles'],
    ['nl', 'Bureau de poste Saint-Gilles kiezen'],
  ] as const)('names its choose button with the point, in the culture’s own words (%s)', (culture, name) => {
    installStrings(culture, STRING_RESOURCES[culture]);
    const { getByRole } = render(<PointPopup point={point} distance="" onChoose={() => {}} />);
    const button = getByRole('button', { name });
    expect(button.textContent).toBe(STRING_RESOURCES[culture]['Pickup.Choose']);
  });
});

describe("the pickup point's details (shop spec §3)", () => {
  afterEach(cleanup);
  const fr = STRING_RESOURCES.fr;

  /** The details list of an entry for `fields`, as label and value pairs in their order. */
  function factsOf(fields: Partial<PickupPoint>): string[][] {
    installStrings('fr', fr);
    // As the widget reads it from the carrier's answer (fields it leaves out are empty).
    const entry = v.parse(pickupPointSchema, { ...point, ...fields });
    const props = { group: 'points', distance: '', current: false, chosen: false, revealed: 0, onChoose: () => {} };
    const { container } = render(<PickupPointEntry point={entry} {...props} />);
    return Array.from(container.querySelectorAll('.pickup-point__facts dt'), (term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]);
  }

  it('lists every field the carrier gave, each under its label, and leaves out the empty ones', () => {
    const all = {
      PhoneNumber: '02 555 01 99',
      LatestAirDropOffTime: '17:30',
      Informations: 'Au fond du magasin',
      Comments: 'Fermé les jours fériés',
      SpecialInstructions: 'Pièce d’identité demandée',
      AdditionalComments: 'Parking à 50 m',
      AdditionalChargeIndicator: true,
    };
    expect(factsOf(all)).toEqual([
      [fr['Pickup.Phone'], '02 555 01 99'],
      [fr['Pickup.LatestDropOff'], '17:30'],
      [fr['Pickup.Informations'], 'Au fond du magasin'],
      [fr['Pickup.Comments'], 'Fermé les jours fériés'],
      [fr['Pickup.SpecialInstructions'], 'Pièce d’identité demandée'],
      [fr['Pickup.AdditionalComments'], 'Parking à 50 m'],
      [fr['Pickup.AdditionalCharge'], fr['Pickup.AdditionalChargeYes']],
    ]);
    expect(factsOf({ Comments: 'Fermé les jours fériés', AdditionalChargeIndicator: false })).toEqual([
      [fr['Pickup.Comments'], 'Fermé les jours fériés'],
    ]);
  });
});
