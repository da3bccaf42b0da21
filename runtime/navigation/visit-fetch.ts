/**
 * The fetch a visit's request goes through: the answer is handed on only once the leaving animation has ended
 * too (the swap waits for both), and aborting the visit rejects at once with an AbortError, even while the answer
 * waits for the animation or when the request had no abort of its own (back/forward requests carry htmx's
 * history signal only). Without htmx: the adapter installs it.
 */

export type FetchPage = (url: string, init: RequestInit) => Promise<Response>;

/** What the fetch needs of a visit. */
export interface FetchingVisit {
  readonly left: Promise<void>;
  onAbort(cancel: () => void): void;
  markAnswered(): void;
}

function abortError(): DOMException {
  return new DOMException('The page load was aborted', 'AbortError');
}

export function visitFetch(visit: FetchingVisit, fetchPage: FetchPage): FetchPage {
  return (url, init) => {
    const controller = new AbortController();
    const outer = init.signal;
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    visit.onAbort(() => controller.abort(abortError()));

    const aborted = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(abortError());
      else controller.signal.addEventListener('abort', () => reject(abortError()), { once: true });
    });
    const answer = fetchPage(url, { ...init, signal: controller.signal }).then((response) => {
      visit.markAnswered();
      return response;
    });
    return Promise.race([Promise.all([answer, visit.left]).then(([response]) => response), aborted]);
  };
}
