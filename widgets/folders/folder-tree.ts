/**
 * The documents page's folder tree (runtime spec §2, §3 "Folder node", §4 "Folder tree", §7 hierarchy, §9 depth;
 * shop spec §2 documents page): built from the hierarchy answer as a WAI-ARIA tree with one tab stop, names as text.
 * Choosing a folder opens it, loads its asset list into the element marked for update, and tells the tag manager.
 */
import * as v from 'valibot';
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { track } from '../../runtime/tracking.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { folderTreeOptions } from './definition.ts';
import { assetsPath, type Folder, hierarchyAnswer, moveFor, startsOpen, typeAhead, visibleRows } from './tree-rules.ts';

type Options = v.InferOutput<typeof folderTreeOptions>;

const TYPE_AHEAD_MS = 500;

interface Tree {
  root: number;
  top: Folder[];
  open: Set<number>;
  focused: number;
  chosen: number | null;
  list: HTMLUListElement;
}

export async function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  let answer: unknown;
  try {
    answer = await request(appUrl(runtime.config.app, 'api/v1/assetslibrary/folders/hierarchy'), {
      query: { folderId: String(options.rootFolderId) },
      signal,
    });
  } catch {
    return undefined; // the error catalogue has told the visitor; the fallback links still work
  }
  const parsed = v.safeParse(hierarchyAnswer, answer);
  if (!parsed.success) {
    console.error('[runtime] folder-tree: the hierarchy answer is not a folder tree; the links stay.', answer);
    return undefined;
  }
  // The root is a folder of its own (its asset list has no ids), so it is the tree's first row.
  const top = Array.isArray(parsed.output) ? parsed.output : [parsed.output];
  const open = new Set<number>();
  const openFrom = (folders: Folder[]) => {
    for (const folder of folders) {
      if (startsOpen(folder, options.depth)) open.add(folder.FolderId);
      openFrom(folder.Children);
    }
  };
  openFrom(top);
  const list = document.createElement('ul');
  list.setAttribute('role', 'tree');
  list.setAttribute('aria-label', options.label);
  list.className = 'folder-tree';
  const tree: Tree = { root: options.rootFolderId, top, open, focused: top[0]?.FolderId ?? -1, chosen: null, list };
  const fallback = Array.from(element.childNodes);
  element.replaceChildren(list);
  render(tree);

  let typed = '';
  let typedAt = 0;
  list.addEventListener(
    'keydown',
    (event) => {
      const rows = visibleRows(tree.top, tree.open);
      let move = moveFor(event.key, rows, tree.focused, tree.open);
      if (!move && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typed = event.timeStamp - typedAt < TYPE_AHEAD_MS ? typed + event.key : event.key;
        typedAt = event.timeStamp;
        const found = typeAhead(rows, tree.focused, typed);
        move = found === null ? null : { focus: found };
      }
      if (!move) return;
      event.preventDefault();
      void apply(tree, move, runtime, signal);
    },
    { signal },
  );
  list.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element).closest<HTMLElement>('[role=treeitem]');
      const id = Number(item?.dataset.folderId);
      if (!item || !Number.isInteger(id)) return;
      event.stopPropagation();
      // The icon flips the folder; the name chooses it (and opens it).
      const toggle = (event.target as Element).closest('.folder-tree__toggle');
      tree.focused = id;
      if (toggle) void apply(tree, tree.open.has(id) ? { close: id } : { open: id }, runtime, signal);
      else void apply(tree, { choose: id }, runtime, signal);
    },
    { signal },
  );
  return () => element.replaceChildren(...fallback);
}

async function apply(
  tree: Tree,
  move: NonNullable<ReturnType<typeof moveFor>>,
  runtime: Runtime,
  signal: AbortSignal,
): Promise<void> {
  if ('focus' in move) {
    moveFocus(tree, move.focus);
    return;
  }
  if ('open' in move) tree.open.add(move.open);
  else if ('close' in move) tree.open.delete(move.close);
  else {
    tree.focused = move.choose;
    tree.chosen = move.choose;
    tree.open.add(move.choose);
    render(tree);
    await showAssets(tree, move.choose, runtime, signal);
    return;
  }
  render(tree);
}

/** Moves the one tab stop to another visible folder and focuses it; the rows stay as they are. */
function moveFocus(tree: Tree, folderId: number): void {
  tree.list.querySelector<HTMLElement>(`[data-folder-id="${tree.focused}"]`)?.setAttribute('tabindex', '-1');
  tree.focused = folderId;
  const item = tree.list.querySelector<HTMLElement>(`[data-folder-id="${folderId}"]`);
  item?.setAttribute('tabindex', '0');
  item?.focus();
}

/** Draws the tree from its state, keeping one tab stop (the focused folder) and the focus where it was. */
function render(tree: Tree): void {
  const hadFocus = tree.list.contains(document.activeElement);
  const build = (folders: Folder[], level: number): HTMLElement[] =>
    folders.map((folder) => {
      const item = document.createElement('li');
      const hasChildren = folder.Children.length > 0;
      const isOpen = tree.open.has(folder.FolderId);
      item.setAttribute('role', 'treeitem');
      item.setAttribute('aria-level', String(level));
      item.setAttribute('aria-selected', String(tree.chosen === folder.FolderId));
      if (hasChildren) item.setAttribute('aria-expanded', String(isOpen));
      item.tabIndex = folder.FolderId === tree.focused ? 0 : -1;
      item.dataset.folderId = String(folder.FolderId);
      // Runtime spec §4: closed, open, leaf, open-leaf icons (the theme draws them from the class).
      const icon = hasChildren ? (isOpen ? 'open' : 'closed') : tree.chosen === folder.FolderId ? 'open-leaf' : 'leaf';
      const row = document.createElement('span');
      row.className = `folder-tree__row folder-tree__row--${icon}`;
      const toggle = document.createElement('span');
      toggle.className = 'folder-tree__toggle';
      toggle.setAttribute('aria-hidden', 'true');
      const name = document.createElement('span');
      name.className = 'folder-tree__name';
      name.textContent = folder.Name;
      row.append(toggle, name);
      item.append(row);
      if (hasChildren && isOpen) {
        const group = document.createElement('ul');
        group.setAttribute('role', 'group');
        group.append(...build(folder.Children, level + 1));
        item.append(group);
      }
      return item;
    });
  tree.list.replaceChildren(...build(tree.top, 1));
  if (hadFocus) tree.list.querySelector<HTMLElement>(`[data-folder-id="${tree.focused}"]`)?.focus();
}

/** Loads the chosen folder's asset list into the element marked for update and tells the tag manager. */
async function showAssets(tree: Tree, folderId: number, runtime: Runtime, signal: AbortSignal): Promise<void> {
  const target = document.querySelector<HTMLElement>('[data-assets-update]');
  if (!target) {
    console.warn('[runtime] folder-tree: no [data-assets-update] element to show the folder’s assets in.');
    return;
  }
  target.setAttribute('aria-busy', 'true');
  try {
    target.innerHTML = await request(
      appUrl(runtime.config.app, `${runtime.config.culture}/${assetsPath(tree.root, folderId)}`),
      { expect: 'html', key: 'folder-assets', signal },
    );
  } catch {
    return; // the error catalogue has told the visitor; the list shown stays
  } finally {
    target.removeAttribute('aria-busy');
  }
  track({ event: 'changeFolder', rootFolderId: tree.root, folderId });
}
