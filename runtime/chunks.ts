/**
 * Lazy chunks (widgets, React, the dialog layer, validation). A chunk that fails to load, or takes longer than the
 * runtime's chunk timeout (120 s by default, `data-chunk-timeout`), becomes a ChunkLoadError; calling `retry()`
 * loads it again.
 */
export const DEFAULT_CHUNK_TIMEOUT_MS = 120_000;

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

export interface ChunkLoader {
  readonly timeoutMs: number;
  /** Imports a chunk with the time limit. The importer is the bundler's `() => import('…')`. */
  load<T>(chunk: string, importer: () => Promise<T>, retry: () => Promise<unknown>): Promise<T>;
}

export function chunkLoader(timeoutMs: number = DEFAULT_CHUNK_TIMEOUT_MS): ChunkLoader {
  return {
    timeoutMs,
    load: <T>(chunk: string, importer: () => Promise<T>, retry: () => Promise<unknown>) =>
      new Promise<T>((resolve, reject) => {
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
      }),
  };
}
