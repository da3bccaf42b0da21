/**
 * Boot: read config → consent (Consent Mode default, granted scripts) → string resources (once) → ask consent if
 * needed → widget registry → tracking → navigation chunk → `loaded`.
 * In-place navigation loads as its own chunk right after.
 */
import { setChunkTimeout } from './chunks.ts';
import { findOwnScript, type RuntimeConfig, readConfig } from './config.ts';
import { askConsentWhenNeeded, startConsent } from './consent/consent.ts';
import { setRuntimeConfig } from './current.ts';
import { emit } from './events.ts';
import { loadStrings } from './i18n.ts';
import { finishInitLoader, markLoaded } from './init-loader.ts';
import { type WidgetDefinition, WidgetRegistry } from './registry.ts';
import { startContactTracking } from './tracking.ts';

export interface Runtime {
  config: RuntimeConfig;
  widgets: WidgetRegistry;
}

export async function boot(moduleUrl: string, builtInWidgets: readonly WidgetDefinition[]): Promise<Runtime> {
  const config = readConfig(findOwnScript(moduleUrl));
  setRuntimeConfig(config);
  setChunkTimeout(config.chunkTimeout);
  startConsent(config);
  await loadStrings(config);
  askConsentWhenNeeded();

  const widgets = new WidgetRegistry();
  for (const definition of builtInWidgets) widgets.register(definition);
  startContactTracking();
  widgets.start();

  // In-place navigation is a chunk of its own, started at once: links work natively until it is there.
  import('./navigation/navigation.ts').then(
    (navigation) => navigation.startNavigation(config),
    (error: unknown) =>
      console.warn('[runtime] In-place navigation could not be loaded; links load whole pages.', error),
  );

  markLoaded();
  void finishInitLoader();
  emit('runtime:ready', { culture: config.culture });
  emit('page:loaded', { url: location.href, initial: true });
  return { config, widgets };
}
