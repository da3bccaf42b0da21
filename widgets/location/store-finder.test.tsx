// @vitest-environment happy-dom
/**
 * The store-finder widget's wiring in happy-dom, through the page's one React root: the server's list as it came
 * while no location is known, then nearest first with distances, an announced order and the focus kept; a list
 * mounted once a location is known sorts silently. The journeys run in Chromium (tests/e2e/location.spec.ts).
 */
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import type { VisitorLocation } from '../../runtime/events.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { expectConsole } from '../../tests/unit/console-guard.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { setCurrentLocation } from './current-location.ts';
import { mount } from './store-finder.tsx';

const place = (postalCode: string, town: string, lat: number, lng: number): VisitorLocation => ({
  address_components: [
    { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
    { long_name: town, short_name: town, types: ['locality'] },
  ],
  formatted_address: `${postalCode} ${town}, Belgique`,
  geometry: { location: { lat, lng } },
  types: ['postal_code'],
  place_id: `test-${postalCode}`,
  medium: 'search',
});
const BRUSSELS = place('1000', 'Bruxelles', 50.8466, 4.3528);
const GHENT = place('9000', 'Gand', 51.0543, 3.7174);

const runtime = testRuntime({ culture: 'fr' });
const context = () => ({ signal: new AbortController().signal, runtime });

beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));
beforeEach(() => {
  document.body.innerHTML = `<section data-widget="store-finder"><ol class="store-list">
    <li data-store-id="anvers" data-lat="51.2194" data-lng="4.4025"><a href="/fr/stores/anvers">Anvers</a><p data-store-distance></p></li>
    <li data-store-id="bruxelles" data-lat="50.8467" data-lng="4.3499"><a href="/fr/stores/bruxelles">Bruxelles</a><p data-store-distance></p></li>
    <li data-store-id="nowhere">Sans adresse</li>
    <li data-store-id="gand" data-lat="51.0500" data-lng="3.7303"><a href="/fr/stores/gand">Gand</a></li>
  </ol></section>`;
});

const hook = () => document.querySelector<HTMLElement>('[data-widget="store-finder"]') as HTMLElement;
const order = () => Array.from(document.querySelectorAll<HTMLElement>('.store-list > li'), (li) => li.dataset.storeId);
const distances = () =>
  Array.from(document.querySelectorAll('.store-list > li'), (li) =>
    li.querySelector('[data-store-distance]')?.textContent?.replace(/\s/g, ' '),
  );
let unmount: (() => void) | undefined;
/** Mounts the finder, which warns once of the store without coordinates (it stays at the end of the list). */
async function mountFinder() {
  const warn = expectConsole('warn', /^\[runtime\] A store without valid data-lat and data-lng stays at the end/);
  await act(async () => {
    unmount = mount(hook(), {}, context());
  });
  expect(warn).toHaveBeenCalledExactlyOnceWith(expect.any(String), document.querySelector('[data-store-id="nowhere"]'));
}
afterEach(() => act(() => unmount?.()));
const status = () => document.querySelector('[data-store-status]');

// The visitor's location is the page's (current-location.ts): these steps run in order.
describe('the store-finder widget', () => {
  it('keeps the server’s order without a location, then sorts nearest first, announced, the focus kept', async () => {
    await mountFinder();
    expect(status()?.getAttribute('role')).toBe('status');
    expect(order()).toEqual(['anvers', 'bruxelles', 'nowhere', 'gand']);
    expect(distances()).toEqual(['', '', undefined, '']); // a missing slot is added
    const link = document.querySelector<HTMLElement>('a[href$="/gand"]') as HTMLElement;
    link.focus();

    act(() => setCurrentLocation(runtime.config, GHENT));
    expect(order()).toEqual(['gand', 'bruxelles', 'anvers', 'nowhere']);
    expect(distances()).toEqual(['à 1,0 km', 'à 50 km', 'à 51 km', undefined]);
    expect(document.querySelector<HTMLElement>('[data-store-id="gand"]')?.dataset.distanceKm).toBe('1.021');
    expect(status()?.textContent).toBe('Magasins classés du plus proche au plus éloigné de 9000 Gand.');
    expect(status()?.className).toBe('rt-visually-hidden');
    expect(document.activeElement).toBe(link);

    act(() => setCurrentLocation(runtime.config, BRUSSELS));
    expect(order()).toEqual(['bruxelles', 'anvers', 'gand', 'nowhere']);
    expect(status()?.textContent).toBe('Magasins classés du plus proche au plus éloigné de 1000 Bruxelles.');
  });

  it('sorts at once, silently, when the location is known at mount; the server’s status text stays', async () => {
    hook().insertAdjacentHTML('beforeend', '<p role="status" data-store-status>Classés depuis le serveur.</p>');
    await mountFinder();
    expect(order()).toEqual(['bruxelles', 'anvers', 'gand', 'nowhere']);
    expect(distances()[0]).toBe('à 0,2 km');
    expect(status()?.textContent).toBe('Classés depuis le serveur.');
  });
});
