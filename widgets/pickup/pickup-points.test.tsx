// @vitest-environment happy-dom
/**
 * The pickup-points widget's wiring in happy-dom, through the page's one React root, the map view mocked: the
 * first search from the options, the list drawn from the carrier's answer (distance, current point, opening hours
 * as a table, facts), list and markers in step both ways, the select button and the popup's button saving the
 * chosen point, and the error paths (a refused answer, a failed search or save). The journeys, the real map and
 * the dialog run in Chromium (tests/e2e/pickup-points.spec.ts, pickup-search.spec.ts).
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { on } from '../../runtime/events.ts';
import { installStrings } from '../../runtime/i18n.ts';
import type { MapPoint, MapViewOptions } from '../shared/map-view.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './pickup-points.tsx';

/** The map chunk, as a record of what the widget asked of it. */
const maps = vi.hoisted(() => ({ views: [] as FakeView[], failures: 0, unavailable: false, asked: 0 }));
interface FakeView {
  options: MapViewOptions;
  points: readonly MapPoint[];
  fitted: number[];
  active: (string | null)[];
  destroyed: boolean;
}
vi.mock('../shared/map-view.ts', () => ({
  createMapView: async (_box: HTMLElement, options: MapViewOptions) => {
    maps.asked += 1;
    if (maps.failures && maps.failures--) throw new Error('The map could not be drawn.');
    if (maps.unavailable) return null; // a browser without WebGL2 (the real view says so in the box)
    const view: FakeView = { options, points: [], fitted: [], active: [], destroyed: false };
    maps.views.push(view);
    return {
      setPoints: (points: readonly MapPoint[]) => (view.points = points),
      fitPoints: (zoom: number) => view.fitted.push(zoom),
      activate: (id: string | null) => view.active.push(id),
      destroy: () => (view.destroyed = true),
    };
  },
}));
const ui = vi.hoisted(() => ({ toasts: [] as unknown[][], closed: 0 }));
vi.mock('../../runtime/ui.ts', () => ({
  toast: async (...args: unknown[]) => void ui.toasts.push(args),
  modalOf: () => ({ close: () => (ui.closed += 1) }),
}));

const fr = STRING_RESOURCES.fr;
const point = (id: string, name: string, extra: object = {}) => ({
  PublicAccessPointID: id,
  ConsigneeName: name,
  Address: 'Place Flagey 18',
  PostCode: '1050',
  City: 'Ixelles',
  CountryId: 21,
  Distance: 1.25,
  StandardHoursOfOperation: 'Lundi: 09:00-18:00; Mardi: 09:00-18:00; Dimanche: fermé',
  PhoneNumber: '02 123 45 67',
  Geocode: { Latitude: 50.83, Longitude: 4.37 },
  ...extra,
});
const POINTS = [
  point('BP-1', 'Cycles Flagey'),
  point('BP-2', 'Bureau de poste Saint-Gilles', { Distance: null, StandardHoursOfOperation: '', PhoneNumber: '' }),
  point('BP-3', 'Librairie <b>Nord</b>', { Geocode: null }),
];

let searches: Record<string, unknown>[] = [];
let saves: Record<string, unknown>[] = [];
let answer: () => Response;
let saveAnswer: () => Response;
beforeAll(() => installStrings('fr', fr));
beforeEach(() => {
  searches = [];
  saves = [];
  maps.views = [];
  maps.failures = 0;
  maps.unavailable = false;
  ui.toasts = [];
  ui.closed = 0;
  answer = () => Response.json({ ResponseStatusDescription: 'Success', PickupPointViewModels: POINTS });
  saveAnswer = () => new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url.endsWith('/getpickuppoints')) return searches.push(body) && answer();
      return saves.push(body) && saveAnswer();
    }),
  );
  document.body.innerHTML = `<form><input name="BillingFirstName" value="Anne"><input name="BillingLastName" value="Peeters"></form>
    <div class="pickup-search" data-widget="pickup-points">
      <form class="pickup-search__form" role="search" data-pickup-form>
        <input id="pickup-address" data-pickup-address autocomplete="off"><button type="submit">Rechercher</button>
      </form>
      <p class="pickup-search__status" role="status" data-pickup-status></p>
      <fieldset><legend>Points de retrait</legend><ol class="list-unstyled" data-pickup-list></ol></fieldset>
      <div class="pickup-search__map" data-pickup-map></div>
      <button type="button" class="btn btn-primary" data-pickup-select disabled>Choisir ce point</button>
    </div>`;
});
afterEach(() => act(() => unmount?.()));

