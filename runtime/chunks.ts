/**
 * Lazy chunks (widgets, React, the dialog host). A chunk that fails to load, or takes longer than the configured
 * timeout (120 s), becomes a ChunkLoadError; calling `retry()` loads it again.
 */
let timeoutMs = 120_000;

export function setChunkTimeout(ms: number): void {
  timeoutMs = ms;
}

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    override readonly cause: unknown,
    /** Loads the chunk again (and resumes what was waiting for it). */
    readonly retry: () => Promise<unknown>,
  ) {
    super(
      `The "${chunk}" part of the page could not be loaded (${cause instanceof Error ? cause.message : String(cause)}).`,
    );
  }
}

/** Imports a chunk with a time limit. The importer is the bundler's `() => import('…')`. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, retry: () => Promise<unknown>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(chunk, new Error(`no answer after ${timeoutMs} ms`), retry)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, cause, retry));
      },
    );
  });
}
