/**
 * The rules jquery-validation reads from a field's own markup, beside the `data-val-*` ones (pure):
 *
 *   <input type="number" name="Quantity" required min="1" max="10" step="1" data-msg-min="Au moins {0}">
 *
 * gives required, number, min 1, max 10, step 1. Two sources, read as jquery-validation reads them:
 * - the HTML attributes (`attributeRules`): `required`, an attribute named like a method (`minlength`, `maxlength`,
 *   `min`, `max`, `step`, `pattern`), and the input types `email`, `url`, `number`, and `date` (checked as an ISO
 *   date);
 * - its own `data-rule-<method>` attributes (`dataRules`), with jQuery's reading of data values.
 * Each source walks jquery-validation's method table in its order (METHODS); rule-order.ts merges the sources.
 */
import type { RuleSpec } from './parse.ts';

/**
 * jquery-validation's methods the runtime has, in the order of its method table (the core's, then
 * additional-methods' creditcard and pattern, then jquery-validation-unobtrusive's regex), with the runtime's rule
 * that checks each and its parameter names. `equalto` and `remote` are left out: their `data-rule-` form takes a
 * selector or settings object that only `data-val-equalto` / `data-val-remote` give here.
 */
export const METHODS: readonly (readonly [method: string, rule: string, params: readonly string[]])[] = [
  ['required', 'required', []],
  ['email', 'email', []],
  ['url', 'url', []],
  ['date', 'date', []],
  ['dateiso', 'dateiso', []],
  ['number', 'number', []],
  ['digits', 'digits', []],
  ['minlength', 'minlength', ['min']],
  ['maxlength', 'maxlength', ['max']],
  ['rangelength', 'length', ['min', 'max']],
  ['min', 'min', ['min']],
  ['max', 'max', ['max']],
  ['range', 'range', ['min', 'max']],
  ['step', 'step', ['step']],
  ['creditcard', 'creditcard', []],
  ['pattern', 'pattern', ['pattern']],
  ['regex', 'regex', ['pattern']],
];

export const METHOD_NAMES: ReadonlySet<string> = new Set(METHODS.map(([method]) => method));

/** The default message of an attribute rule, with its parameters in it ({0}, {1}), by method. */
const MESSAGE_KEYS: Record<string, string> = {
  minlength: 'Validation.MinLengthOf',
  maxlength: 'Validation.MaxLengthOf',
  rangelength: 'Validation.LengthBetween',
  range: 'Validation.RangeBetween',
};

type Param = string | number | boolean | number[] | null | undefined;

/**
 * jquery-validation's normalizeAttributeRule: a min, max or step (minlength… too) of a number, range or text field
 * (or a field without type) is a number, dropped when it is not one; a date's stays text. An input type that is a
 * method's name is that method (`date` → dateISO; `range` is not the range method).
 */
function normalize(method: string, type: string | null, raw: Param): [string, Param] | undefined {
  let value = raw;
  if (/min|max|step/.test(method) && (type === null || /number|range|text/.test(type))) {
    value = Number(value);
    if (Number.isNaN(value)) value = undefined;
  }
  if (value || value === 0) return [method, value];
  if (type === method && type !== 'range') return [type === 'date' ? 'dateiso' : method, true];
  return undefined;
}

/** "[1, 5]", "1,5", [1, 5] → ["1", "5"] (jquery-validation's normalizeRules for rangelength and range). */
function pair(value: Param): string[] {
  const parts = Array.isArray(value)
    ? value
    : String(value)
        .replace(/[[\]]/g, '')
        .split(/[\s,]+/);
  return parts.map((part) => String(Number(part)));
}

/** The rule of one method and its parameter, with the parameters named as the runtime's rule reads them. */
function specOf(method: string, value: Param, asText: boolean): RuleSpec {
  const [, rule = method, names = []] = METHODS.find(([name]) => name === method) ?? [];
  const values = names.length === 2 ? pair(value) : [String(value)];
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = values[i] ?? ''));
  if ((method === 'min' || method === 'max') && asText) params.compare = 'text';
  return { rule, message: '', params, method, messageKey: MESSAGE_KEYS[method] };
}

/** A field's attributes as jquery-validation sees them: its type (null when absent) and a reader. */
function reader(attributes: Iterable<{ name: string; value: string }>) {
  const byName = new Map(Array.from(attributes, (a) => [a.name.toLowerCase(), a.value]));
  const type = byName.get('type')?.toLowerCase() ?? null;
  return { byName, type, asText: type !== null && !/number|range|text/.test(type) };
}

/** The rules of the HTML attributes and input type (jquery-validation's attributeRules), in method order. */
export function htmlRules(attributes: Iterable<{ name: string; value: string }>): RuleSpec[] {
  const { byName, type, asText } = reader(attributes);
  const specs: RuleSpec[] = [];
  for (const [method] of METHODS) {
    const raw = method === 'required' ? byName.has('required') : byName.get(method);
    const found = normalize(method, type, raw);
    // Browsers once answered -1, 2147483647 or 524288 for an absent maxlength: jquery-validation drops those.
    if (method === 'maxlength' && found && /-1|2147483647|524288/.test(String(found[1]))) continue;
    if (found) specs.push(specOf(found[0], found[1], asText));
  }
  return specs;
}

/** jQuery's reading of a data attribute: "true", "false", "null", numbers and JSON become values. */
export function dataValue(text: string): Param {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (text === String(Number(text))) return Number(text);
  if (/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(text)) {
    try {
      return JSON.parse(text) as number[];
    } catch {
      return text;
    }
  }
  return text;
}

/** The rules of the `data-rule-<method>` attributes (jquery-validation's dataRules), in method order. */
export function dataRules(attributes: Iterable<{ name: string; value: string }>): RuleSpec[] {
  const { byName, type, asText } = reader(attributes);
  const specs: RuleSpec[] = [];
  for (const [method] of METHODS) {
    const text = byName.get(`data-rule-${method}`);
    const raw = text === undefined ? undefined : text === '' ? true : dataValue(text);
    const found = normalize(method, type, raw);
    if (found && found[1] !== false) specs.push(specOf(found[0], found[1], asText));
  }
  return specs;
}

/** The message a field's markup gives a method: `data-msg-<method>`, else `data-msg`; undefined when neither. */
export function markupMessage(
  attributes: Iterable<{ name: string; value: string }>,
  method: string,
): string | undefined {
  const { byName } = reader(attributes);
  return byName.get(`data-msg-${method.toLowerCase()}`) || byName.get('data-msg') || undefined;
}
