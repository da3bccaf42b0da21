/**
 * The dialog layer stands below its door (issue 46): runtime/dialog/ imports nothing of the runtime above it, and
 * no import circle runs through the door (runtime/ui.ts) or the layer. Every kind of import counts: a type import
 * (the layer once named the facade's types), a re-export and a dynamic import() (a chunk that imports its loader).
 * import-x/no-cycle in eslint skips type imports and dynamic ones, which is how the circle of ten files grew.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circlesThrough, importsOf } from '../tests/unit/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourcesOf(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name).split(path.sep).join('/'));
}

function projectGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sourcesOf('runtime'), ...sourcesOf('widgets'), ...sourcesOf('validation')]) {
    graph.set(file, importsOf(file, readFileSync(path.join(ROOT, file), 'utf8')));
  }
  return graph;
}

/** What the layer may use besides itself: the strings and the DOM helpers, which import nothing of the runtime. */
const BELOW_THE_LAYER = ['runtime/i18n.ts', 'runtime/dom.ts'];

describe('the dialog layer in the import graph', () => {
  const graph = projectGraph();

  it('reads every kind of import (static, type, re-export, dynamic)', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './dialog/c.ts';",
      "const d = () => import('./d.ts');",
      "import 'react';",
    ].join('\n');
    expect(importsOf('runtime/x.ts', source)).toEqual(['runtime/a.ts', 'b.ts', 'runtime/dialog/c.ts', 'runtime/d.ts']);
  });

  it('finds a circle when there is one', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circlesThrough(circle, ['a.ts'])).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(circlesThrough(circle, ['d.ts'])).toEqual([]);
  });

  it('runtime/dialog/ depends on nothing above it', () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith('runtime/dialog/'))
      .flatMap(([file, imports]) => imports.map((target) => `${file} → ${target}`))
      .filter((edge) => {
        const target = edge.split(' → ')[1] as string;
        return (
          target.startsWith('runtime/') && !target.startsWith('runtime/dialog/') && !BELOW_THE_LAYER.includes(target)
        );
      });
    expect(upward).toEqual([]);
  });

  it('one door: only runtime/ui.ts loads the layer, and nothing else opens the shell', () => {
    const importersOf = (target: string) =>
      [...graph].filter(([, imports]) => imports.includes(target)).map(([file]) => file);
    expect(importersOf('runtime/dialog/layer.ts')).toEqual(['runtime/ui.ts']);
    expect(importersOf('runtime/dialog/shell.ts')).toEqual(['runtime/dialog/layer.ts']);
  });

  it('no circle runs through the door (runtime/ui.ts) or the dialog layer', () => {
    const layer = [...graph.keys()].filter((file) => file.startsWith('runtime/dialog/'));
    expect(circlesThrough(graph, ['runtime/ui.ts', ...layer])).toEqual([]);
  });
});
