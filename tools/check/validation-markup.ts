/**
 * Validation markup rules, read with the runtime's own tables (validation/parse.ts: the parameters each rule reads
 * and which of them name other fields; validation/catalogue.ts: the rules an adapter knows).
 */
import { RULES } from '../../validation/catalogue.ts';
import { fieldsReferenced, parseRules, RULE_PARAMS, type RuleSpec } from '../../validation/parse.ts';
import type { Report } from './hooks.ts';
import { checkMarkupRules } from './markup-rules.ts';
import { attributesOf, closest, descendants, type Element, type Page } from './html.ts';
import { holdsServerExpression, nearest } from './text.ts';

/**
 * The parameters without which a rule checks nothing (its test passes on any value): at least one of each group.
 * The rules in validation/rules/ read them so (`if (!pattern) return true`, a missing `other` compares with "").
 */
const NEEDED: Record<string, readonly (readonly string[])[]> = {
  regex: [['pattern']],
  equalto: [['other']],
  notequalto: [['other']],
  requiredif: [['dependentproperty']],
  requiredor: [['other']],
  length: [['min', 'max']],
  range: [['min', 'max']],
  minlength: [['min']],
  maxlength: [['max']],
  remote: [['url']],
  fileextensions: [['extensions']],
  extension: [['extensions']],
  accept: [['mimtype', 'exts']],
  filesize: [['max', 'min']],
  maxfiles: [['max']],
};

const FIELD_TAGS = new Set(['input', 'select', 'textarea', 'button']);

/** The names of the fields a form submits (its descendants and the fields that name it with `form="id"`). */
function fieldNames(page: Page, scope: Element | undefined): Set<string> {
  const inside = scope ? descendants(scope) : page.elements;
  const id = scope?.attribs.id;
  const outside = id ? page.elements.filter((element) => element.attribs.form === id) : [];
  return new Set(
    [...inside, ...outside]
      .filter((element) => FIELD_TAGS.has(element.name) && element.attribs.name !== undefined)
      .map((element) => element.attribs.name ?? ''),
  );
}

function checkRuleAttributes(field: Element, report: Report): void {
  for (const [name] of attributesOf(field)) {
    const match = /^data-val-([a-z0-9]+)(?:-([a-z0-9]+))?$/.exec(name);
    if (!match?.[1]) continue;
    const [, rule, param] = match;
    if (!RULES.has(rule)) {
      const suggestion = nearest(rule, [...RULES.keys()]);
      report(
        field,
        name,
        'val-unknown-rule',
        'error',
        `No validation rule is named "${rule}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`,
      );
    } else if (param !== undefined && !(RULE_PARAMS[rule] ?? []).includes(param)) {
      const known = (RULE_PARAMS[rule] ?? []).map((one) => `data-val-${rule}-${one}`);
      const suggestion = nearest(name, known);
      report(
        field,
        name,
        'val-unknown-rule',
        'error',
        `The "${rule}" rule reads no ${name}${suggestion ? `: did you mean ${suggestion}?` : '.'}`,
      );
    }
  }
}

function checkSpec(field: Element, spec: RuleSpec, fields: Set<string>, report: Report): void {
  const { rule, params } = spec;
  for (const group of NEEDED[rule] ?? []) {
    if (group.some((param) => params[param] !== undefined && params[param] !== '')) continue;
    const names = group.map((param) => `data-val-${rule}-${param}`).join(' or ');
    report(
      field,
      `data-val-${rule}`,
      'val-missing-param',
      'error',
      `The "${rule}" rule needs ${names}; without it, it checks nothing.`,
    );
  }
  for (const param of ['pattern', 'regex'] as const) {
    const pattern = params[param];
    if (pattern === undefined || holdsServerExpression(pattern) || (rule !== 'regex' && rule !== 'password')) continue;
    try {
      new RegExp(pattern);
    } catch (error) {
      report(
        field,
        `data-val-${rule}-${param}`,
        'val-regex',
        'error',
        `data-val-${rule}-${param} does not compile: ${(error as Error).message}.`,
      );
    }
  }
  for (const other of fieldsReferenced(spec)) {
    if (rule === 'remote' || fields.has(other) || holdsServerExpression(other)) continue;
    report(
      field,
      undefined,
      'val-other-field',
      'error',
      `The "${rule}" rule of "${field.attribs.name}" names "${other}", no field of its form.`,
    );
  }
}

export function checkValidation(page: Page, report: Report): void {
  const namesByForm = new Map<Element | undefined, Set<string>>();
  const namesOf = (scope: Element | undefined) => {
    let names = namesByForm.get(scope);
    if (!names) namesByForm.set(scope, (names = fieldNames(page, scope)));
    return names;
  };
  const formOf = (element: Element) => closest(element, (parent) => parent.name === 'form');
  const messageFor = new Map<Element | undefined, Set<string>>();
  for (const element of page.elements) {
    const target = element.attribs['data-valmsg-for'];
    if (target === undefined || holdsServerExpression(target)) continue;
    const form = formOf(element);
    if (!messageFor.has(form)) messageFor.set(form, new Set());
    messageFor.get(form)?.add(target);
    if (!namesOf(form).has(target))
      report(
        element,
        'data-valmsg-for',
        'val-message-for',
        'error',
        `data-valmsg-for="${target}" names no field of its form.`,
      );
  }
  for (const field of page.elements) {
    if (FIELD_TAGS.has(field.name)) checkMarkupRules(field, report);
    if (!FIELD_TAGS.has(field.name) || field.attribs['data-val']?.toLowerCase() !== 'true') continue;
    const name = field.attribs.name ?? '';
    const form = formOf(field);
    checkRuleAttributes(field, report);
    const specs = parseRules(
      attributesOf(field).map(([key, value]) => ({ name: key, value })),
      name,
    );
    for (const spec of specs) if (RULES.has(spec.rule)) checkSpec(field, spec, namesOf(form), report);
    const summary = (form ? descendants(form) : page.elements).some(
      (one) => one.attribs['data-valmsg-summary'] === 'true',
    );
    if (specs.length > 0 && !summary && !messageFor.get(form)?.has(name) && !holdsServerExpression(name))
      report(
        field,
        undefined,
        'val-no-message',
        'warning',
        `"${name}" is validated but no [data-valmsg-for="${name}"] element shows its message.`,
      );
  }
}
