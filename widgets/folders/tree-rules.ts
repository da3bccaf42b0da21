/**
 * The folder tree's pure rules (runtime spec §3 "Folder node", §4 "Folder tree", §9 depth 1): which folders start
 * open, which rows are visible, where a key moves (the WAI-ARIA tree pattern), and type-ahead.
 */
import * as v from 'valibot';

export interface Folder {
  FolderId: number;
  Name: string;
  ItemLevel: number;
  Children: Folder[];
}

export const folderSchema: v.GenericSchema<unknown, Folder> = v.object({
  FolderId: v.pipe(v.number(), v.integer()),
  Name: v.string(),
  ItemLevel: v.pipe(v.number(), v.integer(), v.minValue(0)),
  Children: v.optional(v.array(v.lazy(() => folderSchema)), []),
});

/** The hierarchy answer: the root folder, or a list of top folders. */
export const hierarchyAnswer = v.union([folderSchema, v.array(folderSchema)]);

/** Runtime spec §4: a folder starts open when its level is at most the configured depth. */
export const startsOpen = (folder: Folder, depth: number) => folder.ItemLevel <= depth;

export interface Row {
  folder: Folder;
  /** aria-level: 1 for the top folders. */
  level: number;
  parent: Folder | null;
}

/** The rows a visitor sees: every top folder, and the children of each open folder, in order. */
export function visibleRows(top: readonly Folder[], open: ReadonlySet<number>): Row[] {
  const rows: Row[] = [];
  const walk = (folders: readonly Folder[], level: number, parent: Folder | null) => {
    for (const folder of folders) {
      rows.push({ folder, level, parent });
      if (open.has(folder.FolderId) && folder.Children.length) walk(folder.Children, level + 1, folder);
    }
  };
  walk(top, 1, null);
  return rows;
}

export type TreeMove = { focus: number } | { open: number } | { close: number } | { choose: number } | null;

/** Where a key takes the tree (WAI-ARIA APG tree view), from the focused folder. */
export function moveFor(key: string, rows: readonly Row[], current: number, open: ReadonlySet<number>): TreeMove {
  const index = rows.findIndex((row) => row.folder.FolderId === current);
  const row = rows[index];
  if (!row) return rows[0] ? { focus: rows[0].folder.FolderId } : null;
  const hasChildren = row.folder.Children.length > 0;
  switch (key) {
    case 'ArrowDown':
      return rows[index + 1] ? { focus: rows[index + 1]!.folder.FolderId } : null;
    case 'ArrowUp':
      return index > 0 ? { focus: rows[index - 1]!.folder.FolderId } : null;
    case 'Home':
      return { focus: rows[0]!.folder.FolderId };
    case 'End':
      return { focus: rows[rows.length - 1]!.folder.FolderId };
    case 'ArrowRight':
      if (!hasChildren) return null;
      if (!open.has(current)) return { open: current };
      return { focus: row.folder.Children[0]!.FolderId };
    case 'ArrowLeft':
      if (hasChildren && open.has(current)) return { close: current };
      return row.parent ? { focus: row.parent.FolderId } : null;
    case 'Enter':
    case ' ':
      return { choose: current };
    default:
      return null;
  }
}

/** Type-ahead: the next visible folder after the current one whose name starts with `typed` (case-insensitive). */
export function typeAhead(rows: readonly Row[], current: number, typed: string): number | null {
  const needle = typed.toLocaleLowerCase();
  if (!needle) return null;
  const start = rows.findIndex((row) => row.folder.FolderId === current);
  for (let step = 1; step <= rows.length; step++) {
    const row = rows[(start + step + rows.length) % rows.length];
    if (row?.folder.Name.toLocaleLowerCase().startsWith(needle)) return row.folder.FolderId;
  }
  return null;
}

/** Runtime spec §2: the asset list of a folder; the root folder's has no ids. */
export function assetsPath(rootFolderId: number, folderId: number): string {
  return folderId === rootFolderId
    ? 'assetslibrary/asset/assetsbyfolder/'
    : `assetslibrary/asset/assetsbyfolder/${rootFolderId}/${folderId}`;
}

/** What the tree shows: the open folders, the one tab stop (the focused folder) and the chosen folder. */
export interface TreeState {
  open: ReadonlySet<number>;
  focused: number;
  chosen: number | null;
}

/** The tree's first state: folders of level ≤ `depth` open, the tab stop on the first top folder, none chosen. */
export function initialTree(top: readonly Folder[], depth: number): TreeState {
  const open = new Set<number>();
  const openFrom = (folders: readonly Folder[]) => {
    for (const folder of folders) {
      if (startsOpen(folder, depth)) open.add(folder.FolderId);
      openFrom(folder.Children);
    }
  };
  openFrom(top);
  return { open, focused: top[0]?.FolderId ?? -1, chosen: null };
}

/** A move applied: focusing moves the tab stop, opening and closing flip a folder, choosing focuses and opens it. */
export function treeReducer(state: TreeState, move: NonNullable<TreeMove>): TreeState {
  if ('focus' in move) return { ...state, focused: move.focus };
  const open = new Set(state.open);
  if ('open' in move) open.add(move.open);
  else if ('close' in move) open.delete(move.close);
  else {
    open.add(move.choose);
    return { open, focused: move.choose, chosen: move.choose };
  }
  return { ...state, open };
}
