/**
 * The entry of runtime.js, the one script tag of the CMS template. It creates the runtime object from the script
 * tag's configuration, then composes the core with the catalogue of built-in widgets (their definitions and lazy
 * loaders: a chunk boot imports after the strings, so neither widget code nor option schemas are in runtime.js) and
 * the validation loader (delegated listeners; the validation code itself is a lazy chunk).
 *
 * The module's exports and `window.ShopRuntime` are one API with the same names (see ShopRuntimeApi).
 */
import { startValidationLoader } from '../validation/loader.ts';
import { boot } from './boot.ts';
import { findOwnScript, readConfig } from './config.ts';
import { consentApi } from './consent/consent.ts';
import { createRuntime } from './create-runtime.ts';
import { finishInitLoader, markLoaded } from './init-loader.ts';
import { bootFailed, coreApi, runtimeBooted, type ShopRuntimeApi } from './public-api.ts';

function start(): ShopRuntimeApi {
  // A second copy of the script tag reuses the first one's runtime.
  if (window.ShopRuntime) return window.ShopRuntime;
  const own = findOwnScript(import.meta.url);
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

export const {
  version,
  ready,
  registerWidget,
  attr,
  object,
  optional,
  t,
  request,
  on,
  emit,
  track,
  trackEcommerce,
  ui,
  validation,
  consent,
} = start();
export type { WidgetDefinition, WidgetModule, WidgetContext } from './registry.ts';
