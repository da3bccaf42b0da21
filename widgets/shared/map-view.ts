/**
 * The map of the pickup point screen and of the content map widget, on maplibre. This module is the map chunk:
 * maplibre, its worker (a module file served next to the chunks, with a JavaScript MIME type) and its CSS reach
 * only the pages that show a map. The map draws the style the page names (the reference CMS serves its own, so no
 * outside service is involved), one marker per point (an icon, or the default dot) and their popups; every text it
 * shows is the page's language.
 */
import {
  GPUInitializationError,
  LngLatBounds,
  Map as MapLibre,
  type MapOptions,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from 'maplibre-gl';
import workerPath from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import stylesPath from 'maplibre-gl/dist/maplibre-gl.css?url';
import markerStylesPath from './map-view.css?url';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { onWidthSettled } from './width-settled.ts';

/** The build writes asset paths relative to the chunk that imports them. */
const distUrl = (path: string) => new URL(path, import.meta.url).href;

/**
 * maplibre's CSS and our markers' (map-view.css), once per page; resolves when they apply (one that fails is a
 * ChunkLoadError whose Retry loads it again: runtime/stylesheet.ts).
 */
const loadStyles = () =>
  Promise.all([loadStylesheet(distUrl(stylesPath)), loadStylesheet(distUrl(markerStylesPath))]).then(() => undefined);

setWorkerUrl(distUrl(workerPath));

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** The marker's name (its title, and its popup's heading when the popup has none). */
  title: string;
  /** Marker image; without one, the default dot. */
  icon?: string;
  /** The popup's content, built when it first opens. */
  popup?: () => Node;
}

export interface MapViewOptions {
  style: string;
  center?: { lat: number; lng: number };
  zoom: number;
  /** Marker icon for points without their own. */
  icon?: string;
  interactive?: {
    dragPan?: boolean;
    scrollZoom?: boolean;
    doubleClickZoom?: boolean;
  };
  zoomControl?: boolean;
  /** The map's accessible name. */
  label: string;
  /** The map draws markers that can be clicked (the list beside it is their keyboard alternative). */
  onMarkerClick?: (id: string) => void;
}

export interface MapView {
  readonly map: MapLibre;
  /** Replaces the markers. */
  setPoints(points: readonly MapPoint[]): void;
  /** Shows every marker (or centres on the only one) at most at `maxZoom`. */
  fitPoints(maxZoom: number): void;
  /** Marks a marker as the active one, opens its popup and brings it into view. */
  activate(id: string | null): void;
  /** Opens a marker's popup (without marking it). */
  openPopup(id: string): void;
  setStyle(style: string): void;
  destroy(): void;
}

const uiStrings = () => ({
  'Map.Title': t('Map.Title'),
  'Marker.Title': t('Map.Marker'),
  'NavigationControl.ZoomIn': t('Map.ZoomIn'),
  'NavigationControl.ZoomOut': t('Map.ZoomOut'),
  'NavigationControl.ResetBearing': t('Map.ResetBearing'),
  'Popup.Close': t('Map.ClosePopup'),
  'AttributionControl.ToggleAttribution': t('Map.ToggleAttribution'),
});

function markerElement(point: MapPoint, fallbackIcon: string | undefined): HTMLElement {
  const element = document.createElement('div');
  element.className = 'rt-map-marker';
  element.dataset.pointId = point.id;
  element.title = point.title;
  // A marker's own icon (a data attribute) loads only from the site; another host's gives way to the map's icon
  // (a checked option) or the default dot.
  const icon = (point.icon && sameOriginPath(point.icon)) || fallbackIcon;
  if (icon) {
    const image = document.createElement('img');
    image.src = icon;
    image.alt = '';
    image.className = 'rt-map-marker__icon';
    element.append(image);
  } else {
    element.classList.add('rt-map-marker--dot');
  }
  return element;
}

/** A maplibre map in `container`, worded in the page's language, with its zoom buttons and its accessible name. */
function newMap(container: HTMLElement, options: MapViewOptions): MapLibre {
  const mapOptions: MapOptions = {
    container,
    style: options.style,
    zoom: options.zoom,
    center: options.center ? [options.center.lng, options.center.lat] : [4.47, 50.64],
    locale: uiStrings(),
    dragPan: options.interactive?.dragPan ?? true,
    scrollZoom: options.interactive?.scrollZoom ?? true,
    doubleClickZoom: options.interactive?.doubleClickZoom ?? true,
    attributionControl: { compact: true },
    cooperativeGestures: false,
    // Drawn again 150 ms after the width has settled (runtime spec §9), not at every step of a resize.
    trackResize: false,
  };
  const map = new MapLibre(mapOptions);
  map.getCanvas().setAttribute('aria-label', options.label);
  if (options.zoomControl !== false) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('error', (event) => console.warn(`[runtime] The map reported an error: ${event.error.message}`));
  return map;
}

