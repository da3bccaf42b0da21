/**
 * One valibot schema per form, built at run time from its fields' data-val-* attributes. Each rule of a field is a
 * `checkAsync` action in the field's pipe, in the legacy stack's checking order (rule-order.ts); parsing with
 * `abortPipeEarly` keeps the first failing rule per field, as jquery-validation-unobtrusive shows one message per
 * field. Cross-field rules read the other fields of the same snapshot.
 */
import * as v from 'valibot';
import { t } from '../runtime/i18n.ts';
import { registeredRules, RULES } from './catalogue.ts';
import { type FormElement, isField } from './fields.ts';
import { dataRules, htmlRules, markupMessage } from './attribute-rules.ts';
import { parseRules, type RuleSpec } from './parse.ts';
import { type Culture, type FieldValue, isEmpty, type RuleInput } from './rule.ts';
import { inCheckingOrder, mergeSources, methodOf } from './rule-order.ts';

export interface ValidatedField {
  name: string;
  /** In the order they are checked (rule-order.ts). */
  specs: RuleSpec[];
}

/**
 * The fields of `form` that have rules, one entry per name (radio groups once). A form with a data-val="true" field
 * is the runtime's: its every field also gets the rules of its own markup (attribute-rules.ts), as
 * jquery-validation reads them; a form without one keeps the browser's own check (only its data-val rules and upload
 * checks, should the public API be asked to validate it).
 */
export function validatedFields(form: HTMLFormElement, index: FieldIndex = indexFields(form)): ValidatedField[] {
  const fields = new Map<string, ValidatedField>();
  const all = Array.from(index.values()).flat();
  const takenOver = all.some((element) => element.getAttribute('data-val')?.toLowerCase() === 'true');
  for (const [, elements] of index) {
    const element = elements.find((e) => !(e instanceof HTMLInputElement && e.type === 'hidden')) ?? elements[0];
    if (!element || fields.has(element.name) || element.disabled) continue;
    const specs = fieldRules(element, takenOver);
    if (specs.length) fields.set(element.name, { name: element.name, specs });
  }
  return Array.from(fields.values());
}

/** Buttons and hidden fields have no rules of their markup (jquery-validation skips them). */
const NO_MARKUP_RULES = new Set(['hidden', 'submit', 'reset', 'image', 'button']);

/**
 * The rules of one field in the order they are checked: its HTML attributes', its data-rule-*' (unless
 * `readsMarkup` is false), its data-val-*' (with the upload checks), merged as jQuery Validate merges them
 * (rule-order.ts). A rule without a server message takes its data-msg-<method>, else the field's data-msg.
 */
export function fieldRules(element: FormElement, readsMarkup = true): RuleSpec[] {
  const attributes = Array.from(element.attributes);
  const dataVal = inCheckingOrder([...parseRules(attributes, element.name), ...fileRules(element)], registeredRules());
  const ownMarkup = readsMarkup && !NO_MARKUP_RULES.has(element.type);
  const specs = mergeSources(ownMarkup ? htmlRules(attributes) : [], ownMarkup ? dataRules(attributes) : [], dataVal);
  return specs.map((spec) => {
    const text = spec.message ? undefined : markupMessage(attributes, methodOf(spec));
    return text === undefined ? spec : { ...spec, message: text, messageKey: spec.messageKey ?? '' };
  });
}

/**
 * Runtime spec §5, file upload: accepted types from the input's accept list, sizes from max-file-size /
 * min-file-size (with or without data-), the number of files from max-files. Added to the data-val rules.
 */
export function fileRules(element: FormElement): RuleSpec[] {
  if (!(element instanceof HTMLInputElement) || element.type !== 'file') return [];
  const read = (name: string) => element.getAttribute(name) ?? element.getAttribute(`data-${name}`) ?? undefined;
  const specs: RuleSpec[] = [];
  const accept = element.getAttribute('accept');
  if (accept && !element.hasAttribute('data-val-fileextensions')) {
    specs.push({ rule: 'fileextensions', message: '', params: { extensions: accept } });
  }
  const max = read('max-file-size');
  const min = read('min-file-size');
  if (max || min)
    specs.push({ rule: 'filesize', message: '', params: { ...(max ? { max } : {}), ...(min ? { min } : {}) } });
  const count = read('max-files');
  if (count) specs.push({ rule: 'maxfiles', message: '', params: { max: count } });
  return specs;
}

/** The form's fields by name, in one pass (a radio group or a checkbox and its hidden twin share a name). */
export type FieldIndex = Map<string, FormElement[]>;

export function indexFields(form: HTMLFormElement): FieldIndex {
  const index: FieldIndex = new Map();
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue;
    const list = index.get(element.name);
    if (list) list.push(element);
    else index.set(element.name, [element]);
  }
  return index;
}

