/**
 * The page links of a list (shop spec §9): a window of 2 pages each side of the current one (0 on small
 * screens), always the first and the last, a gap where pages are left out; nothing when there is one page.
 */
export type PageItem = { page: number; current: boolean } | { gap: true };

export function pageWindow(current: number, total: number, radius: number): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(1, page - radius);
  const to = Math.min(total, page + radius);
  const items: PageItem[] = [];
  const add = (n: number) => items.push({ page: n, current: n === page });
  if (from > 1) {
    add(1);
    if (from > 2) items.push({ gap: true });
  }
  for (let n = from; n <= to; n++) add(n);
  if (to < total) {
    if (to < total - 1) items.push({ gap: true });
    add(total);
  }
  return items;
}