interface PlacedMarker {
  marker: Marker;
  point: MapPoint;
  /** Built when it first opens. */
  popup?: Popup;
}

/** A point's marker on the map: hidden from assistive technology (the list beside the map is their way). */
function placeMarker(map: MapLibre, point: MapPoint, options: MapViewOptions): Marker {
  const element = markerElement(point, options.icon);
  // The list (or the theme's list of markers) is the keyboard and screen reader way to every marker.
  element.setAttribute('aria-hidden', 'true');
  const marker = new Marker({
    element,
    anchor: element.classList.contains('rt-map-marker--dot') ? 'center' : 'bottom',
  })
    .setLngLat([point.lng, point.lat])
    .addTo(map);
  element.tabIndex = -1;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    options.onMarkerClick?.(point.id);
  });
  return marker;
}

function popupOf(entry: PlacedMarker): Popup | undefined {
  if (!entry.point.popup) return undefined;
  if (!entry.popup) {
    entry.popup = new Popup({ offset: 18, maxWidth: '280px', focusAfterOpen: false }).setDOMContent(
      entry.point.popup(),
    );
    entry.marker.setPopup(entry.popup);
  }
  return entry.popup;
}

/** The map with its markers, one of them active, one popup open at a time. */
class MarkerMap implements MapView {
  private readonly markers = new globalThis.Map<string, PlacedMarker>();
  private active: string | null = null;

  constructor(
    readonly map: MapLibre,
    private readonly options: MapViewOptions,
    private readonly life: AbortController,
  ) {}

  setPoints(points: readonly MapPoint[]): void {
    for (const entry of this.markers.values()) entry.marker.remove();
    this.markers.clear();
    this.active = null;
    for (const point of points)
      this.markers.set(point.id, { marker: placeMarker(this.map, point, this.options), point });
  }

  fitPoints(maxZoom: number): void {
    const all = [...this.markers.values()].map((entry) => entry.point);
    if (!all.length) return;
    if (all.length === 1) {
      const [only] = all as [MapPoint];
      this.map.jumpTo({ center: [only.lng, only.lat], zoom: maxZoom });
      return;
    }
    const bounds = new LngLatBounds();
    for (const point of all) bounds.extend([point.lng, point.lat]);
    // More room above: a pin stands on its point and rises about 40 px over it.
    this.map.fitBounds(bounds, { padding: { top: 56, right: 32, bottom: 24, left: 32 }, maxZoom, animate: false });
  }

  activate(id: string | null): void {
    if (this.active) this.markers.get(this.active)?.marker.getElement().classList.remove('is-active');
    this.active = id;
    const entry = id ? this.markers.get(id) : undefined;
    if (!entry) return;
    entry.marker.getElement().classList.add('is-active');
    this.openPopup(id as string);
    this.map.easeTo({
      center: entry.marker.getLngLat(),
      duration: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    });
  }

  openPopup(id: string): void {
    const entry = this.markers.get(id);
    if (!entry) return;
    // One popup at a time.
    for (const [other, { popup }] of this.markers) if (other !== id && popup?.isOpen()) popup.remove();
    const popup = popupOf(entry);
    if (popup && !popup.isOpen()) entry.marker.togglePopup();
  }

  setStyle(style: string): void {
    this.map.setStyle(style);
  }

  destroy(): void {
    this.life.abort();
    this.map.remove();
  }
}

/**
 * Where the browser cannot draw a map (no WebGL2: switched off, or no driver), the room says so in the page's
 * language; the list beside the map stays the way to every place. Not an error of the shop: no error dialog.
 */
function tellUnavailable(container: HTMLElement, error: GPUInitializationError): void {
  console.warn(`[runtime] This browser cannot draw the map (${error.statusMessage ?? 'no WebGL2 context'}).`);
  const note = document.createElement('p');
  note.className = 'rt-map-unavailable';
  note.textContent = t('Map.Unavailable');
  container.replaceChildren(note);
  container.dataset.mapUnavailable = '';
}

/** The map drawn in `container`; null where this browser cannot draw one (the container then says so). */
export async function createMapView(container: HTMLElement, options: MapViewOptions): Promise<MapView | null> {
  await loadStyles();
  let map: MapLibre;
  try {
    map = newMap(container, options);
  } catch (error) {
    if (!(error instanceof GPUInitializationError)) throw error;
    tellUnavailable(container, error);
    return null;
  }
  const life = new AbortController();
  onWidthSettled(container, () => map.resize(), life.signal);
  return new MarkerMap(map, options, life);
}
