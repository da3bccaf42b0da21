/**
 * The content map (runtime spec §3 Map, §9 zoom 13): the CMS's list of places becomes markers with popups on the
 * shop's own map style; the list stays as the keyboard and screen reader way to every marker's content.
 */
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { MapPoint, MapView } from '../shared/map-view.ts';
import type { MapOptions as Options } from './definition.ts';
import { centerOf, markersOf, type MarkerData } from './map-rules.ts';
import { mapTypeControl } from './map-type-control.ts';
import { firstChoice, offersTypeControl, styleChoices } from './map-types.ts';

const loadMap = () => import('../shared/map-view.ts');

/** A popup's content: the CMS's own markup of the item (server HTML), without the button the widget added. */
function popupOfItem(item: HTMLElement): HTMLElement {
  const box = document.createElement('div');
  box.className = 'content-map__popup';
  for (const child of Array.from(item.childNodes)) {
    if (!(child instanceof HTMLElement && child.matches('[data-map-show]'))) box.append(child.cloneNode(true));
  }
  return box;
}

function pointsOf(markers: MarkerData[], items: HTMLElement[]): MapPoint[] {
  return markers.map((marker) => ({
    id: marker.id,
    lat: marker.lat,
    lng: marker.lng,
    title: marker.title,
    icon: marker.icon,
    popup: () => popupOfItem(items[marker.index] as HTMLElement),
  }));
}

/**
 * The style drawn first (the CMS's map type, when the theme serves its style), and the map type control when there
 * is a choice. Street view has no maplibre equivalent: the theme developer is told.
 */
function mapTypesOf(options: Options) {
  const choices = styleChoices({
    roadmap: options.styleUrl,
    satellite: options.satelliteStyleUrl,
    hybrid: options.hybridStyleUrl,
    terrain: options.terrainStyleUrl,
  });
  const { choice, missing } = firstChoice(choices, options.mapType);
  if (missing)
    console.warn(
      `[runtime] The map’s data-map-type is "${missing}" but no data-${missing}-style-url names its style; the roadmap style is drawn.`,
    );
  if (options.streetViewControl)
    console.info('[runtime] The map has no street view (maplibre has none): data-street-view-control is ignored.');
  const control = offersTypeControl(options.mapTypeControl, choices)
    ? (view: MapView) => mapTypeControl(choices, choice.type, (picked) => view.setStyle(picked.url))
    : undefined;
  return { style: choice.url, control };
}

/**
 * The map chunk loaded and the map drawn with the points (fitted to them when asked); a marker click activates it.
 * Null where the browser cannot draw a map (the canvas says so).
 */
function drawMap(
  canvas: HTMLElement,
  options: Options,
  points: MapPoint[],
  runtime: WidgetContext['runtime'],
): Promise<MapView | null> {
  const center = centerOf(options.center);
  if (options.center && !center) console.warn('[runtime] The map’s data-center is not "lat, lng"; it is ignored.');
  const types = mapTypesOf(options);
  return runtime.chunks.load('map', loadMap, loadMap).then(async ({ createMapView }) => {
    const view = await createMapView(canvas, {
      style: types.style,
      zoom: options.zoom,
      center: center ?? (points[0] ? { lat: points[0].lat, lng: points[0].lng } : undefined),
      icon: options.icon,
      label: options.label,
      zoomControl: options.zoomControl,
      interactive: {
        dragPan: options.draggable,
        scrollZoom: options.scrollWheel,
        doubleClickZoom: !options.disableDoubleClickZoom,
      },
      onMarkerClick: (id) => view?.activate(id),
    });
    if (!view) return null;
    view.setPoints(points);
    if (options.zoomFitBounds && points.length) view.fitPoints(options.zoom);
    if (types.control) view.map.addControl(types.control(view), 'top-left');
    canvas.dataset.mapReady = '';
    return view;
  });
}

/** A "show on map" button in the list item of a marker: it activates the marker and brings the map into view. */
function addShowButton(
  item: HTMLElement,
  marker: MarkerData,
  canvas: HTMLElement,
  ready: Promise<MapView | null>,
  signal: AbortSignal,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-link btn-sm content-map__show';
  button.dataset.mapShow = marker.id;
  button.textContent = t('Map.ShowOnMap');
  button.setAttribute('aria-label', `${t('Map.ShowOnMap')} : ${marker.title}`);
  button.addEventListener(
    'click',
    () => {
      void ready.then((view) => {
        if (!view) return;
        view.activate(marker.id);
        canvas.scrollIntoView({ block: 'nearest' });
      });
    },
    { signal },
  );
  item.append(button);
  return button;
}

export async function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const canvas = element.querySelector<HTMLElement>('[data-map-canvas]');
  const list = element.querySelector<HTMLElement>('[data-map-markers]');
  if (!canvas) {
    console.error('[runtime] The map widget needs a [data-map-canvas] element.', element);
    return undefined;
  }
  const items = list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > li')) : [];
  const { markers, refused } = markersOf(items.map((item) => ({ ...item.dataset })));
  if (refused.length) console.warn(`[runtime] Map markers without valid data-lat and data-lng: ${refused.join(', ')}.`);
  const ready = drawMap(canvas, options, pointsOf(markers, items), runtime);
  const buttons = markers.map((marker) =>
    addShowButton(items[marker.index] as HTMLElement, marker, canvas, ready, signal),
  );

  let view: MapView | null = null;
  try {
    view = await ready;
  } catch (error) {
    runtime.errors.report(error);
  }
  // Without a map, the list's "show on map" buttons would lead nowhere.
  if (!view && !signal.aborted) for (const button of buttons) button.remove();
  if (signal.aborted) view?.destroy();
  return () => {
    view?.destroy();
    for (const button of buttons) button.remove();
  };
}
