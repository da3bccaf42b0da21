/**
 * The location form (runtime spec §3 "Location data kept in cookies", §8 "Geocoding and geolocation failures"):
 * a typed postal code or address, or the visitor's position, is geocoded and the first result becomes the current
 * location (see current-location.ts for where it is kept). Failures are logged with console.warn, as the spec
 * asks, and also told in the form's status line, so that nobody is left waiting; the field keeps its text.
 */
import type * as v from 'valibot';
import { on, type VisitorLocation } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { appUrl } from '../../runtime/urls.ts';
import { currentLocation, setCurrentLocation } from './current-location.ts';
import type { locationOptions } from './definitions.ts';
import { cmsGeocoder, type GeocodeQuery, latlngOf } from '../shared/geocoder.ts';
import { type Medium, placeLabel, toVisitorLocation } from './location-rules.ts';

type Options = v.InferOutput<typeof locationOptions>;

/** How long the browser may look for the position, and how old a position it may reuse. */
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 10 * 60_000 };

function positionOf(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

function statusLine(form: HTMLElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-location-status]');
  if (existing) return existing;
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.className = 'location-status';
  form.append(line);
  return line;
}

/** "Near 1000 Bruxelles" with its Change button, shown while the fields are hidden. */
function currentLine(form: HTMLElement, fields: HTMLElement | null): { line: HTMLElement; change: HTMLButtonElement } {
  const line = document.createElement('p');
  line.className = 'location-current';
  line.hidden = true;
  const text = document.createElement('span');
  text.className = 'location-current__place';
  const change = document.createElement('button');
  change.type = 'button';
  change.className = 'location-current__change';
  change.textContent = t('Location.Change');
  if (fields?.id) change.setAttribute('aria-controls', fields.id);
  line.append(text, ' ', change);
  (fields ?? form).before(line);
  return { line, change };
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  const input =
    element.querySelector<HTMLInputElement>('[data-location-query]') ??
    element.querySelector<HTMLInputElement>('input[type=text], input[type=search], input:not([type])');
  if (!form || !input) {
    console.error('[runtime] The location widget needs a form with a text field.', element);
    return undefined;
  }
  const { config } = runtime;
  const { app, culture } = config;
  const geocoder = cmsGeocoder(options.geocodeUrl ?? appUrl(app, 'api/v1/geocode'));
  const status = statusLine(element);
  const fields = element.querySelector<HTMLElement>('[data-location-fields]');
  const { line, change } = currentLine(form, fields);
  const geolocate = element.querySelector<HTMLButtonElement>('[data-location-geolocate]');
  if (geolocate) geolocate.hidden = !('geolocation' in navigator);

  const say = (text: string) => {
    status.textContent = text;
  };
  /** With a location: "Near …" and its Change button; the fields hide (when the CMS wrapped them). */
  const show = (place: VisitorLocation) => {
    (line.firstElementChild as HTMLElement).textContent = t('Location.Near', { place: placeLabel(place) });
    line.hidden = false;
    if (!fields || fields.hidden) return;
    const hadFocus = fields.contains(document.activeElement);
    fields.hidden = true;
    if (hadFocus) change.focus();
  };

  const find = async (query: GeocodeQuery, medium: Medium, asked: string) => {
    const outcome = await geocoder.geocode(query, { language: culture, signal });
    switch (outcome.kind) {
      case 'aborted':
        return;
      case 'found': {
        const place = toVisitorLocation(outcome.results[0] as (typeof outcome.results)[number], medium);
        say(t('Location.Found', { place: placeLabel(place) }));
        setCurrentLocation(config, place); // its location:changed event shows it here too
        return;
      }
      case 'none':
        console.warn(`[runtime] Geocoding found no place for ${asked}.`);
        say(medium === 'search' ? t('Location.NotFound', { query: asked }) : t('Location.Unavailable'));
        return;
      case 'failed':
        console.warn(`[runtime] Geocoding ${asked} failed: ${outcome.reason}.`);
        say(t('Location.Error'));
    }
  };

  sendOnce(
    form,
    async () => {
      const asked = input.value.trim();
      if (!asked) {
        say(t('Location.Empty'));
        input.focus();
        return;
      }
      say(t('Location.Searching'));
      await find({ address: asked }, 'search', asked);
    },
    signal,
  );

  let locating = false;
  /** Reports its own failures (console warning and the status line). */
  const locate = async (button: HTMLButtonElement) => {
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
  geolocate?.addEventListener('click', () => void locate(geolocate), { signal });

  change.addEventListener(
    'click',
    () => {
      line.hidden = true;
      if (fields) fields.hidden = false;
      say('');
      input.focus();
      input.select();
    },
    { signal },
  );

  // Another location form (the header's, say) may change the location too.
  on('location:changed', (event) => show(event.detail.location), { signal });
  const known = currentLocation(config);
  if (known) show(known);

  return () => {
    line.remove();
    if (fields) fields.hidden = false;
  };
}
