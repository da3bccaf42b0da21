/** Creates the runtime object (see runtime/runtime.ts) from the configuration read from the script tag. */
import { chunkLoader } from './chunks.ts';
import type { RuntimeConfig } from './config.ts';
import { startErrorCatalogue } from './error-catalogue.ts';
import { Pages } from './page.ts';
import { adoptRuntime } from './page-runtime.ts';
import type { Runtime } from './runtime.ts';

/** `script` is runtime.js's own script tag: its nonce and the release it names. */
export function createRuntime(config: RuntimeConfig, signal?: AbortSignal, script?: HTMLScriptElement | null): Runtime {
  return adoptRuntime({
    // The browser hides a nonce attribute's value from the page; the element's `nonce` keeps it.
    scriptNonce: script?.nonce ?? '',
    release: { src: script?.src ?? '', integrity: script?.integrity ?? '' },
    config: Object.freeze({ ...config }),
    chunks: chunkLoader(config.chunkTimeout),
    pages: new Pages(),
    errors: startErrorCatalogue(config, signal),
  });
}
