// @vitest-environment happy-dom
/**
 * A page back from the back-forward cache reads the consent cookie again (README "The back-forward cache"): the
 * visitor may have chosen, or lost their choice, on another page while this one sat in the cache.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentSettings } from '../events.ts';

const STAMP = 'v7';
const COOKIE = 'cms_cookieconsent';
const granted: ConsentSettings = { stamp: STAMP, preferences: true, statistics: true, marketing: false };

type ConsentModule = typeof import('./consent.ts');

/** A fresh consent module started for the page, with the dialog's chunk loader spied on. */
async function startedPage(): Promise<{ consent: ConsentModule; load: ReturnType<typeof vi.fn> }> {
  vi.resetModules();
  const consent = await import('./consent.ts');
  // The page's own listeners go with the test (each test starts a module of its own).
  const listen = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) =>
    listen(type, listener, typeof options === 'object' ? { ...options, signal: page.signal } : { signal: page.signal }),
  );
  const load = vi.fn(() => new Promise(() => {}));
  consent.startConsent({
    config: { cms: 'cms', consentStamp: STAMP },
    chunks: { load },
    errors: { report: vi.fn() },
  } as unknown as Parameters<ConsentModule['startConsent']>[0]);
  return { consent, load };
}

const store = (settings: ConsentSettings | null) => {
  document.cookie = settings
    ? `${COOKIE}=${encodeURIComponent(JSON.stringify(settings))}; path=/`
    : `${COOKIE}=; path=/; max-age=0`;
};
/** The browser shows the page (happy-dom's PageTransitionEvent has no `persisted`: given as the browser's). */
const comeBack = (persisted = true) =>
  window.dispatchEvent(Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted }));
const consentUpdates = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, action]) => command === 'consent' && action === 'update')
    .map(([, , signals]) => (signals as Record<string, string>).analytics_storage);

let page: AbortController;
beforeEach(() => {
  page = new AbortController();
  window.dataLayer = [];
  document.body.innerHTML = '';
});
afterEach(() => {
  page.abort();
  vi.restoreAllMocks();
  store(null);
});

describe('consent on a page back from the back-forward cache', () => {
  it('takes a choice made on another page: Consent Mode, the event, the callbacks and the flagged scripts', async () => {
    const { consent, load } = await startedPage();
    expect(consent.consentApi.current()).toBeNull();
    document.body.innerHTML =
      '<script type="text/plain" data-consent-category="statistics">window.statisticsRuns = (window.statisticsRuns || 0) + 1;</script>';
    const changed = vi.fn();
    document.addEventListener('consent:changed', (event) => changed((event as CustomEvent).detail));
    const accepted = vi.fn();
    consent.consentApi.onAccept(accepted);

    store(granted);
    comeBack(false); // a page load, not a restore: nothing to read again
    expect(consent.consentApi.current()).toBeNull();
    comeBack();
    expect(consent.consentApi.current()).toEqual(granted);
    expect(changed).toHaveBeenCalledExactlyOnceWith(granted);
    expect(accepted).toHaveBeenCalledExactlyOnceWith(granted);
    expect(consentUpdates()).toEqual(['granted']);
    expect(document.querySelectorAll('script:not([type="text/plain"])')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();

    comeBack(); // the same choice: nothing told twice
    expect(changed).toHaveBeenCalledOnce();
    expect(consentUpdates()).toEqual(['granted']);
  });

  it('asks again when the choice is gone, or was made for older settings', async () => {
    store(granted);
    const { consent, load } = await startedPage();
    expect(consent.consentApi.current()).toEqual(granted);

    store({ ...granted, stamp: 'v6' });
    comeBack();
    expect(consent.consentApi.current()).toBeNull();
    expect(consentUpdates()).toEqual(['granted', 'denied']);
    expect(load).toHaveBeenCalledOnce();
    expect(load.mock.calls[0]?.[0]).toBe('consent');
  });
});
