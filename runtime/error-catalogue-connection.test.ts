// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunks.ts';
import { startErrorCatalogue } from './error-catalogue.ts';
import { emit } from './events.ts';
import { HttpError } from './http.ts';
import { showError } from './ui.ts';

/** The dialog facade, played by the test: each error dialog stays open until the test closes it. */
const closers: (() => void)[] = [];
vi.mock('./i18n.ts', () => ({ t: (key: string) => key }));
vi.mock('./ui.ts', () => ({
  lazyChunk: () => () => Promise.reject(new Error('no login modal here')),
  showError: vi.fn(() => new Promise<void>((resolve) => closers.push(resolve))),
}));

const lost = (url: string) => new HttpError(`GET ${url} got no answer`, 0, url, '', '', 'offline');
const config = { app: '', culture: 'fr' } as const;
let listening: AbortController;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  listening = new AbortController();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  listening.abort();
  for (const close of closers.splice(0)) close();
  await Promise.resolve();
  vi.mocked(showError).mockClear();
  warn.mockRestore();
});

const dialogRetry = () => vi.mocked(showError).mock.lastCall?.[1]?.retry;

describe('a lost connection (issue 43)', () => {
  it('is told in the error dialog with the catalogue’s text, and its Retry repeats the action', () => {
    const catalogue = startErrorCatalogue(config, listening.signal);
    const retry = vi.fn();
    catalogue.report(lost('/fr/service'), { returnUrl: '/fr/service', retry });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Core.ConnectionLost', { retry: expect.any(Function) });
    expect(warn).toHaveBeenCalledExactlyOnceWith('[runtime] Connection lost: GET /fr/service got no answer');
    dialogRetry()?.();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('failing several times while its dialog is open shows one dialog, whose Retry repeats them all', async () => {
    const catalogue = startErrorCatalogue(config, listening.signal);
    const first = vi.fn();
    const second = vi.fn();
    catalogue.report(lost('/fr/a'), { retry: first });
    catalogue.report(lost('/fr/b'), { retry: second });
    emit('request:failed', { error: lost('/api/v1/shoppingcarts') });
    expect(showError).toHaveBeenCalledOnce();
    dialogRetry()?.();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    closers.shift()?.();
    await vi.waitFor(() => {
      catalogue.report(lost('/fr/c'));
      expect(showError).toHaveBeenCalledTimes(2);
    });
  });

  it('parts of the page that fail to load while offline join the same dialog; its Retry loads them again', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const catalogue = startErrorCatalogue(config, listening.signal);
    const loadAgain = vi.fn(async () => {});
    const visit = vi.fn();
    catalogue.report(new ChunkLoadError('widget slider', new TypeError('Failed to fetch'), loadAgain));
    catalogue.report(lost('/fr/service'), { retry: visit });
    offline.mockRestore();
    expect(showError).toHaveBeenCalledExactlyOnceWith('Core.ConnectionLost', { retry: expect.any(Function) });
    expect(warn).toHaveBeenCalledTimes(2);
    dialogRetry()?.();
    expect([loadAgain.mock.calls.length, visit.mock.calls.length]).toEqual([1, 1]);
  });

  it('online, a part that failed to load keeps its own dialog; its Retry repeats the action that needed it', () => {
    const catalogue = startErrorCatalogue(config, listening.signal);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadAgain = vi.fn(async () => {});
    const sendAgain = vi.fn();
    catalogue.report(new ChunkLoadError('validation', new TypeError('Failed to fetch'), loadAgain), {
      retry: sendAgain,
    });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Core.ChunkLoadError', { retry: expect.any(Function) });
    dialogRetry()?.();
    expect([sendAgain.mock.calls.length, loadAgain.mock.calls.length]).toEqual([1, 0]);
    error.mockRestore();
  });

  it('a widget call that cannot be repeated gets the dialog with Close only', () => {
    startErrorCatalogue(config, listening.signal);
    emit('request:failed', { error: lost('/api/v1/shoppingcarts') });
    expect(showError).toHaveBeenCalledExactlyOnceWith('Core.ConnectionLost', { retry: undefined });
  });

  it('an abort stays a console warning only', () => {
    const catalogue = startErrorCatalogue(config, listening.signal);
    catalogue.report(new HttpError('GET /fr/service was aborted', 0, '/fr/service'), { retry: vi.fn() });
    catalogue.report(new DOMException('The page load was aborted', 'AbortError'));
    expect(showError).not.toHaveBeenCalled();
    expect(warn.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[runtime] Request aborted: GET /fr/service was aborted',
      '[runtime] Request aborted: The page load was aborted',
    ]);
  });
});
