import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  assetsPath,
  type Folder,
  hierarchyAnswer,
  initialTree,
  moveFor,
  startsOpen,
  treeReducer,
  typeAhead,
  visibleRows,
} from './tree-rules.ts';
import { folderTreeOptions } from './definition.ts';

const folder = (FolderId: number, Name: string, ItemLevel: number, Children: Folder[] = []): Folder => ({
  FolderId,
  Name,
  ItemLevel,
  Children,
});
const tree = [
  folder(1, 'Fiches', 1, [folder(11, 'Vélos', 2, [folder(111, 'Route', 3)]), folder(12, 'Accessoires', 2)]),
  folder(2, 'Garanties', 1),
  folder(3, 'Guides', 1, [folder(31, 'Entretien', 2)]),
];

describe('folder tree rules', () => {
  it('opens the folders at or above the configured depth (default 1, runtime spec §9)', () => {
    expect(v.parse(folderTreeOptions, { rootFolderId: '3', label: 'Dossiers' }).depth).toBe(1);
    expect(startsOpen(tree[0]!, 1)).toBe(true);
    expect(startsOpen(tree[0]!.Children[0]!, 1)).toBe(false);
    expect(startsOpen(tree[0]!.Children[0]!, 2)).toBe(true);
  });

  it('lists the visible rows with their levels', () => {
    const rows = visibleRows(tree, new Set([1]));
    expect(rows.map((row) => [row.folder.FolderId, row.level])).toEqual([
      [1, 1],
      [11, 2],
      [12, 2],
      [2, 1],
      [3, 1],
    ]);
  });

  it('moves as the WAI-ARIA tree pattern says', () => {
    const open = new Set([1]);
    const rows = visibleRows(tree, open);
    expect(moveFor('ArrowDown', rows, 12, open)).toEqual({ focus: 2 });
    expect(moveFor('ArrowDown', rows, 3, open)).toBeNull();
    expect(moveFor('ArrowUp', rows, 11, open)).toEqual({ focus: 1 });
    expect(moveFor('Home', rows, 3, open)).toEqual({ focus: 1 });
    expect(moveFor('End', rows, 1, open)).toEqual({ focus: 3 });
    expect(moveFor('ArrowRight', rows, 11, open)).toEqual({ open: 11 });
    expect(moveFor('ArrowRight', rows, 1, open)).toEqual({ focus: 11 });
    expect(moveFor('ArrowRight', rows, 2, open)).toBeNull();
    expect(moveFor('ArrowLeft', rows, 1, open)).toEqual({ close: 1 });
    expect(moveFor('ArrowLeft', rows, 12, open)).toEqual({ focus: 1 });
    expect(moveFor('ArrowLeft', rows, 2, open)).toBeNull();
    expect(moveFor('Enter', rows, 2, open)).toEqual({ choose: 2 });
    expect(moveFor(' ', rows, 2, open)).toEqual({ choose: 2 });
  });

  it('finds the next visible folder by its first letters, wrapping around', () => {
    const rows = visibleRows(tree, new Set([1]));
    expect(typeAhead(rows, 1, 'g')).toBe(2);
    expect(typeAhead(rows, 2, 'g')).toBe(3);
    expect(typeAhead(rows, 3, 'f')).toBe(1);
    expect(typeAhead(rows, 1, 'vé')).toBe(11);
    expect(typeAhead(rows, 1, 'zz')).toBeNull();
  });

  it('asks the root folder’s assets with an empty suffix', () => {
    expect(assetsPath(100, 100)).toBe('assetslibrary/asset/assetsbyfolder/');
    expect(assetsPath(100, 131)).toBe('assetslibrary/asset/assetsbyfolder/100/131');
  });

  it('reads a hierarchy answer and refuses a malformed one', () => {
    expect(v.safeParse(hierarchyAnswer, { FolderId: 1, Name: 'R', ItemLevel: 0, Children: tree }).success).toBe(true);
    expect(v.safeParse(hierarchyAnswer, { FolderId: 'x', Name: 'R' }).success).toBe(false);
  });

  it('starts open to the depth with the tab stop on the first folder, and applies the moves', () => {
    const start = initialTree(tree, 1);
    expect(start).toEqual({ open: new Set([1, 2, 3]), focused: 1, chosen: null });
    expect(initialTree(tree, 2).open).toEqual(new Set([1, 11, 12, 2, 3, 31]));
    expect(initialTree([], 1).focused).toBe(-1);
    expect(treeReducer(start, { focus: 12 })).toEqual({ ...start, focused: 12 });
    expect(treeReducer(start, { open: 11 }).open).toEqual(new Set([1, 2, 3, 11]));
    expect(treeReducer(start, { close: 1 }).open).toEqual(new Set([2, 3]));
    expect(treeReducer(start, { choose: 11 })).toEqual({ open: new Set([1, 2, 3, 11]), focused: 11, chosen: 11 });
    expect(start.open).toEqual(new Set([1, 2, 3])); // a new state each time, the old one unchanged
  });
});
