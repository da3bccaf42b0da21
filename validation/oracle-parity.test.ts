// @vitest-environment happy-dom
/**
 * Parity with the legacy pair: the same markup goes through jquery-validation (with its additional methods, under
 * jquery-validation-unobtrusive) and through the runtime; every field must end in the same state: valid, or invalid
 * on the same rule, with its message from the markup, the server or the string catalogue (fr and nl).
 *
 * The oracle is configured as the legacy site was (runtime spec §5): its `number` method accepts digits with one dot
 * or comma separator. It ignores no field (happy-dom lays nothing out, and jquery-validation skips fields without a
 * layout box). Vectors come from jquery-validation's own test/methods.js and test/rules.js.
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../fixtures/strings.ts';
import { installStrings } from '../runtime/i18n.ts';
import { validateForm } from './form-model.ts';

interface Oracle {
  (form: HTMLFormElement | JQueryLike): JQueryLike;
  validator: {
    setDefaults(options: object): void;
    methods: Record<string, (value: string, element: Element, param: unknown) => boolean>;
    messages: Record<string, unknown>;
    unobtrusive: { parse(form: HTMLFormElement): void };
  };
}
interface JQueryLike {
  validate(): { errorList: { element: HTMLInputElement; method: string; message: string }[] };
  valid(): boolean;
  rules(): Record<string, unknown>;
}

let $: Oracle;

beforeAll(() => {
  const require = createRequire(import.meta.url);
  $ = require('jquery') as Oracle;
  Object.assign(globalThis, { jQuery: $, $ });
  require('jquery-validation');
  require('jquery-validation/dist/additional-methods.js');
  require('jquery-validation-unobtrusive');
  $.validator.setDefaults({ ignore: [] });
  // No default message: a message the oracle shows is then the markup's or the server's, else a warning.
  for (const method of Object.keys($.validator.messages)) delete $.validator.messages[method];
  // The legacy site's number method (runtime spec §5): digits with one optional dot or comma separator.
  const number = $.validator.methods;
  number.number = function (this: { optional(e: Element): boolean }, value, element) {
    return this.optional(element) || /^\d+([.,]\d+)?$/.test(value);
  };
});

/** The oracle's default messages (jquery-validation's method → the catalogue's resource). */
const DEFAULT_KEYS: Record<string, string> = {
  required: 'Validation.Required',
  email: 'Validation.Email',
  url: 'Validation.Url',
  dateISO: 'Validation.DateIso',
  number: 'Validation.Number',
  digits: 'Validation.Digits',
  minlength: 'Validation.MinLengthOf',
  maxlength: 'Validation.MaxLengthOf',
  rangelength: 'Validation.LengthBetween',
  min: 'Validation.Min',
  max: 'Validation.Max',
  range: 'Validation.RangeBetween',
  step: 'Validation.Step',
  pattern: 'Validation.Pattern',
  creditcard: 'Validation.CreditCard',
};

type Culture = 'fr' | 'nl';
/** What a test does to the form's fields that markup cannot say (a number field's bad input). */
type SetUp = (form: HTMLFormElement) => void;

function formOf(html: string, setUp: SetUp): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector('form')!;
  setUp(form);
  return form;
}

/** Each invalid field's failing method and the message the runtime must show for it. */
function oracleVerdict(html: string, culture: Culture, setUp: SetUp): Map<string, string> {
  const form = formOf(html, setUp);
  $.validator.unobtrusive.parse(form);
  const validator = $(form).validate();
  $(form).valid();
  const verdict = new Map<string, string>();
  for (const { element, method, message } of validator.errorList) {
    const key = DEFAULT_KEYS[method];
    let expected = message;
    if (message.includes('Warning: No message defined')) {
      const param = $(element as unknown as HTMLFormElement).rules()[method];
      const args = (Array.isArray(param) ? param : [param]).map(String);
      const text = key ? STRING_RESOURCES[culture][key] : undefined;
      expected = (text ?? `no resource for ${method}`).replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
    }
    verdict.set(element.name, `${method}: ${expected}`);
  }
  return verdict;
}