const OPTIONS = {
  carrier: 'bpost',
  shippingMethodId: 5,
  countryCode: 'BE',
  searchRadius: 25,
  maximumListSize: 15,
  city: 'Bruxelles',
  postCode: '1000',
  address: 'Rue Neuve 10',
  selectedPoint: '',
  styleUrl: '/map/style.json',
  icon: '/theme/map/bpost.svg',
  geocoder: 'cms' as const,
  geocodeUrl: undefined,
};
const runtime = testRuntime({ culture: 'fr' });
let unmount: (() => void) | undefined;
async function mountScreen(options: Partial<typeof OPTIONS> = {}) {
  const hook = document.querySelector<HTMLElement>('[data-widget="pickup-points"]') as HTMLElement;
  await act(async () => {
    unmount = mount(hook, { ...OPTIONS, ...options }, { signal: new AbortController().signal, runtime });
  });
}
const status = () => document.querySelector('[data-pickup-status]')?.textContent;
const entries = () => Array.from(document.querySelectorAll<HTMLElement>('[data-pickup-list] > li.pickup-point'));
const entry = (id: string) => document.querySelector(`.pickup-point[data-point-id="${id}"]`) as HTMLElement;
const radio = (id: string) => entry(id).querySelector('input[type=radio]') as HTMLInputElement;
const select = () => document.querySelector('[data-pickup-select]') as HTMLButtonElement;
const view = () => maps.views[0] as FakeView;
const found = () => waitFor(() => expect(status()).toBe('3 points de retrait trouvés.'));

describe('the pickup-points widget: the answer drawn', () => {
  it('asks the carrier for the first search and draws its answer: the list, its details and the markers', async () => {
    await mountScreen();
    await found();
    // The first search from the options, worded as searchBody says (pickup-rules.test.ts).
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      City: 'Bruxelles',
      PostalCode: '1000',
      Address: 'Rue Neuve 10',
      ShippingMethodId: 5,
    });
    expect(entries().map((item) => item.dataset.pointId)).toEqual(['BP-1', 'BP-2', 'BP-3']);
    const first = entry('BP-1');
    const label = first.querySelector('label') as HTMLLabelElement;
    expect(label.htmlFor).toBe(radio('BP-1').id);
    expect(radio('BP-1').name).toBe(radio('BP-2').name);
    expect(label.textContent?.replace(/\s/g, ' ')).toBe('Cycles Flagey Place Flagey 18, 1050 Ixelles à 1,3 km');
    expect(entry('BP-2').querySelector('.pickup-point__distance')).toBeNull();
    // The carrier's text is text.
    expect(entry('BP-3').querySelector('.pickup-point__name')?.textContent).toBe('Librairie <b>Nord</b>');
    expect(entry('BP-3').querySelector('b')).toBeNull();

    // Opening hours as a table, a day per row, then the other facts.
    const table = first.querySelector('details table.pickup-point__hours') as HTMLTableElement;
    expect(table.caption?.textContent).toBe('Heures d’ouverture');
    expect(Array.from(table.rows, (row) => [row.cells[0]?.textContent, row.cells[1]?.textContent])).toEqual([
      ['Lundi', '09:00-18:00'],
      ['Mardi', '09:00-18:00'],
      ['Dimanche', 'fermé'],
    ]);
    expect(table.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(Array.from(first.querySelectorAll('.pickup-point__facts > *'), (item) => item.textContent)).toEqual([
      'Téléphone',
      '02 123 45 67',
    ]);
    expect(entry('BP-2').querySelector('details')).toBeNull();

    // The map: a marker per located point, fitted at zoom 13 at most, named, nothing chosen yet.
    await waitFor(() => expect(view().points.map((item) => item.id)).toEqual(['BP-1', 'BP-2']));
    expect(view().options).toMatchObject({ style: '/map/style.json', icon: '/theme/map/bpost.svg', zoom: 13 });
    expect(view().options.label).toBe('Carte des points de retrait');
    expect(view().fitted).toEqual([13]);
    expect(document.querySelector<HTMLElement>('[data-pickup-map]')?.dataset.mapReady).toBe('');
    expect(view().active.at(-1)).toBeNull();
    expect(select().disabled).toBe(true);

    // Gone with the screen: the list and the map.
    act(() => unmount?.());
    unmount = undefined;
    expect(entries()).toEqual([]);
    expect(view().destroyed).toBe(true);
  });

  it('asks for a place when there is none to start from, and loads no map before an answer', async () => {
    await mountScreen({ city: '', postCode: '', address: '' });
    expect(status()).toBe('Saisissez une adresse, un code postal ou une localité.');
    expect(searches).toEqual([]);
    expect(maps.views).toEqual([]);
  });
});

