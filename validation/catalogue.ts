/** Every rule the runtime knows, by the name in `data-val-<name>`. */
import { CUSTOM_RULE_PARAMS } from './parse.ts';
import type { Rule } from './rule.ts';
import { enforcetrue, equalto, mandatory, notequalto, requiredif, requiredor } from './rules/cross-field.ts';
import { max, min, step } from './rules/bounds.ts';
import { date, dateiso } from './rules/date.ts';
import { accept, extension, fileextensions, filesize, maxfiles } from './rules/files.ts';
import { length, maxlength, minlength } from './rules/length.ts';
import { digits, number, range } from './rules/number.ts';
import { remote } from './rules/remote.ts';
import { required } from './rules/required.ts';
import { creditcard, email, password, pattern, regex, url } from './rules/text-formats.ts';

const builtIn: Rule[] = [
  required,
  length,
  minlength,
  maxlength,
  number,
  digits,
  range,
  date,
  dateiso,
  min,
  max,
  step,
  pattern,
  email,
  url,
  regex,
  creditcard,
  password,
  equalto,
  notequalto,
  requiredif,
  requiredor,
  mandatory,
  enforcetrue,
  fileextensions,
  extension,
  accept,
  filesize,
  maxfiles,
  remote,
];

export const RULES = new Map<string, Rule>(builtIn.map((rule) => [rule.name, rule]));

/** Names of the rules registered at run time, in registration order (their place in the checking order). */
const registeredNames: string[] = [];
export const registeredRules = (): readonly string[] => registeredNames;

let version = 0;
/** Changes whenever a rule is registered, so forms compiled before rebuild their schema. */
export const catalogueVersion = (): number => version;

/** Registers a custom rule (public API). */
export function registerRule(rule: Rule, params: readonly string[] = []): void {
  if (!/^[a-z0-9]+$/.test(rule.name))
    throw new Error(`[runtime] A validation rule name must be lowercase letters and digits: "${rule.name}".`);
  RULES.set(rule.name, rule);
  if (!registeredNames.includes(rule.name)) registeredNames.push(rule.name);
  if (params.length) CUSTOM_RULE_PARAMS.set(rule.name, params);
  version++;
}
