/**
 * Masonry on CSS grid: the list is a grid of thin rows (`grid-auto-rows`, with its `row-gap`), and each item spans as
 * many rows as its content needs, so the items of a column stack without holes while the reading order stays the
 * document order (left to right, then down). All heights are read first, then all spans written: one layout.
 */

/** Rows an item of `height` px spans in a grid of `rowHeight` px rows separated by `gap` px. Pure. */
export function masonrySpan(height: number, rowHeight: number, gap: number): number {
  if (!(height > 0) || !(rowHeight > 0)) return 1;
  return Math.max(1, Math.ceil((height + Math.max(0, gap)) / (rowHeight + Math.max(0, gap))));
}

/** Lays out `items` (direct children of the grid `list`), each measured by its first element child. */
export function layOutMasonry(list: HTMLElement, items: HTMLElement[]): void {
  const style = getComputedStyle(list);
  const rowHeight = parseFloat(style.gridAutoRows);
  const gap = parseFloat(style.rowGap) || 0;
  if (!(rowHeight > 0)) return; // not a masonry grid (yet): the items keep their natural rows
  // The content's height with its bottom margin (the space under a post when the grid has no row gap; the posts
  // share one style, so the first one's margin is read once).
  const first = items[0]?.firstElementChild ?? items[0];
  const margin = first ? parseFloat(getComputedStyle(first).marginBottom) || 0 : 0;
  const heights = items.map((item) => (item.firstElementChild ?? item).getBoundingClientRect().height + margin);
  items.forEach((item, index) => {
    item.style.gridRowEnd = `span ${masonrySpan(heights[index] ?? 0, rowHeight, gap)}`;
  });
}