describe('the pickup-points widget: choosing and saving', () => {
  it('keeps list and markers in step both ways, the map’s choice said and its popup’s button saving it', async () => {
    const saved: unknown[] = [];
    on('pickup:saved', (event) => saved.push(event.detail));
    const reload = vi.spyOn(runtime.pages, 'reload').mockImplementation(() => {});
    await mountScreen();
    await found();
    await waitFor(() => expect(view().points).toHaveLength(2));

    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.pointId ?? '');
    });
    // List → map.
    act(() => radio('BP-2').click());
    expect(entry('BP-2').classList.contains('is-active')).toBe(true);
    expect(view().active.at(-1)).toBe('BP-2');
    expect(select().disabled).toBe(false);
    expect(status()).toBe('3 points de retrait trouvés.');

    // Map → list.
    act(() => view().options.onMarkerClick?.('BP-1'));
    expect(radio('BP-1').checked).toBe(true);
    expect(radio('BP-2').checked).toBe(false);
    expect(entry('BP-1').classList.contains('is-active')).toBe(true);
    expect(entry('BP-2').classList.contains('is-active')).toBe(false);
    expect(view().active.at(-1)).toBe('BP-1');
    expect(status()).toBe('Point choisi : Cycles Flagey.');
    // The map's choice comes into view in the list; a choice in the list is where the shopper is already.
    expect(scrolled).toEqual(['BP-1']);
    act(() => radio('BP-2').click());
    act(() => radio('BP-1').click());
    expect(scrolled).toEqual(['BP-1']);

    // The popup's button: its point chosen and saved; the dialog closes and the page reloads.
    const popup = view().points[1]?.popup?.() as HTMLElement;
    document.body.append(popup);
    expect(popup.className).toBe('pickup-popup');
    expect(popup.querySelector('.pickup-popup__name')?.textContent).toBe('Bureau de poste Saint-Gilles');
    const choose = popup.querySelector('button') as HTMLButtonElement;
    expect(choose.getAttribute('aria-label')).toBe('Choisir : Bureau de poste Saint-Gilles');
    await act(async () => choose.click());
    expect(radio('BP-2').checked).toBe(true);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      ShippingFirstName: 'Anne',
      ShippingLastName: 'Peeters',
      ShippingMethodId: 5,
      PickupPointName: 'Bureau de poste Saint-Gilles',
      ExternalPickupPointRef: 'BP-2',
      PickupPointId: null,
    });
    expect(saved).toEqual([{ shippingMethodId: 5, pointId: 'BP-2' }]);
    expect(ui.closed).toBe(1);
  });

  it('chooses the saved point at once, marked current; the select button saves the static carrier’s point with its id', async () => {
    const reload = vi.spyOn(runtime.pages, 'reload').mockImplementation(() => {});
    await mountScreen({ selectedPoint: 'BP-2', carrier: 'static' });
    await found();
    expect(radio('BP-2').checked).toBe(true);
    expect(entry('BP-2').querySelector('.pickup-point__current')?.textContent).toBe('Point actuel');
    expect(entry('BP-1').querySelector('.pickup-point__current')).toBeNull();
    expect(select().disabled).toBe(false);
    await waitFor(() => expect(view().active.at(-1)).toBe('BP-2'));

    await act(async () => select().click());
    expect(select().disabled).toBe(true); // one save at a time
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(saves[0]).toMatchObject({ ExternalPickupPointRef: 'BP-2', PickupPointId: 'BP-2' });
  });
});

