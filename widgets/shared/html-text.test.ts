// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { textOfHtml } from './html-text.ts';

describe('textOfHtml', () => {
  it('keeps the text of the CMS amount markup, references decoded', () => {
    expect(textOfHtml('<span class="price">1&nbsp;234,50&nbsp;&euro;</span>')).toBe('1\u00a0234,50\u00a0€');
    expect(textOfHtml('€ <b>72,54</b>')).toBe('€ 72,54');
  });

  it('builds no element from hostile markup: its tags are dropped, the rest stays text', () => {
    const created: string[] = [];
    const original = document.createElement.bind(document);
    document.createElement = (name: string) => {
      created.push(name);
      return original(name);
    };
    try {
      expect(
        textOfHtml(
          '12 €<img src=x onerror="window.__xss=1"><svg onload="window.__xss=1"><script>x()</script>&lt;i&gt;',
        ),
      ).toBe('12 €x()<i>');
      expect(textOfHtml('5 € <img src=x onerror=alert(1)')).toBe('5 €');
    } finally {
      document.createElement = original;
    }
    expect(created).toEqual(['textarea', 'textarea']);
  });
});
