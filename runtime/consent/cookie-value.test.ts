// @vitest-environment happy-dom
/**
 * The core reads the stored consent without js-cookie (only the dialog's chunk writes it with the library): what
 * `cookieValue` reads must be what js-cookie wrote and would read back.
 */
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { choice, cookieValue } from './rules.ts';

const NAME = 'cms_cookieconsent';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

describe('cookieValue, as js-cookie reads', () => {
  it.each([
    ['a stored choice', JSON.stringify(choice('2026-11-01', { statistics: true }))],
    ['text with separators and accents', 'a; b=c, "d" é %25 +'],
    ['an empty value', ''],
  ])('reads back %s as js-cookie wrote it', (_, value) => {
    Cookies.set('cms_cookieconsent2', 'another');
    Cookies.set(NAME, value);
    Cookies.set('other', 'x');
    expect(cookieValue(document.cookie, NAME)).toBe(value);
    expect(cookieValue(document.cookie, NAME)).toBe(Cookies.get(NAME));
  });

  it('gives nothing for a missing cookie, or one that cannot be decoded', () => {
    Cookies.set('cms_cookieconsent2', 'another');
    expect(cookieValue(document.cookie, NAME)).toBeUndefined();
    expect(cookieValue(`${NAME}=%E0%A4%A`, NAME)).toBeUndefined();
    expect(cookieValue(`${NAME}="quoted"`, NAME)).toBe('quoted');
  });
});
