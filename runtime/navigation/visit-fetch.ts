/**
 * The fetch a visit's request goes through: the answer is handed on only once the leaving animation has ended
 * too (the swap waits for both), and aborting the visit rejects at once with an AbortError, even while the answer
 * waits for the animation or when the request had no abort of its own (back/forward requests carry htmx's
 * history signal only). An answer that has not come within `timeoutMs` (the navigationTimeout setting) rejects
 * with a TimeoutError, which is a lost connection, not an abort (../connection.ts). Without htmx: the adapter
 * installs it.
 */

export type FetchPage = (url: string, init: RequestInit) => Promise<Response>;

/** What the fetch needs of a visit. */
export interface FetchingVisit {
  readonly left: Promise<void>;
  onAbort(cancel: () => void): void;
  markAnswered(): void;
}

/** The reason a request's time limit aborts it with (`AbortSignal.timeout` uses the same name). */
function timeoutError(ms: number): DOMException {
  return new DOMException(`No answer within ${ms} ms`, 'TimeoutError');
}

function abortError(): DOMException {
  return new DOMException('The page load was aborted', 'AbortError');
}

/** The error a cancelled request rejects with: its time limit's, else an AbortError. */
const cancelled = (reason: unknown) =>
  reason instanceof DOMException && reason.name === 'TimeoutError' ? reason : abortError();

export function visitFetch(visit: FetchingVisit, fetchPage: FetchPage, timeoutMs = 0): FetchPage {
  return (url, init) => {
    const controller = new AbortController();
    const outer = init.signal;
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    visit.onAbort(() => controller.abort(abortError()));
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs) : 0;

    const aborted = new Promise<never>((_, reject) => {
      const signal = controller.signal;
      if (signal.aborted) reject(cancelled(signal.reason));
      else signal.addEventListener('abort', () => reject(cancelled(signal.reason)), { once: true });
    });
    const answer = fetchPage(url, { ...init, signal: controller.signal }).then(
      (response) => {
        clearTimeout(timer);
        visit.markAnswered();
        return response;
      },
      (error: unknown) => {
        clearTimeout(timer);
        throw error;
      },
    );
    return Promise.race([Promise.all([answer, visit.left]).then(([response]) => response), aborted]);
  };
}
