/**
 * Intent prefetch, the rules (pure): which links are fetched before the click, and how long an answer fetched that
 * way may stand in for the click's own request. ./prefetch.ts applies them to the page.
 */
import type { LinkDecision } from './link-policy.ts';

/** How long the pointer rests on a link before it is fetched (a pointer passing over it costs nothing). */
export const PREFETCH_REST_MS = 65;
/** How long a prefetched answer may stand in for the click's request. */
export const PREFETCH_FRESH_MS = 5_000;
/** How many prefetched answers are kept; the oldest goes first. */
export const PREFETCH_MAX_ENTRIES = 4;

/** What, besides the link policy's decision, says whether a link may be fetched ahead. */
export interface PrefetchFacts {
  /** The link policy's decision for a plain main-button click on the link. */
  decision: LinkDecision;
  /** The visitor asked to save data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** A page load is under way: its request comes first. */
  visitRunning: boolean;
  /** The link is in a dialog: a click loads into the dialog, not the page. */
  inDialog: boolean;
  /** The link or a parent carries data-prefetch="false". */
  optedOut: boolean;
  /** The page's own path and query: a link to it is not fetched ahead. */
  currentPath: string;
}

/**
 * The address to fetch ahead for a link, or null. Only links that load in place, from the cache (no `no-cache`, no
 * confirm attribute), in the page: modal, logoff, file, other-language and other-site links never are (the link
 * policy says they do not load in place).
 */
export function prefetchAddress(facts: PrefetchFacts): string | null {
  const { decision } = facts;
  if (decision.kind !== 'in-place' || decision.noCache || decision.confirm !== null) return null;
  if (facts.saveData || facts.visitRunning || facts.inDialog || facts.optedOut) return null;
  const path = withoutHash(decision.url);
  return path === facts.currentPath ? null : path;
}

/** The part of an address a page answer depends on: path and query, no hash. */
export function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

interface Entry<T> {
  answer: T;
  fetchedAt: number;
}

/**
 * The prefetched answers by address. An answer is taken once: the click that uses it removes it. An answer that
 * leaves otherwise (too old, pushed out by newer ones, forgotten) goes to `discard` (the page cancels its request).
 * The clock is the caller's, so the rules are tested without waiting.
 */
export class PrefetchCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #discard: (answer: T) => void;

  constructor(discard: (answer: T) => void = () => {}) {
    this.#discard = discard;
  }

  /** Whether a fresh answer for `path` is kept (a second hover does not fetch again). */
  has(path: string, now: number): boolean {
    const entry = this.#entries.get(path);
    return entry !== undefined && now - entry.fetchedAt < PREFETCH_FRESH_MS;
  }

  put(path: string, answer: T, now: number): void {
    this.#drop(path);
    this.#entries.set(path, { answer, fetchedAt: now });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= PREFETCH_MAX_ENTRIES) break;
      this.#drop(oldest);
    }
  }

  /** The fresh answer for `path`, removed from the cache; undefined when there is none or it is too old. */
  take(path: string, now: number): T | undefined {
    const entry = this.#entries.get(path);
    if (entry === undefined) return undefined;
    if (now - entry.fetchedAt >= PREFETCH_FRESH_MS) {
      this.#drop(path);
      return undefined;
    }
    this.#entries.delete(path);
    return entry.answer;
  }

  /** Forgets every answer (the server's data changed: they may be stale). */
  clear(): void {
    for (const path of [...this.#entries.keys()]) this.#drop(path);
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(path: string): void {
    const entry = this.#entries.get(path);
    if (entry === undefined) return;
    this.#entries.delete(path);
    this.#discard(entry.answer);
  }
}
