/**
 * The folder tree's components (runtime spec §4 "Folder tree"): a WAI-ARIA tree with one tab stop, drawn from the
 * hierarchy answer, names as text. Its state (open folders, tab stop, chosen folder) is `treeReducer`'s; the keys'
 * meaning is `moveFor`'s and `typeAhead`'s (tree-rules.ts). Choosing a folder is told to `onChoose`.
 */
import { type KeyboardEvent, type MouseEvent, type RefObject, useLayoutEffect, useReducer, useRef } from 'react';
import {
  type Folder,
  initialTree,
  moveFor,
  type TreeMove,
  treeReducer,
  type TreeState,
  typeAhead,
  visibleRows,
} from './tree-rules.ts';
import { delegate } from '../../runtime/dom.ts';

const TYPE_AHEAD_MS = 500;

type Move = NonNullable<TreeMove>;

interface FolderTreeProps {
  /** The top folders (the root folder, on the documents page). */
  top: Folder[];
  /** Folders of this level or less start open. */
  depth: number;
  /** The tree's accessible name. */
  label: string;
  /** A folder was chosen (by Enter, Space or a click on its name). */
  onChoose: (folderId: number) => void;
}

/** Type-ahead: the letters typed within TYPE_AHEAD_MS of each other make one word. */
function useTypedWord(): (key: string, at: number) => string {
  const typed = useRef({ word: '', at: 0 });
  return (key, at) => {
    const word = at - typed.current.at < TYPE_AHEAD_MS ? typed.current.word + key : key;
    typed.current = { word, at };
    return word;
  };
}

/** The tree's state, and the moves a key asks for. */
function useFolderTree(top: Folder[], depth: number) {
  const [state, dispatch] = useReducer(treeReducer, undefined, () => initialTree(top, depth));
  const typed = useTypedWord();
  const moveForKey = (event: KeyboardEvent): Move | null => {
    const rows = visibleRows(top, state.open);
    const move = moveFor(event.key, rows, state.focused, state.open);
    if (move || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return move;
    const found = typeAhead(rows, state.focused, typed(event.key, event.timeStamp));
    return found === null ? null : { focus: found };
  };
  return { state, dispatch, moveForKey };
}

/** The tab stop follows the focused folder: when the focus is in the tree, it goes to that folder's item. */
function useFocusFollows(tree: RefObject<HTMLUListElement | null>, focused: number): void {
  useLayoutEffect(() => {
    const list = tree.current;
    if (!list?.contains(document.activeElement)) return;
    list.querySelector<HTMLElement>(`[data-folder-id="${focused}"]`)?.focus();
  }, [tree, focused]);
}

export function FolderTree({ top, depth, label, onChoose }: FolderTreeProps) {
  const { state, dispatch, moveForKey } = useFolderTree(top, depth);
  const tree = useRef<HTMLUListElement>(null);
  useFocusFollows(tree, state.focused);
  const apply = (move: Move) => {
    dispatch(move);
    if ('choose' in move) onChoose(move.choose);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moveForKey(event);
    if (!move) return;
    event.preventDefault();
    apply(move);
  };
  return (
    <ul ref={tree} role="tree" aria-label={label} className="folder-tree" onKeyDown={onKeyDown}>
      {top.map((folder) => (
        <FolderNode key={folder.FolderId} folder={folder} level={1} state={state} apply={apply} />
      ))}
    </ul>
  );
}

interface FolderNodeProps {
  folder: Folder;
  /** aria-level: 1 for the top folders. */
  level: number;
  state: TreeState;
  apply: (move: Move) => void;
}

/** Runtime spec §4: closed, open, leaf, open-leaf icons (the theme draws them from the row's class). */
function iconOf(folder: Folder, state: TreeState): string {
  if (folder.Children.length) return state.open.has(folder.FolderId) ? 'open' : 'closed';
  return state.chosen === folder.FolderId ? 'open-leaf' : 'leaf';
}

/** One folder: its row (the icon flips it, the name chooses it) and, open, its sub-folders. */
function FolderNode({ folder, level, state, apply }: FolderNodeProps) {
  const id = folder.FolderId;
  const hasChildren = folder.Children.length > 0;
  const isOpen = hasChildren && state.open.has(id);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation(); // the nearest folder's item answers, not its parents'
    if (delegate(event.nativeEvent, '.folder-tree__toggle')) {
      apply({ focus: id });
      apply(state.open.has(id) ? { close: id } : { open: id });
    } else apply({ choose: id });
  };
  return (
    // The keys are the tree's (one handler for all its items); a click is the nearest item's.
    <li
      role="treeitem"
      aria-level={level}
      aria-selected={state.chosen === id}
      aria-expanded={hasChildren ? isOpen : undefined}
      tabIndex={state.focused === id ? 0 : -1}
      data-folder-id={id}
      onClick={onClick}
    >
      <span className={`folder-tree__row folder-tree__row--${iconOf(folder, state)}`}>
        <span className="folder-tree__toggle" aria-hidden="true" />
        <span className="folder-tree__name">{folder.Name}</span>
      </span>
      {isOpen && (
        <ul role="group">
          {folder.Children.map((child) => (
            <FolderNode key={child.FolderId} folder={child} level={level + 1} state={state} apply={apply} />
          ))}
        </ul>
      )}
    </li>
  );
}
