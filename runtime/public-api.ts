/**
 * The public API for theme developers. runtime/main.ts exports every member below under the same name as
 * `window.ShopRuntime` has it (plus `validation` and `consent`, which it composes), so
 *
 *   import { registerWidget, attr, object } from '/Dist/runtime.js';   and   window.ShopRuntime.registerWidget
 *
 * are the same function:
 *
 *   registerWidget({ name: 'hello', description: 'Greets', options: object({ who: attr.text({ description: 'Name' }) }),
 *     load: async () => ({ mount(el, { who }) { el.textContent = `Hello ${who}`; } }) });
 */
import * as v from 'valibot';
import type { ValidationApi } from '../validation/loader.ts';
import type { consentApi } from './consent/consent.ts';
import type { RuntimeConfig } from './config.ts';
import { emit, on } from './events.ts';
import type { RequestOptions, request as httpRequest } from './http.ts';
import { t } from './i18n.ts';
import { attr, type OptionsSchema } from './options.ts';
import { pageRuntime } from './page-runtime.ts';
import type { WidgetCatalog, WidgetDefinition } from './registry.ts';
import { track, trackEcommerce } from './tracking.ts';
import { confirmDialog, lazyChunk, openModal, showError, toast } from './ui.ts';

/** What `ready` resolves with: the configuration and the narrow registry interface. */
export interface PublicRuntime {
  config: Readonly<RuntimeConfig>;
  widgets: WidgetCatalog;
}

let settle!: { resolve: (runtime: PublicRuntime) => void; reject: (error: unknown) => void };
/** Resolves once the runtime has booted; rejects when boot failed. */
export const ready = new Promise<PublicRuntime>((resolve, reject) => {
  settle = { resolve, reject };
});
// A theme that never awaits `ready` must not get an unhandled rejection for a boot failure already logged.
ready.catch(() => {});

export function runtimeBooted(runtime: PublicRuntime): void {
  settle.resolve(runtime);
}

export function bootFailed(error: unknown): void {
  settle.reject(error);
}

/** Registers a widget. Hooks already on the page mount at once. A bad definition throws a clear error. */
export async function registerWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): Promise<void> {
  // The check is a lazy chunk: most pages register no widget of their own.
  (await import('./definition-check.ts')).checkDefinition(definition);
  (await ready).widgets.register(definition);
}

const loadHttp = lazyChunk('http', () => import('./http.ts'));

/**
 * The HTTP client (runtime/http.ts) for theme scripts. Its code is a chunk the first call loads (the widgets that
 * send requests bring it with their own chunks), so the core holds none of it. A chunk that cannot load rejects
 * the call with its ChunkLoadError, reported to the error catalogue (the error dialog) as any failure of the client.
 */
export const request = (async (url: string, options?: RequestOptions) => {
  const http = await loadHttp().catch((error: unknown) => {
    pageRuntime()?.errors.report(error);
    throw error;
  });
  return (http.request as (url: string, options?: RequestOptions) => Promise<unknown>)(url, options);
}) as typeof httpRequest;

/** What theme developers build option schemas with (the whole of valibot would triple the core's size). */
export const object = v.object;
export const optional = v.optional;

/** The dialogs and notices. */
export const ui = { openModal, confirm: confirmDialog, showError, toast };

/** The package's version (package.json), written in by the build (build.mjs, vitest.config.ts). */
declare const SHOP_RUNTIME_VERSION: string;

/** The core part of the public API (main.ts adds `validation` and `consent`). */
export const coreApi = {
  version: SHOP_RUNTIME_VERSION,
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
};

/** The whole public API: runtime.js's exports and `window.ShopRuntime` (main.ts adds validation and consent). */
export type ShopRuntimeApi = typeof coreApi & {
  /** The form checks of unobtrusive validation, for theme scripts. */
  validation: ValidationApi;
  /** The visitor's cookie consent. */
  consent: typeof consentApi;
};

declare global {
  interface Window {
    /** The public API, the same as runtime.js's exports. */
    ShopRuntime?: ShopRuntimeApi;
  }
}
