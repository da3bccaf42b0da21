import { afterEach, describe, expect, it, vi } from 'vitest';
import { Visit } from './visit.ts';
import { visitFetch } from './visit-fetch.ts';

const newVisit = () => new Visit({ url: '/fr/service', push: true, noCache: false }, 'leaving');

/** A fetch whose answer the test releases, recording the signal it was given. */
function pendingFetch() {
  let answer = (_response: Response) => {};
  const calls: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const fetchPage = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, signal: init.signal });
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      init.signal?.addEventListener('abort', () => reject(new DOMException('fetch aborted', 'AbortError')));
    });
  });
  return { fetchPage, calls, answer: (response: Response) => answer(response) };
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return state;
};

describe('the fetch of a visit', () => {
  it('hands the answer on once the leaving animation has ended too', async () => {
    const visit = newVisit();
    const page = pendingFetch();
    const response = new Response('<main></main>');
    const result = visitFetch(visit, page.fetchPage)('/fr/service', { method: 'GET' });
    page.answer(response);
    expect(await settled(result)).toBe('pending');
    expect(visit.answered).toBe(true);
    visit.endLeaving();
    await expect(result).resolves.toBe(response);
    expect(page.calls[0]?.url).toBe('/fr/service');
  });

  it('passes the rest of the request options on', async () => {
    const visit = newVisit();
    visit.endLeaving();
    const fetchPage = vi.fn(async (_url: string, _init: RequestInit) => new Response(''));
    await visitFetch(visit, fetchPage)('/fr/', {
      method: 'POST',
      cache: 'no-store',
      headers: { 'HX-Request': 'true' },
    });
    expect(fetchPage.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      cache: 'no-store',
      headers: { 'HX-Request': 'true' },
    });
  });

  it('rejects with an AbortError as soon as the visit is aborted, and aborts the network request', async () => {
    const visit = newVisit();
    const page = pendingFetch();
    const result = visitFetch(visit, page.fetchPage)('/fr/service', {});
    visit.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(page.calls[0]?.signal?.aborted).toBe(true);
  });

  it('rejects when aborted while the answer waits for the animation (no swap after the abort)', async () => {
    const visit = newVisit();
    const page = pendingFetch();
    const result = visitFetch(visit, page.fetchPage)('/fr/service', {});
    page.answer(new Response(''));
    expect(await settled(result)).toBe('pending');
    visit.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('follows htmx’s own signal (its timeout, its history abort) with the same reason', async () => {
    const visit = newVisit();
    const page = pendingFetch();
    const htmxSignal = new AbortController();
    const result = visitFetch(visit, page.fetchPage)('/fr/service', { signal: htmxSignal.signal });
    htmxSignal.abort('timeout');
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(page.calls[0]?.signal?.reason).toBe('timeout');
  });

  it('does not start a live request when htmx’s signal was aborted already', async () => {
    const visit = newVisit();
    const page = pendingFetch();
    const result = visitFetch(visit, page.fetchPage)('/fr/service', { signal: AbortSignal.abort() });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(page.calls[0]?.signal?.aborted).toBe(true);
  });

  it('rejects with the network error when the request fails', async () => {
    const visit = newVisit();
    const failure = new TypeError('Failed to fetch');
    const result = visitFetch(visit, () => Promise.reject(failure))('/fr/service', {});
    await expect(result).rejects.toBe(failure);
    expect(visit.answered).toBe(false);
  });

  describe('its time limit (the navigationTimeout setting, issue 43)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('no answer within it rejects with a TimeoutError and cancels the network request', async () => {
      vi.useFakeTimers();
      const visit = newVisit();
      const page = pendingFetch();
      const result = visitFetch(visit, page.fetchPage, 20_000)('/fr/service', {});
      await vi.advanceTimersByTimeAsync(19_999);
      expect(await settled(result)).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).rejects.toMatchObject({ name: 'TimeoutError', message: 'No answer within 20000 ms' });
      expect(page.calls[0]?.signal?.aborted).toBe(true);
    });

    it('an answer within it is handed on, and the limit no longer applies', async () => {
      vi.useFakeTimers();
      const visit = newVisit();
      visit.endLeaving();
      const page = pendingFetch();
      const response = new Response('<main></main>');
      const result = visitFetch(visit, page.fetchPage, 20_000)('/fr/service', {});
      await vi.advanceTimersByTimeAsync(19_000);
      page.answer(response);
      await expect(result).resolves.toBe(response);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(page.calls[0]?.signal?.aborted).toBe(false);
    });

    it('0 sets no limit of its own', async () => {
      vi.useFakeTimers();
      const page = pendingFetch();
      const result = visitFetch(newVisit(), page.fetchPage, 0)('/fr/service', {});
      await vi.advanceTimersByTimeAsync(600_000);
      expect(await settled(result)).toBe('pending');
    });
  });
});
