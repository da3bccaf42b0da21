/**
 * Boot, after runtime.js has created the runtime object (config read from the script tag): consent (Consent Mode
 * default, granted scripts) → string resources (once) → ask consent if needed → the navigation chunk and the
 * built-in widgets' catalogue chunk, side by side → widget registry → tracking → `loaded`. In-place navigation
 * starts when its chunk is there.
 *
 * The catalogue (every built-in widget's name, option schema and loader) is a chunk of its own: it is parsed only
 * once hooks are read, after the strings, so a page does not load it with the core (issue 46, room in the core).
 */
import { ChunkLoadError } from './chunks.ts';
import { askConsentWhenNeeded, startConsent } from './consent/consent.ts';
import { emit } from './events.ts';
import { afterFirstPaint } from './first-paint.ts';
import { loadStrings } from './i18n.ts';
import { finishInitLoader, markLoaded } from './init-loader.ts';
import { type WidgetDefinition, WidgetRegistry } from './registry.ts';
import type { Runtime } from './runtime.ts';
import { startContactTracking } from './tracking.ts';

export interface BootedRuntime {
  runtime: Runtime;
  widgets: WidgetRegistry;
}

/** Imports the built-in widgets' catalogue: `() => import('../widgets/catalogue.ts')` in runtime.js. */
export type CatalogueImporter = () => Promise<{ builtInWidgets: readonly WidgetDefinition[] }>;

export async function boot(runtime: Runtime, importCatalogue: CatalogueImporter): Promise<BootedRuntime> {
  const { config } = runtime;
  startConsent(runtime);
  // Nothing is requested before the server's page is on screen: its first paint stays the largest.
  await afterFirstPaint();
  await loadStrings(config);
  askConsentWhenNeeded();

  // In-place navigation is a chunk of its own, started at once: links work natively until it is there.
  import('./navigation/navigation.ts').then(
    (chunk) => chunk.startNavigation(runtime),
    (error: unknown) =>
      console.warn('[runtime] In-place navigation could not be loaded; links load whole pages.', error),
  );

  const widgets = new WidgetRegistry(runtime);
  await registerBuiltInWidgets(runtime, widgets, importCatalogue);
  startContactTracking();
  widgets.start();

  markLoaded();
  void finishInitLoader();
  emit('runtime:ready', { culture: config.culture });
  emit('page:loaded', { url: location.href, initial: true });
  return { runtime, widgets };
}

/**
 * Registers the catalogue's widgets. A catalogue that cannot be loaded is a ChunkLoadError (the error dialog): boot
 * goes on without built-in widgets, the page stays as the server sent it, and Retry registers them (the registry,
 * started by then, mounts each one's hooks).
 */
export async function registerBuiltInWidgets(
  runtime: Runtime,
  widgets: WidgetRegistry,
  importCatalogue: CatalogueImporter,
): Promise<void> {
  const register = async () => {
    const { builtInWidgets } = await runtime.chunks.load('widget catalogue', importCatalogue, register);
    for (const definition of builtInWidgets) widgets.register(definition);
  };
  await register().catch((error: unknown) => {
    if (error instanceof ChunkLoadError) runtime.errors.report(error);
    else throw error;
  });
}