describe('the pickup-points widget: what goes wrong', () => {
  it('asks for a place when the form is sent empty, asking the carrier nothing', async () => {
    await mountScreen();
    await found();
    await act(async () => (document.querySelector('[data-pickup-form]') as HTMLFormElement).requestSubmit());
    expect(status()).toBe('Saisissez une adresse, un code postal ou une localité.');
    expect(searches).toHaveLength(1);
    expect(entries()).toHaveLength(3);
  });
  it('tells a refused answer in a toast and a failed search nowhere, the list staying as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountScreen();
    await found();
    answer = () => Response.json({ ResponseStatusDescription: 'AddressNotFound', PickupPointViewModels: [] });
    (document.querySelector('#pickup-address') as HTMLInputElement).value = 'Nulle part';
    vi.stubGlobal('fetch', wrapGeocoder(fetch));
    await act(async () => (document.querySelector('[data-pickup-form]') as HTMLFormElement).requestSubmit());
    await waitFor(() => expect(ui.toasts).toEqual([['error', 'Une erreur s’est produite', { title: 'Erreur' }]]));
    expect(warn).toHaveBeenCalledWith('[runtime] The pickup point search failed: status AddressNotFound.');
    expect(status()).toBe('');
    expect(entries()).toHaveLength(3);

    answer = () => new Response('oops', { status: 500 });
    await act(async () => (document.querySelector('[data-pickup-form]') as HTMLFormElement).requestSubmit());
    await waitFor(() => expect(searches).toHaveLength(3));
    await waitFor(() => expect(status()).toBe(''));
    expect(entries()).toHaveLength(3);
    expect(ui.toasts).toHaveLength(1);
  });

  it('reports a map that could not be drawn, and tries again with the next answer', async () => {
    maps.failures = 1;
    const reported = runtime.reported.length;
    await mountScreen();
    await found();
    await waitFor(() => expect(runtime.reported).toHaveLength(reported + 1));
    expect(String(runtime.reported.at(-1))).toContain('The map could not be drawn.');
    expect(document.querySelector<HTMLElement>('[data-pickup-map]')?.hasAttribute('data-map-ready')).toBe(false);
    expect(entries()).toHaveLength(3); // the list is the way to choose

    (document.querySelector('#pickup-address') as HTMLInputElement).value = 'Rue Neuve 10';
    vi.stubGlobal('fetch', wrapGeocoder(fetch));
    await act(async () => (document.querySelector('[data-pickup-form]') as HTMLFormElement).requestSubmit());
    await waitFor(() => expect(view().points).toHaveLength(2));
    expect(searches).toHaveLength(2);
  });

  it('leaves the list as the way where the browser cannot draw a map: nothing reported, not asked again', async () => {
    maps.unavailable = true;
    const [reported, asked] = [runtime.reported.length, maps.asked];
    await mountScreen();
    await found();
    await waitFor(() => expect(maps.asked).toBe(asked + 1));
    (document.querySelector('#pickup-address') as HTMLInputElement).value = 'Rue Neuve 10';
    vi.stubGlobal('fetch', wrapGeocoder(fetch));
    await act(async () => (document.querySelector('[data-pickup-form]') as HTMLFormElement).requestSubmit());
    await waitFor(() => expect(searches).toHaveLength(2));
    await found();
    await act(async () => {});
    expect(maps.asked).toBe(asked + 1);
    expect(runtime.reported).toHaveLength(reported);
    act(() => radio('BP-1').click());
    expect(select().disabled).toBe(false);
  });

  it('keeps the choice after a failed save, so that the shopper can try again', async () => {
    saveAnswer = () => new Response('oops', { status: 500 });
    await mountScreen();
    await found();
    act(() => radio('BP-1').click());
    await act(async () => select().click());
    await waitFor(() => expect(select().disabled).toBe(false));
    expect(radio('BP-1').checked).toBe(true);
    expect(saves).toHaveLength(1);
    expect(ui.closed).toBe(0);
  });
});

/** The address search geocodes the typed text first: the CMS's geocoder knows no place here. */
function wrapGeocoder(inner: typeof fetch) {
  return vi.fn(async (url: string, init: RequestInit) =>
    url.includes('/geocode') ? Response.json({ status: 'ZERO_RESULTS', results: [] }) : inner(url, init),
  );
}
