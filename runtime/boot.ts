/**
 * Boot, after runtime.js has created the runtime object (config read from the script tag): consent (Consent Mode
 * default, granted scripts) → string resources (once) → ask consent if needed → widget registry → tracking →
 * navigation chunk → `loaded`. In-place navigation loads as its own chunk right after.
 */
import { askConsentWhenNeeded, startConsent } from './consent/consent.ts';
import { emit } from './events.ts';
import { loadStrings } from './i18n.ts';
import { finishInitLoader, markLoaded } from './init-loader.ts';
import { type WidgetDefinition, WidgetRegistry } from './registry.ts';
import type { Runtime } from './runtime.ts';
import { startContactTracking } from './tracking.ts';

export interface BootedRuntime {
  runtime: Runtime;
  widgets: WidgetRegistry;
}

export async function boot(runtime: Runtime, builtInWidgets: readonly WidgetDefinition[]): Promise<BootedRuntime> {
  const { config } = runtime;
  startConsent(runtime);
  await loadStrings(config);
  askConsentWhenNeeded();

  const widgets = new WidgetRegistry(runtime);
  for (const definition of builtInWidgets) widgets.register(definition);
  startContactTracking();
  widgets.start();

  // In-place navigation is a chunk of its own, started at once: links work natively until it is there.
  import('./navigation/navigation.ts').then(
    (chunk) => chunk.startNavigation(runtime),
    (error: unknown) =>
      console.warn('[runtime] In-place navigation could not be loaded; links load whole pages.', error),
  );

  markLoaded();
  void finishInitLoader();
  emit('runtime:ready', { culture: config.culture });
  emit('page:loaded', { url: location.href, initial: true });
  return { runtime, widgets };
}
