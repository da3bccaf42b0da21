/**
 * The catalogue's declarations that the template checker trusts (`writes`, `notInside`) against the widgets' code:
 * a widget that starts sending changes without saying so would let a page without the anti-forgery token pass.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInWidgets } from './catalogue.ts';

const ROOT = dirname(dirname(new URL(import.meta.url).pathname));

/** Each definition file's widgets: name → the module its `load` imports. */
function loadedModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const files = new Set<string>();
  const catalogue = readFileSync(join(ROOT, 'widgets/catalogue.ts'), 'utf8');
  for (const [, path] of catalogue.matchAll(/from '\.\/(.+?)'/g)) files.add(join(ROOT, 'widgets', path ?? ''));
  for (const file of files) {
    for (const block of readFileSync(file, 'utf8').split('defineWidget(').slice(1)) {
      const name = /name: '([a-z0-9-]+)'/.exec(block)?.[1];
      const loaded = /load: \(\) => import\('(.+?)'\)/.exec(block)?.[1];
      if (name && loaded) modules.set(name, join(dirname(file), loaded));
    }
  }
  return modules;
}

const SENDS_CHANGES = /method: '(POST|PUT|PATCH|DELETE)'/;

/** Whether the module, or a widget module it imports (not runtime/), sends a change or an upload. */
function sendsChanges(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (SENDS_CHANGES.test(source)) return true;
  const imports = source.matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.[^']+)'|import\('(\.[^']+)'\)/gm);
  for (const [, from, dynamic] of imports) {
    const target = join(dirname(file), from ?? dynamic ?? '');
    if (relative(ROOT, target) === join('runtime', 'upload.ts')) return true;
    const code = /\.tsx?$/.test(target) && relative(ROOT, target).startsWith('widgets');
    if (code && sendsChanges(target, seen)) return true;
  }
  return false;
}

describe('the widget catalogue', () => {
  it('declares `writes` on exactly the widgets whose code sends changes', () => {
    const modules = loadedModules();
    expect([...modules.keys()].sort()).toEqual(builtInWidgets.map((widget) => widget.name).sort());
    const declared = builtInWidgets.filter((widget) => widget.writes).map((widget) => widget.name);
    const sending = [...modules].filter(([, file]) => sendsChanges(file)).map(([name]) => name);
    expect(declared.sort()).toEqual(sending.sort());
  });

  it('names built-in widgets in every `notInside`', () => {
    const names = new Set(builtInWidgets.map((widget) => widget.name));
    const unknown = builtInWidgets.flatMap((widget) => (widget.notInside ?? []).filter((name) => !names.has(name)));
    expect(unknown).toEqual([]);
  });
});
