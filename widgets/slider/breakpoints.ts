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
