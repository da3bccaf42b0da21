/**
 * Fuzzed widget hooks (issue 19 "Hostile input"): for each widget definition, a hook whose data attributes (the keys
 * of the widget's valibot option schema) take hostile values: random strings, huge, negative and fractional
 * numbers, empty, unicode (RTL marks, emoji, NUL, lone surrogates), HTML and script payloads, other sites' and
 * `javascript:` addresses. Pure and seeded: the same seed gives the same hooks, so a failing run is reproduced from
 * the seed it printed.
 */
import * as v from 'valibot';
import { datasetKeyToAttribute } from '../../runtime/dom.ts';
import type { WidgetDefinition } from '../../runtime/registry.ts';

/** mulberry32: a small, well-distributed 32-bit PRNG; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the probe in the payloads looks for: an element of this class, or `window.__xss`, means script ran. */
export const PROBE_CLASS = 'xss-probe';

export const HOSTILE_NUMBERS = [
  '1e308',
  '-1e308',
  '9007199254740993',
  '-9007199254740993',
  '-1',
  '-0',
  '0',
  '0.5',
  '-2.5',
  '1,5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e-400',
  '99999999999999999999999',
] as const;

export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u202Eevil\u202C',
  '\u200F\u200E\u200B',
  '🚲💥👨‍👩‍👧',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  'Ω≈ç√∫˜µ≤≥÷',
  `<img src=x onerror="window.__xss=1"><i class="${PROBE_CLASS}"></i>`,
  `"><svg onload="window.__xss=1"><i class="${PROBE_CLASS}"></i>`,
  "'); window.__xss=1; ('",
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '__proto__',
  'constructor',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{"a":',
  '#',
  '.',
  ':::',
  'x'.repeat(5000),
] as const;

export const HOSTILE_URLS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  '//evil.example/x',
  'https://evil.example/x',
  'http://[::1',
  '/\\evil.example',
  `/fr/?q=<i class="${PROBE_CLASS}"></i>`,
] as const;

export interface FuzzedHook {
  widget: string;
  /** The data attributes (data-widget included). */
  attributes: Record<string, string>;
}

type AnySchema = v.GenericSchema & { wrapped?: AnySchema };

/** The kind an option declares (attr.* metadata), for choosing more telling values. */
function kindOf(schema: AnySchema): string {
  const inner = schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema;
  return (v.getMetadata(inner as never) as { kind?: string } | undefined)?.kind ?? inner.type;
}

function randomString(random: () => number): string {
  const length = Math.floor(random() * 24);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    // Mostly printable ASCII, sometimes any code unit of the BMP (lone surrogates and controls included).
    text += String.fromCharCode(random() < 0.8 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 0xffff));
  }
  return text;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** One hostile value for an option of `kind`: often of its own kind's pitfalls, sometimes anything. */
export function hostileValue(random: () => number, kind: string): string {
  const roll = random();
  if (roll < 0.15) return randomString(random);
  if (roll < 0.55) {
    if (/number/.test(kind)) return pick(random, HOSTILE_NUMBERS);
    if (/URL/.test(kind)) return pick(random, HOSTILE_URLS);
    if (/date/.test(kind)) return pick(random, ['', 'tomorrow', '2027-13-45', '+275761-01-01T00:00:00Z', '1e308']);
    // A choice: one of its values in the wrong case or padded, which a loose check would take.
    if (kind.includes(' | ')) {
      const value = pick(random, kind.split(' | '));
      return random() < 0.5 ? value.toUpperCase() : ` ${value} `;
    }
  }
  return pick(random, [...HOSTILE_TEXTS, ...HOSTILE_NUMBERS, ...HOSTILE_URLS]);
}

/**
 * One hook per widget, in the definitions' order, plus an unknown data attribute (which widgets ignore). Two hooks
 * in three have every option key with a hostile value (a key left out one time in five, so required-option checks
 * run too); the third has one key only, so that a value a schema takes reaches the widget more often.
 */
export function fuzzHooks(widgets: readonly WidgetDefinition[], seed: number): FuzzedHook[] {
  const random = seededRandom(seed);
  return widgets.map((widget) => {
    const attributes: Record<string, string> = { 'data-widget': widget.name };
    const options = Object.entries(widget.options.entries);
    const only = random() < 1 / 3 ? pick(random, options)?.[0] : undefined;
    for (const [key, schema] of options) {
      if (only ? key !== only : random() < 0.2) continue;
      attributes[datasetKeyToAttribute(key)] = hostileValue(random, kindOf(schema));
    }
    attributes['data-fuzz-extra'] = hostileValue(random, 'text');
    return { widget: widget.name, attributes };
  });
}
