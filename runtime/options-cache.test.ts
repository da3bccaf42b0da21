// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OptionsCache } from './options-cache.ts';
import { attr } from './options.ts';

function counted() {
  const count = { parses: 0 };
  const schema = v.object({
    who: v.pipe(
      attr.text({ description: 'Who' }),
      v.check(() => (count.parses += 1) > 0),
    ),
    times: v.optional(attr.number({ description: 'How often', min: 1, integer: true }), '1'),
  });
  return { count, schema };
}

function hook(html: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild as Element;
}

describe('options cache', () => {
  it('parses equal data attributes once per widget, whatever the hook attributes say', () => {
    const { count, schema } = counted();
    const cache = new OptionsCache();
    const first = cache.parse('greeter', schema, hook('<b data-widget="greeter" data-who="Ann"></b>'));
    const second = cache.parse(
      'greeter',
      schema,
      hook('<i class="x" data-widget="greeter other" data-widget-mounted="other" data-who="Ann"></i>'),
    );
    expect(second).toBe(first);
    expect(first).toEqual({ ok: true, options: { who: 'Ann', times: 1 } });
    cache.parse('other', schema, hook('<b data-who="Ann"></b>'));
    expect(count.parses).toBe(2); // a widget of another name parses its own
  });

  it('tells apart sets that differ by a value, by an attribute, or that would read alike joined as text', () => {
    const { count, schema } = counted();
    const cache = new OptionsCache();
    const hooks = [
      '<b data-who="Ann" data-times="2"></b>',
      '<b data-who="Ann data-times=2"></b>',
      '<b data-who="Ann"></b>',
      '<b data-who="Ann" data-times="3"></b>',
      '<b data-who="Bo" data-times="2"></b>',
    ].map((html) => cache.parse('greeter', schema, hook(html)));
    expect(count.parses).toBe(5);
    expect(hooks.map((parsed) => (parsed.ok ? parsed.options : parsed.issues))).toEqual([
      { who: 'Ann', times: 2 },
      { who: 'Ann data-times=2', times: 1 },
      { who: 'Ann', times: 1 },
      { who: 'Ann', times: 3 },
      { who: 'Bo', times: 2 },
    ]);
  });

  it('reads only the attributes its schema names: other data attributes share the parse; empty and absent differ', () => {
    const { count, schema } = counted();
    const cache = new OptionsCache();
    const first = cache.parse('greeter', schema, hook('<b data-who="Ann" data-animation="fade-in"></b>'));
    const second = cache.parse('greeter', schema, hook('<b data-who="Ann" data-sku="HX-1" data-times="1"></b>'));
    const third = cache.parse('greeter', schema, hook('<b data-who="Ann"></b>'));
    expect(count.parses).toBe(2); // times="1" is another set than times absent, even where they parse alike
    expect(third).toBe(first);
    expect(second).toEqual(first);
    const empty = cache.parse('greeter', schema, hook('<b data-who=""></b>'));
    const absent = cache.parse('greeter', schema, hook('<b></b>'));
    expect(empty).not.toBe(absent);
    expect(absent.ok ? absent.options : absent.issues[0]?.key).toBe('who');
  });

  it('keeps a failed parse too, and starts over past its limit', () => {
    const { count, schema } = counted();
    const cache = new OptionsCache(2);
    const bad = cache.parse('greeter', schema, hook('<b data-who="Ann" data-times="0"></b>'));
    expect(bad.ok).toBe(false);
    expect(cache.parse('greeter', schema, hook('<b data-who="Ann" data-times="0"></b>'))).toBe(bad);
    cache.parse('greeter', schema, hook('<b data-who="Bo"></b>'));
    expect(count.parses).toBe(2);
    // Two sets held: the third starts the cache over, and the first is parsed again when it comes back.
    cache.parse('greeter', schema, hook('<b data-who="Cas"></b>'));
    cache.parse('greeter', schema, hook('<b data-who="Ann" data-times="0"></b>'));
    expect(count.parses).toBe(4);
  });
});
