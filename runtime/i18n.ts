/**
 * Strings of the site, from the CMS's string resources: fetched once at boot, flat keys containing dots
 * (`Manager.UnknowsErrors`). A missing key or a failed fetch logs a console warning and the key itself is shown.
 */
import i18next, { type i18n } from 'i18next';
import type { RuntimeConfig } from './config.ts';
import { appUrl } from './urls.ts';

let instance: i18n | undefined;
const warnedKeys = new Set<string>();

export type StringResources = Record<string, string>;

export function stringResourcesUrl(config: Pick<RuntimeConfig, 'app' | 'culture'>): string {
  return appUrl(config.app, `api/v1/localization/${config.culture}/stringresources`);
}

/** Fetches the string resources once. Never throws: a failure leaves an empty dictionary. */
export async function loadStrings(config: Pick<RuntimeConfig, 'app' | 'culture'>): Promise<void> {
  let resources: StringResources = {};
  const url = stringResourcesUrl(config);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('the answer is not a dictionary');
    resources = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch (error) {
    console.warn(
      `[runtime] The string resources could not be loaded from ${url} (${String(error)}); keys are shown instead.`,
    );
  }
  installStrings(config.culture, resources);
}

/** Installs a dictionary (used by loadStrings, and by unit tests). */
export function installStrings(culture: string, resources: StringResources): void {
  const next = i18next.createInstance();
  // With the resources given and initAsync false, init completes before it returns; its promise never rejects.
  void next.init({
    lng: culture,
    fallbackLng: false,
    resources: { [culture]: { translation: resources } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance = next;
  warnedKeys.clear();
}

/**
 * The text of `key`. Placeholders: i18next's `{{name}}` from `values`, and the CMS's positional `{0}`, `{1}`…
 * from `values['0']`, `values['1']`… With `values.count`, i18next picks the plural form `key_one` / `key_other`
 * by the culture's plural rules (Intl.PluralRules), else `key` itself.
 */
export function t(key: string, values?: Record<string, string | number>): string {
  // With a count, a key may exist only in its plural forms (`key_one`, `key_other`): i18next resolves them.
  if (!instance?.exists(key, values)) {
    if (!warnedKeys.has(key)) {
      warnedKeys.add(key);
      console.warn(`[runtime] Missing string resource "${key}"; the key is shown instead.`);
    }
    return key;
  }
  const text = values ? instance.t(key, values) : instance.t(key);
  return values ? text.replace(/\{(\d+)\}/g, (match, index: string) => String(values[index] ?? match)) : text;
}
