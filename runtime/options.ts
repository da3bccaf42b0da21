/**
 * Options from data attributes, parsed by valibot schemas.
 *
 * Every value read from an attribute is a string; the helpers in `attr` turn it into the option's type and carry a
 * description and a kind that `docs/widgets.md` is generated from.
 */
import * as v from 'valibot';
import { attributeNamesOf, attributeOf, attributeToDatasetKey, datasetKeyToAttribute, describeElement } from './dom.ts';

export type AttributeValue = string | undefined;
export type OptionSchema = v.GenericSchema<AttributeValue, unknown>;
export type OptionsSchema = v.ObjectSchema<Record<string, OptionSchema>, undefined>;
export type OptionsOf<S extends OptionsSchema> = v.InferOutput<S>;

interface Described {
  description: string;
}

/** What an option declares of itself beside its schema: its kind, and the values of a choice. */
export type OptionMetadata = {
  kind: string;
  values?: readonly string[];
};

/**
 * Placed right after `v.string()`: the description, the kind and the values of a choice that the widget reference,
 * the editor's completions and the template checker read (never parsed out of the words).
 */
const described = (description: string, kind: string, values?: readonly string[]) =>
  [
    v.description<string, string>(description),
    v.metadata<string, OptionMetadata>(values ? { kind, values } : { kind }),
  ] as const;

function numberFrom(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** Whether the browser accepts `text` as a selector (asked when an option is parsed, never when the docs are built). */
export function isSelector(text: string): boolean {
  try {
    document.createDocumentFragment().querySelector(text);
    return true;
  } catch {
    return false;
  }
}

/** Attribute value helpers for option schemas. Wrap one in `v.optional(helper, 'default')` to give it a default. */
/** The schema of a widget that takes no options: one object that every such definition shares. */
export const noOptions = v.object({});

export const attr = {
  text: ({ description }: Described) => v.pipe(v.string(), ...described(description, 'text')),

  number: ({ description, min, max, integer }: Described & { min?: number; max?: number; integer?: boolean }) =>
    v.pipe(
      v.string(),
      ...described(description, integer ? 'whole number' : 'number'),
      v.check((text) => text.trim() !== '' && Number.isFinite(numberFrom(text)), 'must be a number'),
      v.transform(numberFrom),
      v.check((value) => !integer || Number.isInteger(value), 'must be a whole number'),
      v.check((value) => min === undefined || value >= min, `must be at least ${min}`),
      v.check((value) => max === undefined || value <= max, `must be at most ${max}`),
    ),

  boolean: ({ description }: Described) =>
    v.pipe(
      v.string(),
      ...described(description, 'true | false', ['true', 'false']),
      v.check((text) => /^(|true|false|1|0)$/i.test(text.trim()), 'must be true or false'),
      v.transform((text) => /^(|true|1)$/i.test(text.trim())),
    ),

  choice: <const T extends readonly [string, ...string[]]>({ description, values }: Described & { values: T }) =>
    v.pipe(
      v.string(),
      ...described(description, values.join(' | '), values),
      v.check(
        (text): boolean => (values as readonly string[]).includes(text),
        `must be one of ${values.map((value) => `"${value}"`).join(', ')}`,
      ),
      v.transform((text) => text as T[number]),
    ),

  date: ({ description }: Described) =>
    v.pipe(
      v.string(),
      ...described(description, 'ISO date-time'),
      v.check((text) => text.trim() !== '' && !Number.isNaN(Date.parse(text)), 'must be an ISO date-time'),
      v.transform((text) => new Date(text)),
    ),

  /** A same-site path or URL. */
  url: ({ description }: Described) =>
    v.pipe(
      v.string(),
      ...described(description, 'same-site URL'),
      v.check((text) => {
        try {
          return new URL(text, location.href).origin === location.origin;
        } catch {
          return false;
        }
      }, 'must be a same-site address'),
    ),

  /** A CSS selector the browser accepts (a wrong one would throw in the widget's querySelector). */
  selector: ({ description }: Described) =>
    v.pipe(v.string(), ...described(description, 'CSS selector'), v.check(isSelector, 'must be a CSS selector')),

  /** A comma-separated list. */
  list: ({ description }: Described) =>
    v.pipe(
      v.string(),
      ...described(description, 'comma-separated list'),
      v.transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ),
};

export interface OptionIssue {
  /** The dataset key, e.g. `delayIn`. */
  key: string;
  /** The attribute it came from, e.g. `data-delay-in`. */
  attribute: string;
  message: string;
  received: string | undefined;
}

export type ParsedOptions<T> = { ok: true; options: T } | { ok: false; issues: OptionIssue[] };

/**
 * The data attributes of `element` as a plain record (dataset keys). Read through Element.prototype, not
 * `element.dataset` (see `attributeOf`).
 */
export function readData(element: Element): Record<string, string> {
  const data: Record<string, string> = {};
  for (const name of attributeNamesOf(element)) {
    if (name.startsWith('data-')) data[attributeToDatasetKey(name)] = attributeOf(element, name) ?? '';
  }
  return data;
}

export function parseOptions<S extends OptionsSchema>(
  schema: S,
  data: Record<string, string>,
): ParsedOptions<OptionsOf<S>> {
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, options: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => {
      const key = String(issue.path?.[0]?.key ?? '');
      return { key, attribute: datasetKeyToAttribute(key), message: issue.message, received: data[key] };
    }),
  };
}

export function formatIssues(issues: OptionIssue[]): string {
  return issues
    .map(
      (issue) =>
        // A missing required option: the schema library's message ("Invalid key: Expected …") says less.
        `${issue.attribute} ${issue.received === undefined ? 'is missing' : `${issue.message} (got "${issue.received}")`}`,
    )
    .join('; ');
}

/** Why a hook inside a widget its definition names in `notInside` is skipped (the registry's and the checker's words). */
export const nestingIssue = (outer: string): string => `it cannot be inside a "${outer}" widget`;

/**
 * Parses the options and, for each attribute that fails, logs it and falls back to the documented default:
 * the way the runtime's own configuration is read, where a wrong value must not stop the page.
 */
export function parseOptionsWithDefaults<S extends OptionsSchema>(
  schema: S,
  element: HTMLElement,
  what: string,
): OptionsOf<S> {
  const data = readData(element);
  const first = parseOptions(schema, data);
  if (first.ok) return first.options;
  console.error(
    `[runtime] ${what} on ${describeElement(element)}: ${formatIssues(first.issues)}. The documented default is used instead.`,
  );
  for (const issue of first.issues) delete data[issue.key];
  const second = parseOptions(schema, data);
  if (second.ok) return second.options;
  throw new Error(`[runtime] ${what}: ${formatIssues(second.issues)}`);
}
