// @vitest-environment happy-dom
/**
 * The location widget's wiring in happy-dom, through the page's one React root: the server's form with what the
 * search says in its status line (empty field, unknown place, fault, found), "Near …" with its Change button in
 * place of the fields, the focus where the visitor needs it, and a refused position. The journeys, the cookie and
 * the consent run in Chromium (tests/e2e/location.spec.ts).
 */
import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './location.tsx';

const fr = STRING_RESOURCES.fr;
const BRUSSELS = {
  address_components: [
    { long_name: '1000', short_name: '1000', types: ['postal_code'] },
    { long_name: 'Bruxelles', short_name: 'Bruxelles', types: ['locality'] },
  ],
  formatted_address: '1000 Bruxelles, Belgique',
  geometry: { location: { lat: 50.8466, lng: 4.3528 } },
  types: ['postal_code'],
  place_id: 'test-1000',
};

/** The geocoding endpoint: 1000 is Brussels, 9999 a fault, anything else nowhere. */
function geocodeAnswer(url: string): Response {
  const address = new URL(url, location.href).searchParams.get('address');
  if (address === '9999') return new Response('oops', { status: 500 });
  if (address === '1000') return Response.json({ status: 'OK', results: [BRUSSELS] });
  return Response.json({ status: 'ZERO_RESULTS', results: [] });
}

let denyPosition: ((error: { code: number; message: string }) => void) | undefined;
beforeAll(() => {
  installStrings('fr', fr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => geocodeAnswer(url)),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (_found: unknown, failed: typeof denyPosition) => (denyPosition = failed) },
  });
});
afterAll(() => vi.unstubAllGlobals());

let unmount: (() => void) | undefined;
beforeEach(async () => {
  document.body.innerHTML = `<form class="location-form" data-widget="location">
    <div id="location-fields" data-location-fields>
      <label for="q">Code postal ou adresse</label><input id="q" type="text" data-location-query />
      <button type="submit">Rechercher</button>
      <button type="button" data-location-geolocate hidden>Utiliser ma position</button>
    </div>
    <p role="status" data-location-status>Du serveur.</p>
  </form>`;
  const element = document.querySelector<HTMLElement>('[data-widget="location"]') as HTMLElement;
  await act(async () => {
    unmount = mount(element, {}, { signal: new AbortController().signal, runtime: testRuntime({ culture: 'fr' }) });
  });
});
afterEach(() => act(() => unmount?.()));

const form = () => document.querySelector('form') as HTMLFormElement;
const input = () => document.querySelector<HTMLInputElement>('[data-location-query]') as HTMLInputElement;
const fields = () => document.querySelector<HTMLElement>('[data-location-fields]') as HTMLElement;
const status = () => document.querySelector('[data-location-status]')?.textContent;
const line = () => document.querySelector<HTMLElement>('.location-current') as HTMLElement;
const change = () => line().querySelector<HTMLButtonElement>('.location-current__change') as HTMLButtonElement;
async function search(text: string) {
  input().value = text;
  (form().querySelector('[type=submit]') as HTMLElement).focus();
  await act(async () => form().requestSubmit());
}

// The visitor's location is the page's (current-location.ts): these steps run in order.
describe('the location widget', () => {
  it('keeps the server’s status, tells an empty field, an unknown place and a fault, the field keeping its text', async () => {
    expect(status()).toBe('Du serveur.');
    expect(line().hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-location-geolocate]')?.hidden).toBe(false);
    expect(change().getAttribute('aria-controls')).toBe('location-fields');

    await search('  ');
    expect(status()).toBe(fr['Location.Empty']);
    expect(document.activeElement).toBe(input());

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await search('Atlantis');
    await waitFor(() => expect(status()).toBe(fr['Location.NotFound']?.replace('{{query}}', 'Atlantis')));
    expect(input().value).toBe('Atlantis');
    await search('9999');
    await waitFor(() => expect(status()).toBe(fr['Location.Error']));
    expect(input().value).toBe('9999');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[runtime] Geocoding found no place for Atlantis.',
      expect.stringMatching(/^\[runtime\] Geocoding 9999 failed: .*500/),
    ]);
    expect(line().hidden).toBe(true);
  });

  it('shows a found place in place of the fields, the focus on Change; Change gives the fields back', async () => {
    await search('1000');
    await waitFor(() => expect(status()).toBe('Lieu retenu : 1000 Bruxelles.'));
    expect(line().hidden).toBe(false);
    expect(line().textContent).toBe(`Près de 1000 Bruxelles ${fr['Location.Change']}`);
    expect(fields().hidden).toBe(true);
    expect(document.activeElement).toBe(change());

    await act(async () => change().click());
    expect(line().hidden).toBe(true);
    expect(fields().hidden).toBe(false);
    expect(status()).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('shows the place known at mount, and tells a refused position', async () => {
    expect(line().hidden).toBe(false);
    expect(fields().hidden).toBe(true);
    await act(async () => change().click());
    const button = document.querySelector<HTMLButtonElement>('[data-location-geolocate]') as HTMLButtonElement;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(async () => button.click());
    expect(status()).toBe(fr['Location.Locating']);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => denyPosition?.({ code: 1, message: 'User denied Geolocation' }));
    expect(status()).toBe(fr['Location.Denied']);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('[runtime] Geolocation failed: User denied Geolocation.');
  });
});
