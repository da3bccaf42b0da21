/**
 * The built-in widgets: their names, option schemas and lazy loaders. This file holds no widget code; each
 * widget's code is its own chunk, loaded the first time a hook on the page needs it.
 */
import type { WidgetDefinition } from '../runtime/registry.ts';
import { countdownWidget } from './countdown/definition.ts';

export const builtInWidgets: readonly WidgetDefinition[] = [countdownWidget as unknown as WidgetDefinition];
