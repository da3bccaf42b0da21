/**
 * What the validation rules (rules/val-*.ts) share: the fields of a form, the form of an element, the fields that
 * ask for validation and their rules, read with the runtime's own tables (validation/parse.ts).
 */
import { parseRules, type RuleSpec } from '../../validation/parse.ts';
import { attributesOf, closest, descendants, type Element, type Page } from './html.ts';

const FIELD_TAGS = new Set(['input', 'select', 'textarea', 'button']);

export const isField = (element: Element): boolean => FIELD_TAGS.has(element.name);

export const formOf = (element: Element): Element | undefined => closest(element, (parent) => parent.name === 'form');

/** The names of the fields a form submits (its descendants and the fields that name it with `form="id"`). */
function fieldNamesOf(page: Page, scope: Element | undefined): Set<string> {
  const inside = scope ? descendants(scope) : page.elements;
  const id = scope?.attribs.id;
  const outside = id ? page.elements.filter((element) => element.attribs.form === id) : [];
  return new Set(
    [...inside, ...outside]
      .filter((element) => isField(element) && element.attribs.name !== undefined)
      .map((element) => element.attribs.name ?? ''),
  );
}

const namesByPage = new WeakMap<Page, Map<Element | undefined, Set<string>>>();

/** The field names of `form` (the page's, outside any form), computed once a page. */
export function fieldNames(page: Page, form: Element | undefined): Set<string> {
  let byForm = namesByPage.get(page);
  if (!byForm) namesByPage.set(page, (byForm = new Map()));
  let names = byForm.get(form);
  if (!names) byForm.set(form, (names = fieldNamesOf(page, form)));
  return names;
}

export interface ValidatedField {
  field: Element;
  name: string;
  form: Element | undefined;
  /** Its data-val-* rules, as the runtime parses them. */
  specs: RuleSpec[];
}

/** The fields with `data-val="true"`. */
export function validatedFields(page: Page): ValidatedField[] {
  return page.elements
    .filter((field) => isField(field) && field.attribs['data-val']?.toLowerCase() === 'true')
    .map((field) => {
      const name = field.attribs.name ?? '';
      const attributes = attributesOf(field).map(([key, value]) => ({ name: key, value }));
      return { field, name, form: formOf(field), specs: parseRules(attributes, name) };
    });
}
