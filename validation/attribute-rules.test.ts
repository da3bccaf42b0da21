import { describe, expect, it } from 'vitest';
import { dataRules, dataValue, htmlRules, markupMessage } from './attribute-rules.ts';
import { mergeSources, methodOf } from './rule-order.ts';

/** `required minlength="4"` → [{ name: 'required', value: '' }, { name: 'minlength', value: '4' }]. */
function attributes(markup: string) {
  return Array.from(markup.matchAll(/([\w-]+)(?:="([^"]*)")?/g), ([, name = '', value = '']) => ({ name, value }));
}
const summary = (specs: { method?: string; rule: string; params: Record<string, string> }[]) =>
  specs.map((spec) => `${methodOf(spec)}→${spec.rule} ${JSON.stringify(spec.params)}`);

describe('the rules of the HTML attributes, as jquery-validation reads them', () => {
  it('walks the method table: required, the type, then minlength, maxlength, min, max, step, pattern', () => {
    expect(summary(htmlRules(attributes('pattern="[0-9]+" step="2" max="9" min="1" type="number" required')))).toEqual([
      'required→required {}',
      'number→number {}',
      'min→min {"min":"1"}',
      'max→max {"max":"9"}',
      'step→step {"step":"2"}',
      'pattern→pattern {"pattern":"[0-9]+"}',
    ]);
  });

  it('checks an input type="date" as an ISO date, its min and max compared as text', () => {
    expect(summary(htmlRules(attributes('type="date" min="2012-12-21"')))).toEqual([
      'dateiso→dateiso {}',
      'min→min {"min":"2012-12-21","compare":"text"}',
    ]);
  });

  it('drops a min that is no number on a number field, and the maxlength old browsers answered', () => {
    expect(summary(htmlRules(attributes('type="number" min="un"')))).toEqual(['number→number {}']);
    expect(htmlRules(attributes('maxlength="524288"'))).toEqual([]);
    expect(htmlRules(attributes('type="range" min="0"')).map((spec) => spec.method)).toEqual(['min']);
  });

  it('ignores the types that are no method (text, tel) and attributes that are none', () => {
    expect(htmlRules(attributes('type="tel" placeholder="0470" autocomplete="tel"'))).toEqual([]);
  });

  it('gives minlength and maxlength default messages that name their bound', () => {
    expect(htmlRules(attributes('minlength="4"'))[0]?.messageKey).toBe('Validation.MinLengthOf');
  });
});

describe('the data-rule-* attributes', () => {
  it('reads values as jQuery does: "" and "true" are on, "false" is off, JSON lists are lists', () => {
    expect(dataValue('false')).toBe(false);
    expect(dataValue('12')).toBe(12);
    expect(dataValue('[2, 4]')).toEqual([2, 4]);
    expect(
      summary(dataRules(attributes('data-rule-required="" data-rule-email="false" data-rule-rangelength="[2,4]"'))),
    ).toEqual(['required→required {}', 'rangelength→length {"min":"2","max":"4"}']);
  });

  it('reads data-msg-<method>, then data-msg', () => {
    const markup = attributes('data-msg-min="Trop petit" data-msg="Invalide"');
    expect(markupMessage(markup, 'min')).toBe('Trop petit');
    expect(markupMessage(markup, 'max')).toBe('Invalide');
    expect(markupMessage(attributes('data-msg-min="x"'), 'max')).toBeUndefined();
  });
});

describe('merging the sources as jQuery Validate’s rules() does', () => {
  const spec = (rule: string, params: Record<string, string> = {}, method?: string) => ({ rule, params, method });

  it('keeps a method where it first appears, with the rule of the last source that has it', () => {
    const merged = mergeSources(
      [spec('email', {}, 'email'), spec('minlength', { min: '6' }, 'minlength')],
      [],
      [spec('regex', { pattern: 'x' }), spec('length', { min: '2' }), spec('required')],
    );
    expect(summary(merged)).toEqual([
      'required→required {}',
      'email→email {}',
      'minlength→length {"min":"2"}',
      'regex→regex {"pattern":"x"}',
    ]);
  });

  it('names the data-val rules by the method jquery-validation-unobtrusive turns them into', () => {
    expect(methodOf(spec('length', { min: '2', max: '5' }))).toBe('rangelength');
    expect(methodOf(spec('length', { max: '5' }))).toBe('maxlength');
    expect(methodOf(spec('range', { min: '2' }))).toBe('min');
    expect(methodOf(spec('fileextensions'))).toBe('extension');
  });

  it('puts remote last', () => {
    expect(mergeSources([spec('remote'), spec('email', {}, 'email')]).map((s) => s.rule)).toEqual(['email', 'remote']);
  });
});
