/**
 * Where a key moves the focus in the news calendar's grid (7 columns): pure. Cells are numbered in reading order,
 * empty cells included; `usable` tells which ones are days. Page Up / Page Down ask for another month.
 */
export type GridMove = { cell: number } | { month: -1 | 1 } | null;

export function gridMove(key: string, from: number, usable: readonly boolean[]): GridMove {
  const row = Math.floor(from / 7);
  const find = (start: number, step: number, stop: (i: number) => boolean): GridMove => {
    for (let i = start; i >= 0 && i < usable.length && !stop(i); i += step) if (usable[i]) return { cell: i };
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return find(from + 1, 1, () => false);
    case 'ArrowLeft':
      return find(from - 1, -1, () => false);
    case 'ArrowDown':
      return find(from + 7, 7, () => false);
    case 'ArrowUp':
      return find(from - 7, -7, () => false);
    case 'Home':
      return find(row * 7, 1, (i) => i >= row * 7 + 7);
    case 'End':
      return find(row * 7 + 6, -1, (i) => i < row * 7);
    case 'PageUp':
      return { month: -1 };
    case 'PageDown':
      return { month: 1 };
    default:
      return null;
  }
}
