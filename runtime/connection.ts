/**
 * Tells a network failure from an abort (issue 43, runtime spec §8). A request the runtime or the shopper aborted (a
 * newer visit, Escape, a page-leave listener) is an abort: a console warning only. A request that found no
 * connection, whose connection was reset, or that got no answer within its time limit is a disconnection: the
 * shopper is told and may try again.
 */

/** Why a request got no answer though nobody aborted it: no (or a reset) connection, or the time limit passed. */
export type Disconnection = 'offline' | 'timeout';

/**
 * What a rejected fetch (or a body that could not be read) says. `abortedByUs`: the request's own signal was
 * aborted by the runtime, which makes it an abort unless the reason was its time limit. fetch rejects with a
 * TypeError when the network fails (no connection, a reset, a connection dropped mid-answer).
 */
export function disconnectionOf(error: unknown, abortedByUs: boolean): Disconnection | undefined {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  if (abortedByUs) return undefined;
  return error instanceof TypeError ? 'offline' : undefined;
}
