/**
 * The public API for theme developers, as `window.ShopRuntime` and as the exports of runtime.js:
 *
 *   <script type="module">
 *     import { registerWidget, attr, object, optional } from '/Dist/runtime.js';
 *     registerWidget({ name: 'hello', description: 'Greets', options: object({ who: attr.text({ description: 'Name' }) }),
 *       load: async () => ({ mount(el, { who }) { el.textContent = `Hello ${who}`; } }) });
 *   </script>
 */
import * as v from 'valibot';
import type { Runtime } from './boot.ts';
import { emit, on } from './events.ts';
import { request } from './http.ts';
import { t } from './i18n.ts';
import { attr, type OptionsSchema } from './options.ts';
import { definitionSchema, type WidgetDefinition } from './registry.ts';
import { track, trackEcommerce } from './tracking.ts';
import { confirmDialog, openModal, showError, toast } from './ui.ts';

let resolveReady!: (runtime: Runtime) => void;
/** Resolves once the runtime has booted. */
export const ready = new Promise<Runtime>((resolve) => {
  resolveReady = resolve;
});

export function runtimeBooted(runtime: Runtime): void {
  resolveReady(runtime);
}

/** Registers a widget. Hooks already on the page mount at once. A bad definition throws a clear error. */
export async function registerWidget<S extends OptionsSchema>(definition: WidgetDefinition<S>): Promise<void> {
  const checked = v.safeParse(definitionSchema, definition);
  if (!checked.success) {
    const problems = checked.issues.map((issue) => `${v.getDotPath(issue) ?? 'definition'} ${issue.message}`);
    throw new Error(`[runtime] registerWidget: ${problems.join('; ')}`);
  }
  (await ready).widgets.register(definition);
}

/** What theme developers build option schemas with (the whole of valibot would triple the core's size). */
export const object = v.object;
export const optional = v.optional;

export const api = {
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
  ui: { openModal, confirm: confirmDialog, showError, toast },
};

declare global {
  interface Window {
    /** The public API; `validation` is added by the entry (validation/ is not part of the core modules). */
    ShopRuntime?: typeof api & { validation?: unknown; consent?: unknown };
  }
}
