import { afterEach, describe, expect, it, vi } from 'vitest';
import { installStrings, loadStrings, t } from './i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('string resources', () => {
  it('keeps keys that contain dots flat', () => {
    installStrings('fr', { 'Manager.UnknowsErrors': 'Erreur inconnue', Manager: 'gestion' });
    expect(t('Manager.UnknowsErrors')).toBe('Erreur inconnue');
  });

  it('fills i18next and positional placeholders', () => {
    installStrings('fr', { 'Cart.Changed': 'Quantité de {0} changée en {{qty}}' });
    expect(t('Cart.Changed', { 0: 'Casque', qty: 3 })).toBe('Quantité de Casque changée en 3');
  });

  it('shows the key and warns once when a key is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installStrings('nl', {});
    expect(t('Catalog.NoProductFound')).toBe('Catalog.NoProductFound');
    expect(t('Catalog.NoProductFound')).toBe('Catalog.NoProductFound');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[runtime] Missing string resource "Catalog.NoProductFound"; the key is shown instead.',
    );
  });

  it('fetches once from the culture URL under the application path', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ 'Core.Close': 'Sluiten' })));
    vi.stubGlobal('fetch', fetch);
    await loadStrings({ app: '/shop', culture: 'nl' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/shop/api/v1/localization/nl/stringresources');
    expect(t('Core.Close')).toBe('Sluiten');
  });

  it('warns and shows keys when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await loadStrings({ app: '', culture: 'fr' });
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not be loaded');
    expect(t('Core.Close')).toBe('Core.Close');
  });

  it('warns when the answer is not a dictionary', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('["a"]')),
    );
    await loadStrings({ app: '', culture: 'fr' });
    expect(String(warn.mock.calls[0]?.[0])).toContain('not a dictionary');
  });
});
