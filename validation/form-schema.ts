/**
 * One valibot schema per form, built at run time from its fields' data-val-* attributes. Each rule of a field is a
 * `checkAsync` action in the field's pipe; parsing with `abortPipeEarly` keeps the first failing rule per field,
 * as jquery-validation-unobtrusive shows one message per field. Cross-field rules read the other fields of the same
 * snapshot.
 */
import * as v from 'valibot';
import { t } from '../runtime/i18n.ts';
import { RULES } from './catalogue.ts';
import { parseRules, type RuleSpec } from './parse.ts';
import { type Culture, type FieldValue, isEmpty, type RuleInput } from './rule.ts';

export type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface ValidatedField {
  name: string;
  specs: RuleSpec[];
}

/** The fields of `form` that carry data-val="true", one entry per name (radio groups once). */
export function validatedFields(form: HTMLFormElement): ValidatedField[] {
  const fields = new Map<string, ValidatedField>();
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || fields.has(element.name) || element.disabled) continue;
    const specs = parseRules(Array.from(element.attributes), element.name);
    if (specs.length) fields.set(element.name, { name: element.name, specs });
  }
  return Array.from(fields.values());
}

export function isField(element: Element): element is FormElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The current value of a named field: a checkbox's state, a radio group's choice, a file input's files. */
export function readField(form: HTMLFormElement, name: string): FieldValue | undefined {
  const elements = Array.from(form.elements).filter((e): e is FormElement => isField(e) && e.name === name);
  const first = elements[0];
  if (!first) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    // ASP.NET renders a hidden "false" input after a bool checkbox: the checkbox decides.
    return { value: first.value, checked: first.checked };
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return { value: elements.find((e) => (e as HTMLInputElement).checked)?.value ?? '' };
  }
  if (first instanceof HTMLInputElement && first.type === 'file') {
    return { value: first.value, files: Array.from(first.files ?? []) };
  }
  return { value: first.value };
}

export function messageFor(spec: RuleSpec): string {
  if (spec.message) return spec.message;
  const rule = RULES.get(spec.rule);
  return rule ? t(rule.messageKey) : t('Validation.Regex');
}

/** Builds the form's schema. `remoteMessages` receives messages that remote rules answered. */
export function formSchema(
  form: HTMLFormElement,
  fields: ValidatedField[],
  culture: Culture,
  remoteMessages: Map<string, string>,
) {
  const entries = fields.map((field) => {
    const actions = field.specs
      .filter((spec) => {
        if (RULES.has(spec.rule)) return true;
        console.warn(
          `[runtime] Unknown validation rule data-val-${spec.rule} on field "${field.name}"; it is ignored.`,
        );
        return false;
      })
      .map((spec) => {
        const rule = RULES.get(spec.rule)!;
        return v.checkAsync(
          async (value: FieldValue) => {
            if (!rule.runsWhenEmpty && isEmpty(value)) return true;
            const input: RuleInput = {
              ...value,
              name: field.name,
              culture,
              fieldNamed: (name) => readField(form, name),
            };
            const result = await rule.test(input, spec.params);
            if (typeof result === 'string') {
              remoteMessages.set(field.name, result);
              return false;
            }
            remoteMessages.delete(field.name);
            return result;
          },
          () => remoteMessages.get(field.name) ?? messageFor(spec),
        );
      });
    return [
      field.name,
      v.pipeAsync(
        v.custom<FieldValue>(() => true),
        ...actions,
      ),
    ] as const;
  });
  return v.objectAsync(Object.fromEntries(entries));
}

/** Validates the form; returns the first message of each invalid field, in field order. */
export async function validateForm(
  form: HTMLFormElement,
  culture: Culture,
  only?: string,
): Promise<Map<string, string>> {
  const fields = validatedFields(form).filter((field) => !only || field.name === only);
  const remoteMessages = new Map<string, string>();
  const schema = formSchema(form, fields, culture, remoteMessages);
  const input = Object.fromEntries(fields.map((field) => [field.name, readField(form, field.name)]));
  const result = await v.safeParseAsync(schema, input, { abortPipeEarly: true });
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? '');
      if (name && !errors.has(name)) errors.set(name, issue.message);
    }
  }
  return errors;
}
