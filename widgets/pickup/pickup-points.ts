/**
 * The pickup point screen (shop spec §2, §4, §5, §7, §8, §9): the carrier's points for a place, as a list (a radio
 * group: the complete keyboard and screen reader way to choose) and as markers on a map, kept in step both ways.
 * Choosing marks the point in both, opens its popup and enables the select button; the popup's button or the
 * select button saves the point and the page reloads. A point equal to the saved one is chosen at once.
 */
import type * as v from 'valibot';
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { modalOf, toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { formatDistance } from '../shared/distance.ts';
import type { MapView } from '../shared/map-view.ts';
import type { pickupPointsOptions } from './definitions.ts';
import { attachAddressSearch } from './address-search.ts';
import { pointEntry, pointPopup } from './point-entry.ts';
import {
  PICKUP_MAP_ZOOM,
  type PickupPoint,
  type PickupSearch,
  readPickupAnswer,
  savedPointPayload,
  searchBody,
} from './pickup-rules.ts';

type Options = v.InferOutput<typeof pickupPointsOptions>;

const loadMap = () => import('../shared/map-view.ts');
let nextId = 0;

/** The billing first and last name of the checkout the screen was opened from (shop spec §3). */
function shopper() {
  const value = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)?.value.trim() ?? '';
  return { firstName: value('BillingFirstName'), lastName: value('BillingLastName') };
}

