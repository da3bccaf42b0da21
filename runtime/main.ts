/**
 * The entry of runtime.js, the one script tag of the CMS template. runtime.js is only this: it waits until the page
 * the server sent has been painted (first-paint.ts, issue 44 point 3), then imports the core (start.ts) and starts
 * it. Nothing of the core, not even its shared chunks, is fetched before that paint: a first frame the browser holds
 * back is then not counted by Lighthouse's simulation as waiting for the runtime's scripts.
 *
 * The module's exports and `window.ShopRuntime` are one API with the same names (see ShopRuntimeApi); a theme's module
 * importing runtime.js waits for the same paint (a top-level await).
 */
import { afterFirstPaint } from './first-paint.ts';

await afterFirstPaint();
const { start } = await import('./start.ts');

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
} = start(import.meta.url);
export type { WidgetDefinition, WidgetModule, WidgetContext } from './registry.ts';
