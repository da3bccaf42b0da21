/** Creates the runtime object (see runtime/runtime.ts) from the configuration read from the script tag. */
import { chunkLoader } from './chunks.ts';
import type { RuntimeConfig } from './config.ts';
import { startErrorCatalogue } from './error-catalogue.ts';
import { Pages } from './page.ts';
import { adoptRuntime } from './page-runtime.ts';
import type { Runtime } from './runtime.ts';

export function createRuntime(config: RuntimeConfig, signal?: AbortSignal, scriptNonce = ''): Runtime {
  return adoptRuntime({
    scriptNonce,
    config: Object.freeze({ ...config }),
    chunks: chunkLoader(config.chunkTimeout),
    pages: new Pages(),
    errors: startErrorCatalogue(config, signal),
  });
}
