/**
 * The map type control (runtime spec §3 Map: map type control): one button per style the map can draw, worded in the
 * page's language, the drawn one pressed. A maplibre control (its corner, its look); choosing a type is told to
 * `onPick` (the map then draws that style, its markers and popups staying).
 */
import { t } from '../../runtime/i18n.ts';
import type { MapStyleChoice, MapType } from './map-types.ts';

const LABEL_KEYS: Record<MapType, string> = {
  roadmap: 'Map.Type.Roadmap',
  satellite: 'Map.Type.Satellite',
  hybrid: 'Map.Type.Hybrid',
  terrain: 'Map.Type.Terrain',
};

export interface MapTypeControl {
  onAdd(): HTMLElement;
  onRemove(): void;
}

export function mapTypeControl(
  choices: readonly MapStyleChoice[],
  current: MapType,
  onPick: (choice: MapStyleChoice) => void,
): MapTypeControl {
  const group = document.createElement('div');
  group.className = 'maplibregl-ctrl maplibregl-ctrl-group rt-map-types';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('Map.Types'));
  const buttons = choices.map((choice) => {
    const button = Object.assign(document.createElement('button'), { type: 'button' });
    button.textContent = t(LABEL_KEYS[choice.type]);
    button.dataset.mapType = choice.type;
    button.setAttribute('aria-pressed', String(choice.type === current));
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-pressed') === 'true') return;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      onPick(choice);
    });
    return button;
  });
  group.append(...buttons);
  return { onAdd: () => group, onRemove: () => group.remove() };
}
