// @vitest-environment happy-dom
/** The marker popup's choose button: its accessible name is one string resource per culture, the point's name in it. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import type { PickupPoint } from './pickup-rules.ts';
import { PointPopup } from './point-entry.tsx';

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