/** Each invalid field's message from the runtime, with the method the oracle named (the message decides). */
async function runtimeVerdict(
  html: string,
  culture: Culture,
  setUp: SetUp,
  oracle: Map<string, string>,
): Promise<Map<string, string>> {
  installStrings(culture, STRING_RESOURCES[culture]);
  const errors = await validateForm(formOf(html, setUp), culture);
  const method = (name: string) => oracle.get(name)?.split(': ')[0] ?? 'valid';
  return new Map(Array.from(errors, ([name, message]) => [name, `${method(name)}: ${message}`]));
}

async function expectParity(html: string, setUp: SetUp = () => {}) {
  for (const culture of ['fr', 'nl'] as const) {
    const oracle = oracleVerdict(html, culture, setUp);
    expect(await runtimeVerdict(html, culture, setUp, oracle), `${culture}: ${html}`).toEqual(oracle);
  }
}

const DATA_VAL = '<input name="Anchor" data-val="true" data-val-required="Obligatoire" value="x">';
const field = (attributes: string, value: string) => `${DATA_VAL}<input name="Field" ${attributes} value="${value}">`;

describe('rules from HTML attributes agree with jquery-validation on every field', () => {
  it.each([
    ['required', ''],
    ['required', 'x'],
    ['minlength="4"', 'abc'],
    ['minlength="4"', 'abcd'],
    ['minlength="4"', ''],
    ['maxlength="4"', 'abcde'],
    ['maxlength="4"', 'abcd'],
    ['type="email"', 'jan@ateliervelo.be'],
    ['type="email"', 'jan@'],
    ['type="email"', 'jan@ateliervelo'],
    ['type="url"', 'https://ateliervelo.be/fr/'],
    ['type="url"', 'http://intranet'],
    ['type="url"', 'ateliervelo.be'],
    ['type="number"', '12'],
    ['type="number"', '1.5'],
    ['type="number" min="5"', '5'],
    ['type="number" min="5"', '4'],
    ['type="number" max="12"', '12'],
    ['type="number" max="12"', '13'],
    ['type="number" min="4" max="12"', '10'],
    ['type="number" min="4" max="12"', '1000'],
    ['min="8"', '0'],
    ['min="8"', '10'],
    ['max="12"', 'abc'],
    ['min="8"', 'abc'],
    ['type="number" step="1000"', '0'],
    ['type="number" step="1000"', '10'],
    ['type="number" step="1000"', '3000'],
    ['type="number" step="0.00125"', '0.0025'],
    ['type="number" step="0.00125"', '0.0026'],
    ['type="number" step="0.5"', '1.25'],
    ['type="number" min="1" step="2"', '3'],
    ['type="number" min="1" step="2"', '4'],
    ['type="date"', '2024-12-31'],
    ['type="date"', '1990-6-6'],
    ['type="date" min="2012-12-21"', '2012-12-21'],
    ['type="date" min="2012-12-21"', '2012-12-20'],
    ['type="date" max="2012-12-21"', '2013-01-01'],
    ['pattern="AR\\d{4}"', 'AR1004'],
    ['pattern="AR\\d{4}"', 'BR1004'],
    ['pattern="[0-9][A-Z]{3}"', '1ABC DEF'],
    ['pattern="[a-zA-Z0-9]+"', '1ABC def'],
    ['pattern="a|b"', 'ab'],
    ['pattern="a|b"', 'b'],
    ['pattern="[0-9]+"', ''],
  ])('%s, value "%s"', async (attributes, value) => expectParity(field(attributes, value)));

  it('ranks the rules as jquery-validation does: required, then the method table (number before min before step)', () =>
    expectParity(field('type="number" step="2" min="10" maxlength="2" required', '9.5')));

  it('reads a number field holding text the browser rejects as no number ("NaN"), not as an empty field', () =>
    expectParity(field('type="number" min="1" required', ''), (form) => {
      Object.defineProperty(form.querySelector('[name=Field]')!, 'validity', { value: { badInput: true } });
    }));
});

