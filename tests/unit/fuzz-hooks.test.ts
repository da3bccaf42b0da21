import { describe, expect, it } from 'vitest';
import { datasetKeyToAttribute } from '../../runtime/dom.ts';
import { parseOptions } from '../../runtime/options.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { fuzzHooks, HOSTILE_NUMBERS, HOSTILE_URLS, hostileValue, seededRandom } from '../e2e/fuzz-hooks.ts';

describe('fuzzed widget hooks', () => {
  it('the PRNG is seeded: the same seed, the same numbers; another seed, others; all in [0, 1)', () => {
    const first = Array.from({ length: 100 }, seededRandom(42));
    expect(Array.from({ length: 100 }, seededRandom(42))).toEqual(first);
    expect(Array.from({ length: 100 }, seededRandom(43))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(first.map((value) => Math.floor(value * 10))).size).toBe(10);
  });

  it('one hook per widget definition, reproducible from its seed', () => {
    const hooks = fuzzHooks(builtInWidgets, 7);
    expect(hooks.map((hook) => hook.widget)).toEqual(builtInWidgets.map((widget) => widget.name));
    expect(fuzzHooks(builtInWidgets, 7)).toEqual(hooks);
    expect(fuzzHooks(builtInWidgets, 8)).not.toEqual(hooks);
  });

  it('the attributes are schema keys plus one unknown attribute; a third of the hooks carry one key only', () => {
    let single = 0;
    let full = 0;
    let present = 0;
    let keys = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      for (const [index, hook] of fuzzHooks(builtInWidgets, seed).entries()) {
        const widget = builtInWidgets[index]!;
        const allowed = Object.keys(widget.options.entries).map(datasetKeyToAttribute);
        expect(hook.attributes['data-widget']).toBe(widget.name);
        expect('data-fuzz-extra' in hook.attributes).toBe(true);
        const names = Object.keys(hook.attributes).filter(
          (name) => name !== 'data-widget' && name !== 'data-fuzz-extra',
        );
        expect(names.every((name) => allowed.includes(name))).toBe(true);
        if (allowed.length < 4) continue;
        if (names.length === 1) single += 1;
        else {
          full += 1;
          present += names.length;
          keys += allowed.length;
        }
      }
    }
    expect(single / (single + full)).toBeGreaterThan(0.2);
    expect(single / (single + full)).toBeLessThan(0.45);
    expect(present / keys).toBeGreaterThan(0.7);
    expect(present / keys).toBeLessThan(0.9);
  });

  it('numbers and URLs get their own pitfalls, and the values cover the hostile classes', () => {
    const random = seededRandom(3);
    const numbers = Array.from({ length: 400 }, () => hostileValue(random, 'whole number'));
    const urls = Array.from({ length: 400 }, () => hostileValue(random, 'same-site URL'));
    for (const value of ['1e308', '9007199254740993', '-1', '']) expect(numbers).toContain(value);
    expect(numbers.filter((value) => (HOSTILE_NUMBERS as readonly string[]).includes(value)).length).toBeGreaterThan(
      150,
    );
    expect(urls.filter((value) => (HOSTILE_URLS as readonly string[]).includes(value)).length).toBeGreaterThan(150);
    const texts = Array.from({ length: 1000 }, () => hostileValue(random, 'text'));
    expect(texts.some((value) => value.includes('\u0000'))).toBe(true);
    expect(texts.some((value) => /[\uD800-\uDFFF]/.test(value))).toBe(true);
    expect(texts.some((value) => value.includes('\u202E'))).toBe(true);
    expect(texts.some((value) => value.includes('xss-probe'))).toBe(true);
  });

  it('a fuzzed number the schema takes is a finite number in its range (the schemas refuse the rest)', () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      for (const [index, hook] of fuzzHooks(builtInWidgets, seed).entries()) {
        const widget = builtInWidgets[index]!;
        const data = Object.fromEntries(
          Object.entries(hook.attributes)
            .filter(([name]) => name !== 'data-widget')
            .map(([name, value]) => [
              name.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
              value,
            ]),
        );
        const parsed = parseOptions(widget.options, data);
        if (!parsed.ok) continue;
        for (const value of Object.values(parsed.options as Record<string, unknown>)) {
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        }
      }
    }
  });
});
