/**
 * The runtime's configuration, read from the data attributes of its own script tag:
 *
 *   <script type="module" src="/Dist/runtime.js" data-app="" data-culture="fr" data-cms="atelier"></script>
 *
 * A wrong value logs one console error and the documented default is used.
 */
import * as v from 'valibot';
import { datasetKeyToAttribute, describeElement } from './dom.ts';
import { attr, type OptionsOf, parseOptionsWithDefaults, readData } from './options.ts';

export const CULTURES = ['fr', 'nl'] as const;
export type Culture = (typeof CULTURES)[number];

function cultureOfDocument(): Culture {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return (CULTURES as readonly string[]).includes(lang) ? (lang as Culture) : 'fr';
}

export const configSchema = v.object({
  app: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\/[\w.~-]+)*$/, 'must be empty or a path such as "/shop" (no trailing slash)'),
      v.description('Application path the site runs under; every route and call starts with it.'),
      v.metadata({ kind: 'path' }),
    ),
    '',
  ),
  culture: v.optional(
    attr.choice({
      description: 'Language of the page. Defaults to the `lang` of `<html>`, else fr.',
      values: CULTURES,
    }),
    cultureOfDocument,
  ),
  cms: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"'),
      v.description('CMS name, used as the prefix of the cookies the runtime sets.'),
      v.metadata({ kind: 'name' }),
    ),
    'cms',
  ),
  delayIn: v.optional(
    attr.number({
      description: 'Page leaving animation delay in ms (the shop front uses 350).',
      min: 0,
      integer: true,
    }),
    '10',
  ),
  delayOut: v.optional(
    attr.number({ description: 'Page entering animation delay in ms (the shop front uses 0).', min: 0, integer: true }),
    '10',
  ),
  consentStamp: v.optional(
    attr.text({ description: 'Version of the consent settings; a stored consent with another stamp is asked again.' }),
    '',
  ),
  chunkTimeout: v.optional(
    attr.number({
      description: 'Time in ms after which a lazy chunk that has not loaded is a ChunkLoadError.',
      min: 1,
    }),
    '120000',
  ),
  navigationTimeout: v.optional(
    attr.number({ description: 'Time in ms a page loaded in place has to answer (0: htmx’s 60 s).', min: 0 }),
    '20000',
  ),
});

export type RuntimeConfig = OptionsOf<typeof configSchema>;

/** Reads the configuration from the runtime's script tag (or defaults when there is none). */
export function readConfig(script: HTMLScriptElement | null): RuntimeConfig {
  if (!script) return v.parse(configSchema, {});
  const known = Object.keys(configSchema.entries);
  const unknown = Object.keys(readData(script)).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    console.warn(
      `[runtime] The runtime script tag ${describeElement(script)} has unknown attributes: ${unknown.map(datasetKeyToAttribute).join(', ')}.`,
    );
  }
  return parseOptionsWithDefaults(configSchema, script, 'Runtime configuration');
}

/** The script tag that loaded this module: the one whose src is `moduleUrl`. */
export function findOwnScript(moduleUrl: string): HTMLScriptElement | null {
  for (const script of Array.from(document.scripts)) {
    if (script.src && script.src === moduleUrl) return script;
  }
  return document.querySelector<HTMLScriptElement>('script[data-shop-runtime]');
}
