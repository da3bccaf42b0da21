/**
 * The documents page's folder tree (runtime spec §2, §3 "Folder node", §4 "Folder tree", §7 hierarchy, §9 depth;
 * shop spec §2 documents page): a React island (folder-tree-view.tsx) built from the hierarchy answer in place of
 * the CMS's folder links. Choosing a folder opens it, loads its asset list into the element marked for update, and
 * tells the tag manager.
 */
import * as v from 'valibot';
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { track } from '../../runtime/tracking.ts';
import { appUrl } from '../../runtime/urls.ts';
import { mountIsland } from '../react-islands.tsx';
import type { FolderTreeOptions as Options } from './definition.ts';
import { FolderTree } from './folder-tree-view.tsx';
import { assetsPath, hierarchyAnswer } from './tree-rules.ts';

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
  const root = options.rootFolderId;
  const fallback = Array.from(element.childNodes);
  element.replaceChildren();
  const unmount = mountIsland(
    element,
    <FolderTree
      top={top}
      depth={options.depth}
      label={options.label}
      onChoose={(folderId) => void showAssets(root, folderId, runtime, signal)}
    />,
  );
  return () => {
    unmount();
    element.replaceChildren(...fallback);
  };
}

/** Loads the chosen folder's asset list into the element marked for update and tells the tag manager. */
async function showAssets(root: number, folderId: number, runtime: Runtime, signal: AbortSignal): Promise<void> {
  const target = document.querySelector<HTMLElement>('[data-assets-update]');
  if (!target) {
    console.warn('[runtime] folder-tree: no [data-assets-update] element to show the folder’s assets in.');
    return;
  }
  target.setAttribute('aria-busy', 'true');
  try {
    target.innerHTML = await request(
      appUrl(runtime.config.app, `${runtime.config.culture}/${assetsPath(root, folderId)}`),
      { expect: 'html', key: 'folder-assets', signal },
    );
  } catch {
    return; // the error catalogue has told the visitor; the list shown stays
  } finally {
    target.removeAttribute('aria-busy');
  }
  track({ event: 'changeFolder', rootFolderId: root, folderId });
}