describe('data-rule-* and data-msg-* agree with jquery-validation', () => {
  it.each([
    ['data-rule-required="true"', ''],
    ['data-rule-required="false"', ''],
    ['data-rule-required=""', ''],
    ['data-rule-minlength="3"', 'ab'],
    ['data-rule-rangelength="[2,4]"', 'abcde'],
    ['data-rule-rangelength="[2,4]"', 'abc'],
    ['data-rule-range="[4,12]"', '0'],
    ['data-rule-range="[4,12]"', '10'],
    ['data-rule-digits="true"', '12a'],
    ['data-rule-email="true"', 'jan'],
    ['data-rule-dateiso="true"', '1990-13-01'],
    ['data-rule-creditcard="true"', '4111 1111 1111 1112'],
    ['data-rule-creditcard="true"', '4111 1111 1111 1111'],
    ['data-rule-pattern="[A-Z]{2}"', 'ABC'],
    ['data-rule-minlength="3" data-msg-minlength="Au moins {0} caractères, svp"', 'ab'],
    ['data-rule-minlength="3" data-msg="Trop court"', 'ab'],
    ['minlength="4" data-msg-minlength="Minimum {0}"', 'abc'],
    ['required data-msg="Champ requis"', ''],
    ['type="number" min="5" data-msg-min="Pas moins de {0}" data-msg="Autre"', '4'],
  ])('%s, value "%s"', async (attributes, value) => expectParity(field(attributes, value)));
});

describe('a field with data-val rules and rules of its markup agrees with the legacy pair', () => {
  it.each([
    // required beside a data-val-length: the case.
    ['data-val="true" data-val-length="2 à 5" data-val-length-min="2" data-val-length-max="5" required', ''],
    ['data-val="true" data-val-length="2 à 5" data-val-length-min="2" data-val-length-max="5" required', 'abcdef'],
    // type="email" ranks the email check before the regex (attributes come first).
    ['type="email" data-val="true" data-val-regex="Format" data-val-regex-pattern="[a-z]+"', 'JAN'],
    ['data-val="true" data-val-email="Adresse" data-val-regex="Format" data-val-regex-pattern="[a-z]+"', 'JAN'],
    // The same method from both sources is one rule: the data-val one (its message, its bound).
    ['minlength="6" data-val="true" data-val-minlength="Min 2" data-val-minlength-min="2"', 'abc'],
    ['minlength="6" data-val="true" data-val-minlength="Min 2" data-val-minlength-min="2"', 'a'],
    ['type="email" data-val="true" data-val-email="Adresse du serveur"', 'jan@'],
    ['data-val="true" data-val-required="" data-msg-required="Du balisage"', ''],
    ['max="10" data-val="true" data-val-range="1 à 100" data-val-range-min="1" data-val-range-max="100"', '50'],
    ['pattern="[0-9]+" data-val="true" data-val-maxlength="Max 3" data-val-maxlength-max="3"', '12a'],
  ])('%s, value "%s"', async (attributes, value) => expectParity(field(attributes, value)));
});

describe('forms the legacy pair does not take over', () => {
  it('leaves a form without data-val fields to the browser: no rule runs, novalidate is not set', async () => {
    document.body.innerHTML = '<form><input name="Email" type="email" required value=""></form>';
    const form = document.querySelector('form')!;
    $.validator.unobtrusive.parse(form);
    expect(($ as unknown as { data(e: Element, key: string): unknown }).data(form, 'validator')).toBeUndefined();
    expect(form.hasAttribute('novalidate')).toBe(false);
    expect((await validateForm(form, 'fr')).size).toBe(0);
  });
});
