/**
 * The page's runtime, for the plain-function facades that theme and widget code call without it: dialogs and
 * toasts (runtime/ui.ts, whose layer is a chunk loaded within the configured time limit) and stylesheets. Only the
 * parts they use are named here, so that the door to the dialogs imports nothing that imports it back (the error
 * catalogue and in-place visits open dialogs: runtime/import-graph.test.ts).
 */
import type { ChunkLoader } from './chunks.ts';

export interface FacadeParts {
  /** Loads lazy chunks within the configured time limit. */
  readonly chunks: ChunkLoader;
  /** Reports a failure to the error catalogue (runtime spec §8). */
  readonly errors: { report(error: unknown): void };
  /** The page's script nonce, '' without one. */
  readonly scriptNonce: string;
}

let pageOwn: FacadeParts | undefined;

/** The runtime of this page; undefined before runtime.js has started. */
export function pageRuntime(): FacadeParts | undefined {
  return pageOwn;
}

/** Called once by createRuntime. */
export function adoptRuntime<R extends FacadeParts>(runtime: R): R {
  pageOwn = runtime;
  return runtime;
}
