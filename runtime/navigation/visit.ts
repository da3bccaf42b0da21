/**
 * One page load, from the click (or back/forward) to `finished`, `failed` or `aborted`. No DOM, no htmx: the
 * Navigator drives it and reacts to its transitions; the htmx adapter feeds it what the request does.
 *
 * Every change of state goes through `transition`, which follows the table of ./visit-state.ts and refuses
 * anything else by returning false, silently (no log: a refused transition is the expected fate of a late
 * callback, such as the answer of a visit that was aborted meanwhile). The cleanups registered with `addCleanup`
 * run exactly once, when the visit leaves the busy phase, whichever way it leaves it.
 */
import { canTransition, type InitialVisitState, isBusy, isFinal, type VisitState } from './visit-state.ts';

export interface VisitInit {
  /** Path, query and hash of the page to load. */
  url: string;
  /** Adds a history entry once the content is in (a link, a form); false for a reload or a confirm link. */
  push: boolean;
  /** The request bypasses the HTTP cache. */
  noCache: boolean;
  /** Back/forward: the scroll position to restore. */
  restoreScroll?: number;
}

/** Told after each accepted transition, with the state the visit came from. */
export type TransitionListener = (visit: Visit, from: VisitState) => void;

export class Visit {
  readonly url: string;
  readonly push: boolean;
  readonly noCache: boolean;
  readonly restoreScroll: number | undefined;
  /** The document title of the answer, once it is in. */
  title = '';
  /** Resolves when the leaving animation has ended (at once for a back/forward visit); the swap waits for it. */
  readonly left: Promise<void>;

  #state: VisitState;
  #answered = false;
  #cleanups: (() => void)[] = [];
  #cancelRequest: (() => void) | undefined;
  readonly #endLeaving: () => void;
  readonly #listener: TransitionListener;

  constructor(init: VisitInit, initial: InitialVisitState, listener: TransitionListener = () => {}) {
    this.url = init.url;
    this.push = init.push;
    this.noCache = init.noCache;
    this.restoreScroll = init.restoreScroll;
    this.#state = initial;
    this.#listener = listener;
    let resolve = () => {};
    this.left = new Promise<void>((done) => (resolve = done));
    this.#endLeaving = resolve;
  }

  get state(): VisitState {
    return this.#state;
  }

  /** Not over yet: neither finished, failed nor aborted. */
  get live(): boolean {
    return !isFinal(this.#state);
  }

  /** The server's answer has arrived (its body may still be read). */
  get answered(): boolean {
    return this.#answered;
  }

  /** Moves to `to` when the table allows it; returns false (and changes nothing) otherwise. */
  transition(to: VisitState): boolean {
    const from = this.#state;
    if (!canTransition(from, to)) return false;
    this.#state = to;
    if (isBusy(from) && !isBusy(to)) this.#runCleanups();
    this.#listener(this, from);
    return true;
  }

  /** Runs `cleanup` once when the visit leaves the busy phase; at once when it has left it already. */
  addCleanup(cleanup: () => void): void {
    if (isBusy(this.#state)) this.#cleanups.push(cleanup);
    else cleanup();
  }

  /** How to cancel the request of this visit: called once if the visit is aborted (at once if it was). */
  onAbort(cancelRequest: () => void): void {
    if (this.#state === 'aborted') cancelRequest();
    else this.#cancelRequest = cancelRequest;
  }

  /** Aborts the visit and cancels its request. False when the visit was over already. */
  abort(): boolean {
    if (!this.transition('aborted')) return false;
    const cancel = this.#cancelRequest;
    this.#cancelRequest = undefined;
    cancel?.();
    return true;
  }

  markAnswered(): void {
    this.#answered = true;
  }

  /** The leaving animation is over: `left` resolves. */
  endLeaving(): void {
    this.#endLeaving();
  }

  #runCleanups(): void {
    const cleanups = this.#cleanups;
    this.#cleanups = [];
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch (error) {
        console.error('[runtime] A page load cleanup failed:', error);
      }
    }
  }
}