export function mount(root: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const list = root.querySelector<HTMLElement>('[data-pickup-list]');
  const form = root.querySelector<HTMLFormElement>('form[data-pickup-form]');
  const select = root.querySelector<HTMLButtonElement>('[data-pickup-select]');
  if (!list || !form || !select) {
    console.error(
      '[runtime] The pickup-points widget needs [data-pickup-list], a [data-pickup-form] form and [data-pickup-select].',
      root,
    );
    return undefined;
  }
  const { app, culture } = runtime.config;
  const status = root.querySelector<HTMLElement>('[data-pickup-status]');
  const mapBox = root.querySelector<HTMLElement>('[data-pickup-map]');
  const group = `pickup-point-${++nextId}`;
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  let points: PickupPoint[] = [];
  let chosen: PickupPoint | null = null;
  let saving = false;
  let map: MapView | null = null;
  let mapLoading: Promise<MapView | null> | null = null;

  const distanceText = (point: PickupPoint) =>
    point.Distance === null ? '' : t('Pickup.Distance', { distance: formatDistance(point.Distance, culture) });

  const save = async (point: PickupPoint) => {
    if (saving) return;
    saving = true;
    select.disabled = true;
    try {
      await request(appUrl(app, 'api/v1/shoppingcarts/externalpickuppoint'), {
        method: 'POST',
        body: savedPointPayload(point, {
          carrier: options.carrier,
          shippingMethodId: options.shippingMethodId,
          shopper: shopper(),
        }),
        loader: true,
        signal,
      });
    } catch {
      // The error catalogue told the shopper; the choice stays, so they can try again.
      saving = false;
      select.disabled = !chosen;
      return;
    }
    emit('pickup:saved', { shippingMethodId: options.shippingMethodId, pointId: point.PublicAccessPointID });
    modalOf(root)?.close();
    runtime.pages.reload();
  };

  const entryOf = (id: string) => list.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(id)}"]`);

  /** Marks `point` as the choice in the list and on the map. */
  const choose = (point: PickupPoint, from: 'list' | 'map' | 'saved') => {
    chosen = point;
    for (const item of list.querySelectorAll('.pickup-point.is-active')) item.classList.remove('is-active');
    const entry = entryOf(point.PublicAccessPointID);
    entry?.classList.add('is-active');
    const radio = entry?.querySelector<HTMLInputElement>('input[type=radio]');
    if (radio && !radio.checked) radio.checked = true;
    if (from === 'map') {
      entry?.scrollIntoView({ block: 'nearest' });
      say(t('Pickup.Chosen', { name: point.ConsigneeName }));
    }
    select.disabled = saving;
    map?.activate(point.PublicAccessPointID);
  };

  const showOnMap = async () => {
    if (!mapBox) return;
    mapLoading ??= runtime.chunks
      .load('map', loadMap, loadMap)
      .then(async ({ createMapView }) => {
        if (signal.aborted) return null;
        const view = await createMapView(mapBox, {
          style: options.styleUrl,
          zoom: PICKUP_MAP_ZOOM,
          icon: options.icon,
          label: t('Pickup.Map'),
          onMarkerClick: (id) => {
            const point = points.find((item) => item.PublicAccessPointID === id);
            if (point) choose(point, 'map');
          },
        });
        if (signal.aborted) {
          view.destroy();
          return null;
        }
        map = view;
        mapBox.dataset.mapReady = '';
        return view;
      })
      .catch((error: unknown) => {
        mapLoading = null;
        runtime.errors.report(error);
        return null;
      });
    const view = await mapLoading;
    if (!view) return;
    const located = points.filter((point) => point.Geocode);
    view.setPoints(
      located.map((point) => ({
        id: point.PublicAccessPointID,
        lat: point.Geocode?.Latitude ?? 0,
        lng: point.Geocode?.Longitude ?? 0,
        title: point.ConsigneeName,
        popup: () =>
          pointPopup(point, distanceText(point), () => {
            choose(point, 'map');
            void save(point);
          }),
      })),
    );
    view.fitPoints(PICKUP_MAP_ZOOM);
    if (chosen) view.activate(chosen.PublicAccessPointID);
  };

  const render = () => {
    list.replaceChildren(
      ...points.map((point) =>
        pointEntry(point, {
          group,
          distance: distanceText(point),
          current: point.PublicAccessPointID === options.selectedPoint,
        }),
      ),
    );
    chosen = null;
    select.disabled = true;
    void showOnMap();
    const saved = points.find((point) => point.PublicAccessPointID === options.selectedPoint);
    if (saved) choose(saved, 'saved');
  };

  list.addEventListener(
    'change',
    (event) => {
      const radio = event.target as HTMLInputElement;
      const point = points.find((item) => item.PublicAccessPointID === radio.value);
      if (radio.checked && point) choose(point, 'list');
    },
    { signal },
  );
  select.addEventListener('click', () => chosen && void save(chosen), { signal });

  const search = async (query: PickupSearch) => {
    say(t('Pickup.Searching'));
    let answer: unknown;
    try {
      answer = await request(appUrl(app, `api/v1/shipping/${encodeURIComponent(options.carrier)}/getpickuppoints`), {
        method: 'POST',
        body: searchBody(query, {
          countryCode: options.countryCode,
          shippingMethodId: options.shippingMethodId,
          searchRadius: options.searchRadius,
          maximumListSize: options.maximumListSize,
          culture,
        }),
        key: `pickup-search-${group}`,
        loader: true,
        signal,
      });
    } catch {
      say(''); // The error catalogue told the shopper; the list stays as it was.
      return;
    }
    const read = readPickupAnswer(answer);
    if (read.kind !== 'points') {
      console.warn(
        `[runtime] The pickup point search failed: ${read.kind === 'refused' ? `status ${read.status}` : read.reason}.`,
      );
      say('');
      void toast('error', t('Pickup.Error'), { title: t('Core.Error') });
      return;
    }
    if (read.skipped) console.warn(`[runtime] ${read.skipped} pickup point(s) of the answer could not be read.`);
    points = read.points;
    render();
    say(points.length ? t('Pickup.Found', { count: points.length }) : t('Pickup.NoneFound'));
  };

  const address = attachAddressSearch(form, { options, runtime, signal });
  sendOnce(
    form,
    async () => {
      const query = await address.query();
      if (!query) {
        say(t('Pickup.Empty'));
        return;
      }
      await search(query);
    },
    signal,
  );

  const first = { city: options.city, postalCode: options.postCode, address: options.address };
  if (first.city || first.postalCode || first.address) void search(first);
  else say(t('Pickup.Empty'));

  return () => map?.destroy();
}
