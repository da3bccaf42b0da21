/**
 * Reading the `data-val-*` attributes ASP.NET emits, with the parameter names of jquery-validation-unobtrusive:
 *
 *   <input name="Customer.Email" data-val="true"
 *          data-val-required="Obligatoire" data-val-email=""
 *          data-val-equalto="Différent" data-val-equalto-other="*.EmailConfirm">
 *
 * gives, in attribute order: required {}, email {}, equalto { other: 'Customer.EmailConfirm' }. The order the rules
 * are checked in is not the attribute order: see rule-order.ts.
 */

/** The parameters each rule reads (`data-val-<rule>-<param>`). Rules not listed take none. */
export const RULE_PARAMS: Record<string, readonly string[]> = {
  length: ['min', 'max'],
  range: ['min', 'max'],
  minlength: ['min'],
  maxlength: ['max'],
  regex: ['pattern'],
  equalto: ['other'],
  notequalto: ['other'],
  remote: ['url', 'additionalfields', 'type'],
  password: ['min', 'nonalphamin', 'regex'],
  fileextensions: ['extensions'],
  extension: ['extensions'],
  accept: ['mimtype', 'exts'],
  requiredif: ['dependentproperty', 'targetvalue', 'operator'],
  requiredor: ['other'],
  filesize: ['max', 'min'],
  maxfiles: ['max'],
};

/**
 * The parameters without which a rule checks nothing (its test passes on any value): at least one of each group.
 * The rules in rules/ read them so (`if (!pattern) return true`, a missing `other` compares with ""). Declared for
 * the template checker (its val-missing-param rule); the browser build leaves it out, as nothing there imports it.
 */
export const RULE_NEEDS: Record<string, readonly (readonly string[])[]> = {
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

/** Parameters of rules registered at run time (public API). */
export const CUSTOM_RULE_PARAMS = new Map<string, readonly string[]>();

/** Parameters that name other fields, resolved against the field's prefix (`*.Other` → `Customer.Other`). */
const FIELD_PARAMS = new Set([
  'equalto.other',
  'notequalto.other',
  'requiredor.other',
  'requiredif.dependentproperty',
  'remote.additionalfields',
]);

export interface RuleSpec {
  rule: string;
  /** The server's message (`data-val-<rule>`); empty when the server sent none. */
  message: string;
  params: Record<string, string>;
  /** jquery-validation's method, for a rule read from the markup (attribute-rules.ts); its place and data-msg. */
  method?: string;
  /**
   * A rule read from the markup: the string resource of its default message (empty for the rule's own), whose
   * {0}, {1} its parameters fill, as in a data-msg.
   */
  messageKey?: string | undefined;
}

/** `Customer.Address.Street` → `Customer.Address.` (jquery-validation-unobtrusive's getModelPrefix). */
export function modelPrefix(fieldName: string): string {
  return fieldName.slice(0, fieldName.lastIndexOf('.') + 1);
}

/** Resolves `*.Other` against the prefix of `fieldName`; other values are returned as they are. */
export function resolveFieldName(value: string, fieldName: string): string {
  return value.startsWith('*.') ? modelPrefix(fieldName) + value.slice(2) : value;
}

/** The rules of a field, in attribute order. Empty when `data-val` is not "true". */
export function parseRules(attributes: Iterable<{ name: string; value: string }>, fieldName: string): RuleSpec[] {
  const all = Array.from(attributes);
  const valEnabled = all.find((a) => a.name === 'data-val')?.value.toLowerCase() === 'true';
  if (!valEnabled) return [];
  const byName = new Map(all.map((a) => [a.name, a.value]));
  const specs: RuleSpec[] = [];
  for (const attribute of all) {
    const match = /^data-val-([a-z0-9]+)$/.exec(attribute.name);
    if (!match?.[1]) continue;
    const rule = match[1];
    const params: Record<string, string> = {};
    for (const param of RULE_PARAMS[rule] ?? CUSTOM_RULE_PARAMS.get(rule) ?? []) {
      const value = byName.get(`data-val-${rule}-${param}`);
      if (value === undefined) continue;
      params[param] = FIELD_PARAMS.has(`${rule}.${param}`)
        ? value
            .split(',')
            .map((name) => resolveFieldName(name.trim(), fieldName))
            .join(',')
        : value;
    }
    specs.push({ rule, message: attribute.value, params });
  }
  return specs;
}

/** The other fields a rule reads (equalto's other, requiredif's dependentproperty…), names already resolved. */
export function fieldsReferenced(spec: RuleSpec): string[] {
  return Object.entries(spec.params)
    .filter(([param]) => FIELD_PARAMS.has(`${spec.rule}.${param}`))
    .flatMap(([, value]) => value.split(','))
    .filter(Boolean);
}
