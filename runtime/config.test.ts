// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.ts';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('runtime configuration from the script tag', () => {
  it('reads every documented attribute', () => {
    const config = readConfig(
      script({
        'data-app': '/shop',
        'data-culture': 'nl',
        'data-cms': 'ateliervelo',
        'data-delay-in': '350',
        'data-delay-out': '0',
        'data-consent-stamp': '2026-11-01',
        'data-chunk-timeout': '5000',
        'data-navigation-timeout': '8000',
      }),
    );
    expect(config).toEqual({
      app: '/shop',
      culture: 'nl',
      cms: 'ateliervelo',
      delayIn: 350,
      delayOut: 0,
      consentStamp: '2026-11-01',
      chunkTimeout: 5000,
      navigationTimeout: 8000,
    });
  });

  it('uses the documented defaults when attributes are absent', () => {
    expect(readConfig(script({}))).toEqual({
      app: '',
      culture: 'fr',
      cms: 'cms',
      delayIn: 10,
      delayOut: 10,
      consentStamp: '',
      chunkTimeout: 120000,
      navigationTimeout: 20000,
    });
  });

  it('takes the culture from <html lang> when the tag has none', () => {
    document.documentElement.lang = 'nl-BE';
    expect(readConfig(script({})).culture).toBe('nl');
  });

  it('logs one clear error for wrong values and falls back to their defaults only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = readConfig(script({ 'data-culture': 'de', 'data-delay-in': 'fast', 'data-cms': 'shop' }));
    expect(config.culture).toBe('fr');
    expect(config.delayIn).toBe(10);
    expect(config.cms).toBe('shop');
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toContain('data-culture must be one of "fr", "nl" (got "de")');
    expect(message).toContain('data-delay-in must be a number (got "fast")');
    expect(message).toContain('default');
  });

  it('warns about attributes it does not know (typos)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readConfig(script({ 'data-cultre': 'nl' }));
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-cultre');
  });

  it('rejects an application path with a trailing slash', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readConfig(script({ 'data-app': '/shop/' })).app).toBe('');
  });
});
