/**
 * Slides per view by screen width, pure: "1024:3, 600:2, 480:1" means at most 1024 px wide 3 slides, at most
 * 600 px 2, at most 480 px 1 (Glide's breakpoints are max-widths). Throws a message for a malformed list.
 */
export function parseBreakpoints(text: string): Record<number, { perView: number }> {
  const result: Record<number, { perView: number }> = {};
  for (const part of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^(\d+)\s*:\s*(\d+)$/.exec(part);
    if (!match) throw new Error(`"${part}" is not width:slides (e.g. 1024:3)`);
    result[Number(match[1])] = { perView: Math.max(1, Number(match[2])) };
  }
  return result;
}

/**
 * A preset's breakpoints under a theme's own count: no breakpoint shows more slides than the theme asked for (a
 * brand carousel of 2 shows 2, then 1 at 480 px and below; never 3 on a narrower screen).
 */
export function capBreakpoints(text: string, perView: number): string {
  return Object.entries(parseBreakpoints(text))
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([width, value]) => `${width}:${Math.min(value.perView, perView)}`)
    .join(', ');
}
