/**
 * The pickup points on a maplibre map (shop spec §9), through the map chunk's MapView (widgets/shared/map-view.ts,
 * loaded with the first answer): a marker per located point, fitted at PICKUP_MAP_ZOOM at most, the chosen one
 * active with its popup open. A marker's click is told to `onMarker`; each popup (`PointPopup`) is drawn by React
 * into its own box, which the map shows when the popup opens.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import type { MapView } from '../shared/map-view.ts';
import { PICKUP_MAP_ZOOM, type PickupPoint } from './pickup-rules.ts';
import { PointPopup } from './point-entry.tsx';

const loadMap = () => import('../shared/map-view.ts');
type MapModule = Awaited<ReturnType<typeof loadMap>>;

/** The map chunk, loading; a failure is told by the one who waits for it (no unhandled rejection meanwhile). */
function loadMapChunk(runtime: Runtime): Promise<MapModule> {
  const loading = runtime.chunks.load('map', loadMap, loadMap);
  loading.catch(() => {});
  return loading;
}

interface PickupMapProps {
  /** The server's [data-pickup-map] element. */
  box: HTMLElement;
  points: PickupPoint[];
  /** Counts the answers read: the map loads with the first. */
  answer: number;
  chosen: string | null;
  styleUrl: string;
  icon: string | undefined;
  distanceOf: (point: PickupPoint) => string;
  /** A marker was clicked. */
  onMarker: (id: string) => void;
  /** A popup's choose button was pressed. */
  onChoose: (point: PickupPoint) => void;
  runtime: Runtime;
  signal: AbortSignal;
}

export function PickupMap(props: PickupMapProps) {
  const { points, chosen, distanceOf, onChoose } = props;
  const view = useMapView(props);
  const popups = useMemo(() => popupBoxes(points), [points]);
  useEffect(() => {
    if (!view) return;
    view.setPoints(
      popups.map(({ point, box }) => ({
        id: point.PublicAccessPointID,
        lat: point.Geocode?.Latitude ?? 0,
        lng: point.Geocode?.Longitude ?? 0,
        title: point.ConsigneeName,
        popup: () => box,
      })),
    );
    view.fitPoints(PICKUP_MAP_ZOOM);
  }, [view, popups]);
  useEffect(() => {
    view?.activate(chosen);
  }, [view, popups, chosen]);
  return popups.map(({ point, box }, index) =>
    createPortal(
      <PointPopup point={point} distance={distanceOf(point)} onChoose={() => onChoose(point)} />,
      box,
      `${index}`,
    ),
  );
}

/** A popup box (`.pickup-popup`) for each point with a position. */
function popupBoxes(points: PickupPoint[]) {
  return points
    .filter((point) => point.Geocode)
    .map((point) => {
      const box = document.createElement('div');
      box.className = 'pickup-popup';
      return { point, box };
    });
}

/**
 * The map in `box`, once the first answer came (null until then; when the chunk failed, the failure is reported
 * and the next answer loads it again; where the browser cannot draw a map, the box says so); destroyed with the
 * screen. Its chunk starts loading at once.
 */
function useMapView({ box, answer, styleUrl, icon, onMarker, runtime, signal }: PickupMapProps): MapView | null {
  const [view, setView] = useState<MapView | null>(null);
  const chunk = useRef<Promise<MapModule> | null>(null);
  const loading = useRef(false);
  const markerClicked = useRef(onMarker);
  useEffect(() => {
    markerClicked.current = onMarker;
  }, [onMarker]);
  // The chunk downloads while the carrier answers; the map is drawn with the first answer.
  useEffect(() => {
    chunk.current ??= loadMapChunk(runtime);
  }, [runtime]);
  useEffect(() => {
    if (!answer || loading.current) return;
    loading.current = true;
    const options = { style: styleUrl, icon, onMarkerClick: (id: string) => markerClicked.current(id) };
    const module = (chunk.current ??= loadMapChunk(runtime));
    void openMap(module, box, options, runtime, signal).then((opened) => {
      if (opened === 'unavailable') return;
      if (opened) setView(opened);
      else [loading.current, chunk.current] = [false, null];
    });
  }, [box, answer, styleUrl, icon, runtime, signal]);
  useEffect(() => () => view?.destroy(), [view]);
  return view;
}

type MapSettings = { style: string; icon: string | undefined; onMarkerClick: (id: string) => void };

async function openMap(
  chunk: Promise<MapModule>,
  box: HTMLElement,
  settings: MapSettings,
  runtime: Runtime,
  signal: AbortSignal,
) {
  try {
    const { createMapView } = await chunk;
    if (signal.aborted) return null;
    const view = await createMapView(box, { ...settings, zoom: PICKUP_MAP_ZOOM, label: t('Pickup.Map') });
    // The browser cannot draw a map (the box says so): the list is the way, and the next answer does not try again.
    if (!view) return 'unavailable';
    if (signal.aborted) {
      view.destroy();
      return null;
    }
    box.dataset.mapReady = '';
    return view;
  } catch (error) {
    runtime.errors.report(error);
    return null;
  }
}
