/**
 * The pickup point screen's island (shop spec §2, §4, §5, §7, §8, §9), over the server's markup: the carrier's
 * points as a list (`PickupPointEntry`, a radio group: the complete keyboard and screen reader way to choose) and
 * as markers on a map (`PickupMap`), kept in step both ways; what the search says in the status line
 * (`SearchStatus`); the select button (`SelectPointButton`). Choosing marks the point in both and enables the
 * select button; the popup's button or the select button saves the point and the page reloads. The state is
 * `pickupReducer`'s (pickup-rules.ts), the search `usePickupSearch`'s.
 */
import { type Dispatch, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { modalOf } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { formatDistance } from '../shared/distance.ts';
import type { PickupPointsOptions as Options } from './definition.ts';
import { PickupMap } from './pickup-map.tsx';
import {
  chosenPoint,
  initialPickupState,
  type PickupAction,
  type PickupMessage,
  type PickupPoint,
  pickupReducer,
  savedPointPayload,
} from './pickup-rules.ts';
import { PickupPointEntry } from './point-entry.tsx';
import { usePickupSearch } from './use-pickup-search.ts';

/** The server's parts of the screen, found by the mount. */
export interface PickupParts {
  root: HTMLElement;
  form: HTMLFormElement;
  list: HTMLElement;
  select: HTMLButtonElement;
  status: HTMLElement | null;
  map: HTMLElement | null;
}

interface PickupScreenProps {
  parts: PickupParts;
  options: Options;
  runtime: Runtime;
  /** The widget's: aborted when the screen leaves the page. */
  signal: AbortSignal;
  /** The radio group's name, unique on the page. */
  group: string;
}

export function PickupScreen({ parts, options, runtime, signal, group }: PickupScreenProps) {
  const [state, dispatch] = useReducer(pickupReducer, initialPickupState);
  const search = useMemo(
    () => ({ form: parts.form, options, runtime, signal, key: `pickup-search-${group}` }),
    [parts.form, options, runtime, signal, group],
  );
  usePickupSearch(search, dispatch);
  const save = usePointSaving(parts.root, options, runtime, signal, dispatch);
  const { culture } = runtime.config;
  const distanceOf = useCallback(
    (point: PickupPoint) =>
      point.Distance === null ? '' : t('Pickup.Distance', { distance: formatDistance(point.Distance, culture) }),
    [culture],
  );
  const chooseOnMap = useCallback((id: string) => dispatch({ type: 'choose', id, from: 'map' }), []);
  const chooseInList = useCallback((id: string) => dispatch({ type: 'choose', id, from: 'list' }), []);
  const chooseInPopup = useCallback(
    (point: PickupPoint) => {
      chooseOnMap(point.PublicAccessPointID);
      save(point);
    },
    [chooseOnMap, save],
  );
  return (
    <>
      {state.points.map((point, index) => (
        <PickupPointEntry
          key={`${state.answer}-${index}`}
          point={point}
          group={group}
          distance={distanceOf(point)}
          current={point.PublicAccessPointID === options.selectedPoint}
          chosen={point.PublicAccessPointID === state.chosen}
          revealed={state.revealed}
          onChoose={chooseInList}
        />
      ))}
      {parts.status && <SearchStatus element={parts.status} message={state.status} />}
      <SelectPointButton button={parts.select} point={chosenPoint(state)} saving={state.saving} onSave={save} />
      {parts.map && (
        <PickupMap
          box={parts.map}
          points={state.points}
          answer={state.answer}
          chosen={state.chosen}
          styleUrl={options.styleUrl}
          icon={options.icon}
          distanceOf={distanceOf}
          onMarker={chooseOnMap}
          onChoose={chooseInPopup}
          runtime={runtime}
          signal={signal}
        />
      )}
    </>
  );
}

/** What the search says, in the server's status line. */
function SearchStatus({ element, message }: { element: HTMLElement; message: PickupMessage | null }) {
  return createPortal(message ? t(message.key, message.values) : '', element);
}

interface SelectPointButtonProps {
  button: HTMLButtonElement;
  point: PickupPoint | null;
  saving: boolean;
  onSave: (point: PickupPoint) => void;
}

/** The server's select button: enabled while a point is chosen and none is being saved; it saves the chosen one. */
function SelectPointButton({ button, point, saving, onSave }: SelectPointButtonProps) {
  useLayoutEffect(() => {
    button.toggleAttribute('disabled', !point || saving);
  }, [button, point, saving]);
  const pressed = useRef(() => {});
  useEffect(() => {
    pressed.current = () => point && onSave(point);
  }, [point, onSave]);
  useEffect(() => {
    const listening = new AbortController();
    button.addEventListener('click', () => pressed.current(), { signal: listening.signal });
    return () => listening.abort();
  }, [button]);
  return null;
}

/** The billing first and last name of the checkout the screen was opened from (shop spec §3). */
function shopper() {
  const value = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)?.value.trim() ?? '';
  return { firstName: value('BillingFirstName'), lastName: value('BillingLastName') };
}

/**
 * Saving a point, once at a time: pickup:saved, the dialog closes and the page reloads. A failed request was told
 * by the error catalogue; the choice stays, so that the shopper can try again.
 */
function usePointSaving(
  root: HTMLElement,
  options: Options,
  runtime: Runtime,
  signal: AbortSignal,
  dispatch: Dispatch<PickupAction>,
) {
  const saving = useRef(false);
  return useCallback(
    (point: PickupPoint) => {
      if (saving.current) return;
      saving.current = true;
      dispatch({ type: 'saving' });
      const { carrier, shippingMethodId } = options;
      request(appUrl(runtime.config.app, 'api/v1/shoppingcarts/externalpickuppoint'), {
        method: 'POST',
        body: savedPointPayload(point, { carrier, shippingMethodId, shopper: shopper() }),
        loader: true,
        signal,
      }).then(
        () => {
          emit('pickup:saved', { shippingMethodId, pointId: point.PublicAccessPointID });
          modalOf(root)?.close();
          runtime.pages.reload();
        },
        () => {
          saving.current = false;
          dispatch({ type: 'save-failed' });
        },
      );
    },
    [root, options, runtime, signal, dispatch],
  );
}
