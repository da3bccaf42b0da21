// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { choicesOf, pick, placeholderOf, summaryText } from './select-rules.ts';

function select(html: string, attributes = ''): HTMLSelectElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<select ${attributes}>${html}</select>`;
  return wrapper.querySelector('select')!;
}

describe('styled select rules', () => {
  it('lists the options without the placeholder, with disabled state and subtext', () => {
    const element = select(
      '<option value="" disabled>Choisissez</option><option value="a" data-subtext="Près de la gare">A</option><option value="b" disabled>B</option><optgroup disabled><option value="c">C</option></optgroup>',
    );
    expect(choicesOf(Array.from(element.options))).toEqual([
      { value: 'a', label: 'A', disabled: false, subtext: 'Près de la gare' },
      { value: 'b', label: 'B', disabled: true, subtext: '' },
      { value: 'c', label: 'C', disabled: true, subtext: '' },
    ]);
  });

  it('keeps an empty value that is not first (a real choice)', () => {
    const element = select('<option value="a">A</option><option value="">Aucun</option>');
    expect(choicesOf(Array.from(element.options)).map((c) => c.label)).toEqual(['A', 'Aucun']);
  });

  it('takes the placeholder from data-placeholder, then an empty first option, then the fallback', () => {
    expect(placeholderOf(select('<option value="">Kies</option>', 'data-placeholder="Kies kleuren"'), 'x')).toBe(
      'Kies kleuren',
    );
    expect(placeholderOf(select('<option value="">Kies</option><option>A</option>'), 'x')).toBe('Kies');
    expect(placeholderOf(select('<option value="a">A</option>', 'multiple'), 'Choisissez…')).toBe('Choisissez…');
  });

  it('shows the placeholder, then labels, then a count', () => {
    const count = (n: number) => `${n} sélectionnés`;
    expect(summaryText([], 'Choisissez', 2, count)).toEqual({ text: 'Choisissez', isPlaceholder: true });
    expect(summaryText(['Rouge'], 'Choisissez', 2, count)).toEqual({ text: 'Rouge', isPlaceholder: false });
    expect(summaryText(['Rouge', 'Bleu'], 'Choisissez', 2, count).text).toBe('Rouge, Bleu');
    expect(summaryText(['Rouge', 'Bleu', 'Vert'], 'Choisissez', 2, count).text).toBe('3 sélectionnés');
  });

  it('a single select takes the value, a multiple one toggles it', () => {
    expect(pick(['a'], 'b', false)).toEqual(['b']);
    expect(pick(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(pick(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});
