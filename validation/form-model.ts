/**
 * What validation knows of a form, compiled once and kept until the form's structure changes: its fields by name,
 * their parsed rules, message containers, the summary, and one valibot schema per field and culture.
 *
 * A MutationObserver marks the model stale when fields or containers are added or removed, or when an attribute
 * other than the ones validation itself writes changes (data-val-*, name, type, disabled, accept…). Pending records
 * are taken synchronously before each use, so a change made just before a validation is never missed.
 */
import { catalogueVersion } from './catalogue.ts';
import { fieldsReferenced } from './parse.ts';
import { isField } from './fields.ts';
import {
  type FieldIndex,
  type FieldSchema,
  fieldSchema,
  indexFields,
  runSchemas,
  type ValidatedField,
  validatedFields,
} from './form-schema.ts';
import type { Culture } from './rule.ts';

export interface FormModel {
  index: FieldIndex;
  fields: ValidatedField[];
  /** [data-valmsg-for] containers by field name (the first one wins). */
  containers: Map<string, HTMLElement>;
  summary: HTMLElement | null;
  /** For each field, the fields whose rules read it (equalto, requiredif, requiredor…). */
  dependents: Map<string, string[]>;
}

interface Entry {
  model: FormModel;
  schemas: Map<Culture, Map<string, FieldSchema>>;
  /** Messages remote rules answered, by field name. */
  remoteMessages: Map<string, string>;
  observer: MutationObserver;
  stale: boolean;
  elementCount: number;
  version: number;
}

/** Attributes validation writes itself, or whose change the next read sees anyway. */
const IGNORED_ATTRIBUTES = new Set([
  'class',
  'style',
  'value',
  'checked',
  'selected',
  'aria-invalid',
  'aria-describedby',
]);
const STRUCTURE = 'input, select, textarea, [data-valmsg-for], [data-valmsg-summary]';

function changesStructure(record: MutationRecord): boolean {
  if (record.type === 'attributes') return !IGNORED_ATTRIBUTES.has(record.attributeName ?? '');
  if (record.type !== 'childList') return false;
  const touches = (node: Node) =>
    node instanceof Element && (isField(node) || node.matches(STRUCTURE) || !!node.querySelector(STRUCTURE));
  return Array.from(record.addedNodes).some(touches) || Array.from(record.removedNodes).some(touches);
}

const entries = new WeakMap<HTMLFormElement, Entry>();

function compile(form: HTMLFormElement): FormModel {
  const index = indexFields(form);
  const containers = new Map<string, HTMLElement>();
  for (const container of Array.from(form.querySelectorAll<HTMLElement>('[data-valmsg-for]'))) {
    const name = container.dataset.valmsgFor;
    if (name && !containers.has(name)) containers.set(name, container);
  }
  const summary = form.querySelector<HTMLElement>('[data-valmsg-summary="true"]');
  const fields = validatedFields(form, index);
  const dependents = new Map<string, string[]>();
  for (const field of fields) {
    for (const other of new Set(field.specs.flatMap(fieldsReferenced))) {
      if (other !== field.name) dependents.set(other, [...(dependents.get(other) ?? []), field.name]);
    }
  }
  return { index, fields, containers, summary, dependents };
}

function entryOf(form: HTMLFormElement): Entry {
  const cached = entries.get(form);
  if (cached) {
    if (cached.observer.takeRecords().some(changesStructure)) cached.stale = true;
    const fresh =
      !cached.stale && cached.elementCount === form.elements.length && cached.version === catalogueVersion();
    if (fresh) return cached;
    cached.observer.disconnect();
  }
  const entry: Entry = {
    model: compile(form),
    schemas: new Map(),
    remoteMessages: cached?.remoteMessages ?? new Map(),
    observer: new MutationObserver((records) => {
      if (records.some(changesStructure)) entry.stale = true;
    }),
    stale: false,
    // Fields outside the form (form="id") are not observed: a change in their number still shows here.
    elementCount: form.elements.length,
    version: catalogueVersion(),
  };
  entry.observer.observe(form, { subtree: true, childList: true, attributes: true });
  entries.set(form, entry);
  return entry;
}

/** The form's compiled model (cached; rebuilt after a structural change). */
export function formModel(form: HTMLFormElement): FormModel {
  return entryOf(form).model;
}

/**
 * Validates the form, or only the field named `only`; returns the first message of each invalid field, in field
 * order. Values are read when called; rules and schemas come from the cache.
 */
export function validateForm(form: HTMLFormElement, culture: Culture, only?: string): Promise<Map<string, string>> {
  const entry = entryOf(form);
  let schemas = entry.schemas.get(culture);
  if (!schemas) {
    const { index, fields } = entry.model;
    schemas = new Map(fields.map((field) => [field.name, fieldSchema(index, field, culture, entry.remoteMessages)]));
    entry.schemas.set(culture, schemas);
  }
  if (only !== undefined) {
    const schema = schemas.get(only);
    schemas = new Map(schema ? [[only, schema]] : []);
  }
  return runSchemas(entry.model.index, schemas);
}
