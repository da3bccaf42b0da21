/**
 * The core's composition, imported by runtime.js once the page has been painted (main.ts): it creates the runtime
 * object from the script tag's configuration, then composes the core with the catalogue of built-in widgets (their
 * definitions and lazy loaders: a chunk boot imports after the strings, so neither widget code nor option schemas are
 * in the core) and the validation loader (delegated listeners; the validation code itself is a lazy chunk).
 */
import { startValidationLoader } from '../validation/loader.ts';
import { boot } from './boot.ts';
import { findOwnScript, readConfig } from './config.ts';
import { consentApi } from './consent/consent.ts';
import { createRuntime } from './create-runtime.ts';
import { finishInitLoader, markLoaded } from './init-loader.ts';
import { bootFailed, coreApi, runtimeBooted, type ShopRuntimeApi } from './public-api.ts';

/** Starts the runtime of the script tag whose address is `ownUrl` (runtime.js's import.meta.url). */
export function start(ownUrl: string): ShopRuntimeApi {
  // A second copy of the script tag reuses the first one's runtime.
  if (window.ShopRuntime) return window.ShopRuntime;
  const own = findOwnScript(ownUrl);
  const runtime = createRuntime(readConfig(own), undefined, own);
  const api: ShopRuntimeApi = { ...coreApi, validation: startValidationLoader(runtime), consent: consentApi };
  window.ShopRuntime = api;
  boot(runtime, () => import('../widgets/catalogue.ts')).then(
    ({ runtime: booted, widgets }) => runtimeBooted({ config: booted.config, widgets: widgets.catalog() }),
    (error: unknown) => {
      console.error('[runtime] Boot failed:', error);
      // The page stays usable as the server sent it: nothing may keep covering it.
      markLoaded();
      void finishInitLoader();
      bootFailed(error);
    },
  );
  return api;
}
