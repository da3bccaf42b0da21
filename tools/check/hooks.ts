/**
 * The hooks of a page: every element with a `data-widget`, its names resolved to the widgets' definitions (the
 * built-in catalogue, or the ones a test gives). The widget rules (rules/widget-*.ts) read this list.
 */
import type { WidgetDefinition } from '../../runtime/registry.ts';
import type { Element, Page } from './html.ts';
import { holdsServerExpression } from './text.ts';

export interface Hook {
  element: Element;
  /** The names in `data-widget`, in order. */
  names: string[];
  /** The definitions of the names the checker knows. */
  definitions: WidgetDefinition[];
  /** Names neither built in nor declared by the theme (`--theme-widget`, the config's `themeWidgets`). */
  unknown: string[];
}

/** `themeWidgets`: names of the theme's own widgets (registerWidget), whose schemas the checker cannot see. */
export function findHooks(
  page: Page,
  widgets: readonly WidgetDefinition[],
  themeWidgets: readonly string[] = [],
): Hook[] {
  const byName = new Map(widgets.map((widget) => [widget.name, widget]));
  const hooks: Hook[] = [];
  for (const element of page.elements) {
    const value = element.attribs['data-widget'];
    if (value === undefined || holdsServerExpression(value)) continue;
    const names = value.split(/\s+/).filter(Boolean);
    const definitions = names.flatMap((name) => byName.get(name) ?? []);
    const unknown = names.filter((name) => !byName.has(name) && !themeWidgets.includes(name));
    hooks.push({ element, names, definitions, unknown });
  }
  return hooks;
}

/** The hook's widgets are all built in: the checker knows every attribute they read. */
export const fullyKnown = (hook: Hook): boolean => hook.definitions.length === hook.names.length;