/** The current value of a named field: a checkbox's state, a radio group's choice, a file input's files. */
export function readField(index: FieldIndex, name: string): FieldValue | undefined {
  const elements = index.get(name) ?? [];
  const first = elements[0];
  if (!first) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    // ASP.NET renders a hidden "false" input after a bool checkbox: the checkbox decides.
    return { value: first.value, checked: first.checked };
  }
  if (first instanceof HTMLInputElement && first.type === 'number' && first.validity?.badInput) {
    // Text a number field cannot take reads as an empty value; jquery-validation reads it as "NaN", no number.
    return { value: 'NaN' };
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return { value: elements.find((e) => (e as HTMLInputElement).checked)?.value ?? '' };
  }
  if (first instanceof HTMLInputElement && first.type === 'file') {
    return { value: first.value, files: Array.from(first.files ?? []) };
  }
  return { value: first.value };
}

/**
 * The message of a rule: the server's, the markup's (data-msg…), else its string resource. The {0}, {1}… of a
 * markup message and of a default one take the rule's parameters (a minimum length, a range's bounds).
 */
export function messageFor(spec: RuleSpec): string {
  const rule = RULES.get(spec.rule);
  const args = rule?.messageArgs?.(spec.params) ?? [];
  if (spec.message && spec.messageKey === undefined) return spec.message;
  if (spec.message) return spec.message.replace(/\$?\{(\d+)\}/g, (text, i: string) => args[Number(i)] ?? text);
  const values = Object.fromEntries(args.map((value, i) => [String(i), value]));
  return t(spec.messageKey || (rule?.messageKey ?? 'Validation.Regex'), values);
}

/** A field's schema: valibot's sync or async kind. */
export type FieldSchema = v.GenericSchema<FieldValue> | v.GenericSchemaAsync<FieldValue>;

/**
 * The pipe of one field: each rule a `check`, or a `checkAsync` for asynchronous rules (remote), in which case
 * the pipe is async. `remoteMessages` receives messages that remote rules answered.
 */
export function fieldSchema(
  index: FieldIndex,
  field: ValidatedField,
  culture: Culture,
  remoteMessages: Map<string, string>,
): FieldSchema {
  const known = field.specs.filter((spec) => {
    if (RULES.has(spec.rule)) return true;
    console.warn(`[runtime] Unknown validation rule data-val-${spec.rule} on field "${field.name}"; it is ignored.`);
    return false;
  });
  const inputOf = (value: FieldValue): RuleInput => ({
    ...value,
    name: field.name,
    culture,
    fieldNamed: (name) => readField(index, name),
  });
  const base = v.custom<FieldValue>(() => true);
  const actions = known.map((spec) => {
    const rule = RULES.get(spec.rule)!;
    const message = () => remoteMessages.get(field.name) ?? messageFor(spec);
    if (!rule.async) {
      return v.check(
        (value: FieldValue) =>
          (!rule.runsWhenEmpty && isEmpty(value)) || (rule.test(inputOf(value), spec.params) as boolean),
        message,
      );
    }
    return v.checkAsync(async (value: FieldValue) => {
      if (!rule.runsWhenEmpty && isEmpty(value)) return true;
      const result = await rule.test(inputOf(value), spec.params);
      if (typeof result === 'string') {
        remoteMessages.set(field.name, result);
        return false;
      }
      remoteMessages.delete(field.name);
      return result;
    }, message);
  });
  const isAsync = known.some((spec) => RULES.get(spec.rule)!.async);
  // Most forms have no asynchronous rule: a synchronous parse keeps a 100-field form well under a frame.
  return isAsync
    ? v.pipeAsync(base, ...actions)
    : v.pipe(base, ...(actions as v.CheckAction<FieldValue, () => string>[]));
}

/** Parses the named fields' current values; returns the first message of each invalid field, in field order. */
export async function runSchemas(
  index: FieldIndex,
  schemas: ReadonlyMap<string, FieldSchema>,
): Promise<Map<string, string>> {
  const entries = Object.fromEntries(schemas);
  const input = Object.fromEntries(Array.from(schemas.keys(), (name) => [name, readField(index, name)]));
  const isAsync = Array.from(schemas.values()).some((schema) => schema.async);
  const result = isAsync
    ? await v.safeParseAsync(v.objectAsync(entries), input, { abortPipeEarly: true })
    : v.safeParse(v.object(entries as Record<string, v.GenericSchema<FieldValue>>), input, { abortPipeEarly: true });
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '');
      if (name && !errors.has(name)) errors.set(name, issue.message);
    }
  }
  return errors;
}
