/**
 * The entry of runtime.js, the one script tag of the CMS template. It composes the core with the catalogue of
 * built-in widgets (definitions and lazy loaders only: no widget code is in this chunk) and the validation
 * loader (delegated listeners; the validation code itself is a lazy chunk).
 */
import { startValidationLoader, validationApi } from '../validation/loader.ts';
import { builtInWidgets } from '../widgets/catalogue.ts';
import { boot } from './boot.ts';
import { consentApi } from './consent/consent.ts';
import { api, runtimeBooted } from './public-api.ts';

export { emit, on } from './events.ts';
export { request } from './http.ts';
export { t } from './i18n.ts';
export { attr } from './options.ts';
export { object, optional, ready, registerWidget } from './public-api.ts';
export { validationApi as validation } from '../validation/loader.ts';
export { consentApi as consent } from './consent/consent.ts';
export type { WidgetDefinition, WidgetModule } from './registry.ts';
export { track, trackEcommerce } from './tracking.ts';
export { confirmDialog, openModal, showError, toast } from './ui.ts';

if (!window.ShopRuntime) {
  window.ShopRuntime = { ...api, validation: validationApi, consent: consentApi };
  startValidationLoader();
  boot(import.meta.url, builtInWidgets).then(runtimeBooted, (error: unknown) => {
    console.error('[runtime] Boot failed:', error);
    document.body.classList.replace('loading', 'loaded');
  });
}
