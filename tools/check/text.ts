/** Small text helpers of the checker: server expressions and nearest names. */

/** Razor (`@Model.Name`, `@(…)`) or a template language (`{{ … }}`, `{% … %}`): the server fills it in. */
export function holdsServerExpression(value: string): boolean {
  return /(?:^|[^\w.-])@[A-Za-z_(]|\{\{|\{%/.test(value);
}

/** Edit distance (Levenshtein). */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest of `candidates` to `name`, when it is close enough to be a typo (a third of its length at most). */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
