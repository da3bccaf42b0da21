/**
 * Rules of the main navigation (runtime spec §2, shop spec §4 "Navigation", §9), pure.
 */

/** Shop spec §9: dropdown repositioning applies above 1199 px width, debounced 250 ms, keeping a 20 px margin. */
export const REPOSITION = { aboveWidth: 1199, debounceMs: 250, marginPx: 20 } as const;

/** Runtime spec §2: hover dropdowns apply at the large breakpoint (Bootstrap's lg). */
export const LARGE_BREAKPOINT_PX = 992;

/** Where a key moves the focus in an open dropdown menu: the first or last item, or one item on (wrapping). */
export type MenuMove = 'first' | 'last' | 1 | -1;

/** The keys that move through an open dropdown menu. */
export const MENU_KEY_MOVES: Readonly<Record<string, MenuMove>> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** The index of the menu item a move focuses, from the focused item's index (-1: none of them), wrapping around. */
export function menuFocusIndex(move: MenuMove, index: number, count: number): number {
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return (index + move + count) % count;
}

/**
 * How far to move a dropdown menu sideways so that it keeps `margin` pixels from both viewport edges (negative: to
 * the left). A menu wider than the room left keeps its left edge at the margin.
 */
export function shiftIntoViewport(left: number, right: number, viewportWidth: number, margin: number): number {
  if (right - left > viewportWidth - 2 * margin) return margin - left;
  if (right > viewportWidth - margin) return viewportWidth - margin - right;
  if (left < margin) return margin - left;
  return 0;
}

/**
 * The body classes after a toggle is used: opening one named class closes the other named classes; using the
 * toggle of an open class closes it. Classes that are not named by a toggle are left alone.
 */
export function bodyClassesAfter(
  current: ReadonlySet<string>,
  toggled: string,
  named: ReadonlySet<string>,
): { open: Set<string>; opened: boolean } {
  const open = new Set(current);
  if (open.has(toggled)) {
    open.delete(toggled);
    return { open, opened: false };
  }
  for (const name of named) open.delete(name);
  open.add(toggled);
  return { open, opened: true };
}

/** The id a copied element gets in the mobile copy of the navigation. */
export const copyId = (id: string) => `${id}-mobile`;

/** Whether a link points to the page at `path` (trailing slashes ignored), for aria-current. */
export function isCurrentPage(linkPath: string, path: string): boolean {
  const bare = (value: string) => value.replace(/\/+$/, '') || '/';
  return bare(linkPath) === bare(path);
}
