// @vitest-environment happy-dom
/**
 * The contact assistance form's wiring in happy-dom, on the reference CMS's own markup (fixtures/views/
 * assistance-form.ts): the blocks shown and hidden as values are chosen, a hidden field disabled (neither validated
 * nor sent), emptied when its branch is left and validation told to forget it; FormField52 and FormField38 reset
 * when FormField25 changes. The table's rules are visibility.test.ts's; every branch of it, validation and what the
 * server receives run in Chromium (tests/e2e/contact-assistance.spec.ts).
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistancePage } from '../../fixtures/views/assistance-form.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './contact-assistance.ts';
import { contactAssistanceOptions } from './definition.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(21, 52);
const BASE = range(21, 25);
let abort: AbortController;

beforeEach(() => {
  document.body.innerHTML = assistancePage('fr', 'token');
  abort = new AbortController();
  const form = document.querySelector('form.assistance-form') as HTMLFormElement;
  // The hook's options as a page without data attributes gives them: the definition's default wrapper.
  mount(form, v.parse(contactAssistanceOptions, {}), { signal: abort.signal, runtime: testRuntime() });
});
afterEach(() => abort.abort());

const controls = (n: number) => Array.from(document.querySelectorAll<HTMLInputElement>(`[name="FormField${n}"]`));
/** The visible control of a field (a checkbox's hidden twin left aside). */
const control = <T extends HTMLElement = HTMLInputElement>(n: number) =>
  document.querySelector(`[name="FormField${n}"]:not([type=hidden])`) as unknown as T;
const choose = (n: number, value: string) => {
  control<HTMLSelectElement>(n).value = value;
  control(n).dispatchEvent(new Event('change', { bubbles: true }));
};
const fill = (n: number, value: string) => {
  control(n).value = value;
  control(n).dispatchEvent(new Event('change', { bubbles: true }));
};
/** The fields whose control is in no hidden block, and those whose controls are all disabled. */
const states = () => ({
  shown: ALL.filter((n) => controls(n).some((c) => c.type !== 'hidden' && !c.closest('[hidden]'))),
  disabled: ALL.filter((n) => controls(n).length > 0 && controls(n).every((c) => c.disabled)),
});
const onlyShown = (fields: number[]) => ({ shown: fields, disabled: ALL.filter((n) => !fields.includes(n)) });

describe('the contact assistance form', () => {
  it('shows FormField46–51 for FormField25 = 15, and hides every dynamic field for other values', () => {
    expect(states()).toEqual(onlyShown(BASE));
    choose(25, '15');
    expect(states()).toEqual(onlyShown([...BASE, ...range(46, 51)]));
    for (const other of ['6', '9']) {
      choose(25, other);
      expect(states()).toEqual(onlyShown(BASE));
    }
    choose(25, '7');
    choose(52, '14');
    expect(states()).toEqual(onlyShown([...BASE, ...range(27, 35), 38, 52]));
    choose(25, '6');
    expect(states()).toEqual(onlyShown(BASE));
  });

  it('resets FormField52 and FormField38 when FormField25 changes; a field shown again is empty', () => {
    choose(25, '7');
    choose(52, '12');
    fill(26, 'Le porte-bidon');
    choose(38, '13');
    fill(41, 'Ridley');
    control(44).checked = true;
    control(44).dispatchEvent(new Event('change', { bubbles: true }));

    choose(25, '8');
    expect([control(52).value, control(38).value]).toEqual(['', '']);
    expect(states()).toEqual(onlyShown([...BASE, 38, 52]));
    choose(52, '12');
    expect(control(26).value).toBe('');
    choose(38, '13');
    expect([control(41).value, control(44).checked]).toEqual(['', false]);

    // Within a branch: 26 is emptied when 52 moves away and comes back.
    fill(26, 'La sonnette');
    choose(52, '14');
    choose(52, '12');
    expect(control(26).value).toBe('');
  });

  it('tells validation to forget a field it hides', () => {
    choose(25, '7');
    choose(52, '12');
    const forgotten: string[] = [];
    document.addEventListener('validation:reset', (event) => forgotten.push((event.target as HTMLInputElement).name), {
      signal: abort.signal,
    });
    choose(52, '11');
    expect(forgotten).toContain('FormField26');
  });
});
