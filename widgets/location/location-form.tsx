/**
 * The location form's island (runtime spec §3 "Location data kept in cookies", §8 "Geocoding and geolocation
 * failures"): the server's form (text field, submit and position buttons, status line, fields) with the place known
 * drawn as "Near … [Change]" (`CurrentPlace`), the fields hidden meanwhile, and what the search says in the status
 * line. The search and the position are `useLocationSearch`'s; the outcome's meaning is `geocodeReport`'s.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { VisitorLocation } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { type GeocodeQuery, type Geocoder, latlngOf } from '../shared/geocoder.ts';
import { setCurrentLocation } from './current-location.ts';
import { geocodeReport, type Medium, placeLabel } from './location-rules.ts';
import { useVisitorLocation } from './use-visitor-location.ts';

/** How long the browser may look for the position, and how old a position it may reuse. */
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 10 * 60_000 };

const positionOf = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS),
  );

/** The server's parts of the form, found by the mount. */
export interface LocationFormParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The fields hidden while a place is shown (when the CMS wrapped them in [data-location-fields]). */
  fields: HTMLElement | null;
  geolocate: HTMLButtonElement | null;
  /** The status line, and the text the server put there (shown until the form has something to say). */
  status: HTMLElement;
  serverStatus: string;
  /** The "Near …" line this island draws into. */
  line: HTMLElement;
}

interface LocationFormProps {
  parts: LocationFormParts;
  config: Pick<RuntimeConfig, 'cms' | 'culture'>;
  geocoder: Geocoder;
  /** The widget's: aborted when the form leaves the page. */
  signal: AbortSignal;
}

export function LocationForm({ parts, config, geocoder, signal }: LocationFormProps) {
  const place = useVisitorLocation(config);
  const status = useLocationSearch(parts, config, geocoder, signal);
  // Change hides the place until the next one (from this form or another) is known.
  const [changing, setChanging] = useState<VisitorLocation | null>(null);
  const change = useRef<HTMLButtonElement>(null);
  const shown = place !== null && changing !== place;
  usePlaceShown(parts, shown, change);
  const onChange = () => {
    flushSync(() => {
      setChanging(place);
      status.say('');
    });
    parts.input.focus();
    parts.input.select();
  };
  return (
    <>
      {createPortal(status.text ?? parts.serverStatus, parts.status)}
      <CurrentPlace place={place} fields={parts.fields} buttonRef={change} onChange={onChange} />
    </>
  );
}

interface CurrentPlaceProps {
  place: VisitorLocation | null;
  fields: HTMLElement | null;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
}

/** "Near 1000 Bruxelles" and its Change button. */
function CurrentPlace({ place, fields, buttonRef, onChange }: CurrentPlaceProps) {
  return (
    <>
      <span className="location-current__place">{place ? t('Location.Near', { place: placeLabel(place) }) : ''}</span>{' '}
      <button
        ref={buttonRef}
        type="button"
        className="location-current__change"
        aria-controls={fields?.id || undefined}
        onClick={onChange}
      >
        {t('Location.Change')}
      </button>
    </>
  );
}

/** With a place: its line shows and the fields hide (the focus, if it was in them, goes to Change); else the reverse. */
function usePlaceShown({ line, fields }: LocationFormParts, shown: boolean, change: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    line.toggleAttribute('hidden', !shown);
    if (!fields || fields.hidden === shown) return;
    const hadFocus = fields.contains(document.activeElement);
    fields.toggleAttribute('hidden', shown);
    if (shown && hadFocus) change.current?.focus();
  }, [line, fields, shown, change]);
}

/**
 * The typed search (sent once at a time) and the position button: the first place found becomes the current
 * location; failures are logged and said in the status line, the field keeping its text. Returns the status text
 * (null until there is something to say) and how to say something.
 */
function useLocationSearch(
  parts: LocationFormParts,
  config: LocationFormProps['config'],
  geocoder: Geocoder,
  signal: AbortSignal,
) {
  const [text, say] = useState<string | null>(null);
  useEffect(() => {
    const { form, input, geolocate } = parts;
    const find = async (query: GeocodeQuery, medium: Medium, asked: string) => {
      const report = geocodeReport(await geocoder.geocode(query, { language: config.culture, signal }), medium, asked);
      if (!report) return;
      if (report.warning) console.warn(report.warning);
      say(t(report.message.key, report.message.values));
      if (report.place) setCurrentLocation(config, report.place); // its location:changed shows it
    };
    const listening = new AbortController();
    sendOnce(form, () => search(input, say, find), listening.signal);
    if (geolocate) {
      const locate = positionSearch(geolocate, say, find, signal);
      geolocate.addEventListener('click', () => void locate(), { signal: listening.signal });
    }
    return () => listening.abort();
  }, [parts, config, geocoder, signal]);
  return { text, say };
}

type Find = (query: GeocodeQuery, medium: Medium, asked: string) => Promise<void>;

/** The typed postal code or address; an empty field is told, and focused. */
async function search(input: HTMLInputElement, say: (text: string) => void, find: Find): Promise<void> {
  const asked = input.value.trim();
  if (!asked) {
    say(t('Location.Empty'));
    input.focus();
    return;
  }
  say(t('Location.Searching'));
  await find({ address: asked }, 'search', asked);
}

/** The position button's click: one look at a time, its failures logged and told (refused or unavailable). */
function positionSearch(button: HTMLButtonElement, say: (text: string) => void, find: Find, signal: AbortSignal) {
  let locating = false;
  return async () => {
    if (locating) return;
    locating = true;
    button.setAttribute('aria-disabled', 'true');
    say(t('Location.Locating'));
    try {
      const position = await positionOf();
      if (signal.aborted) return;
      await find({ latlng: latlngOf(position.coords) }, 'geolocation', 'the visitor’s position');
    } catch (error) {
      const denied = (error as GeolocationPositionError).code === 1; // PERMISSION_DENIED
      console.warn(`[runtime] Geolocation failed: ${(error as GeolocationPositionError).message || String(error)}.`);
      say(t(denied ? 'Location.Denied' : 'Location.Unavailable'));
    } finally {
      locating = false;
      button.removeAttribute('aria-disabled');
    }
  };
}
