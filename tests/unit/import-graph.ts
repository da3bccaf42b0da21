/**
 * The project's import graph, read from source text (runtime/import-graph.test.ts): every import counts, type-only
 * and dynamic ones too. Paths are the repository's, with forward slashes; packages are left out.
 */
import path from 'node:path';

const SPECIFIERS = [
  /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The files `file` imports (relative specifiers only, resolved from its folder), in the order written. */
export function importsOf(file: string, source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) found.push({ at: match.index, specifier: match[1] as string });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ specifier }) => specifier)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

function reachable(graph: Map<string, string[]>, from: string, reverse: boolean): Set<string> {
  const edges = (node: string) =>
    reverse
      ? [...graph].filter(([, targets]) => targets.includes(node)).map(([source]) => source)
      : (graph.get(node) ?? []);
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    for (const next of edges(queue.pop() as string)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The circles (strongly connected sets of files, sorted) that hold one of `files`. */
export function circlesThrough(graph: Map<string, string[]>, files: string[]): string[][] {
  const circles = new Map<string, string[]>();
  for (const file of files) {
    const onward = reachable(graph, file, false);
    if (!onward.has(file)) continue;
    const back = reachable(graph, file, true);
    const circle = [...onward].filter((node) => back.has(node)).sort();
    circles.set(circle.join(' '), circle);
  }
  return [...circles.values()];
}
