/**
 * The location form (runtime spec §3 "Location data kept in cookies", §8 "Geocoding and geolocation failures"):
 * a typed postal code or address, or the visitor's position, is geocoded and the first result becomes the current
 * location (see current-location.ts for where it is kept). A React island (location-form.tsx) over the server's
 * form. Failures are logged with console.warn, as the spec asks, and also told in the form's status line, so that
 * nobody is left waiting; the field keeps its text.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { mountIsland } from '../react-islands.tsx';
import { cmsGeocoder } from '../shared/geocoder.ts';
import type { LocationOptions as Options } from './definition.ts';
import { LocationForm, type LocationFormParts } from './location-form.tsx';

function statusLine(form: HTMLElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-location-status]');
  if (existing) return existing;
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.className = 'location-status';
  form.append(line);
  return line;
}

/** The line "Near 1000 Bruxelles [Change]" goes before the fields, hidden until a place is known. */
function currentLine(form: HTMLElement, fields: HTMLElement | null): HTMLElement {
  const line = document.createElement('p');
  line.className = 'location-current';
  line.hidden = true;
  (fields ?? form).before(line);
  return line;
}

/** The server's parts of the form, or null (told in the console) when it has no form or no text field. */
function partsOf(element: HTMLElement): LocationFormParts | null {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  const input =
    element.querySelector<HTMLInputElement>('[data-location-query]') ??
    element.querySelector<HTMLInputElement>('input[type=text], input[type=search], input:not([type])');
  if (!form || !input) {
    console.error('[runtime] The location widget needs a form with a text field.', element);
    return null;
  }
  const fields = element.querySelector<HTMLElement>('[data-location-fields]');
  const status = statusLine(element);
  const serverStatus = status.textContent ?? '';
  status.replaceChildren();
  const geolocate = element.querySelector<HTMLButtonElement>('[data-location-geolocate]');
  if (geolocate) geolocate.hidden = !('geolocation' in navigator);
  return { form, input, fields, geolocate, status, serverStatus, line: currentLine(form, fields) };
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const parts = partsOf(element);
  if (!parts) return undefined;
  const { config } = runtime;
  const geocoder = cmsGeocoder(options.geocodeUrl ?? appUrl(config.app, 'api/v1/geocode'));
  const unmount = mountIsland(
    parts.line,
    <LocationForm parts={parts} config={config} geocoder={geocoder} signal={signal} />,
  );
  return () => {
    unmount();
    parts.line.remove();
    if (parts.fields) parts.fields.hidden = false;
  };
}
