import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const folderTreeOptions = v.object({
  rootFolderId: attr.number({ description: 'The root folder of the library shown (FolderId).', integer: true, min: 0 }),
  depth: v.optional(
    attr.number({ description: 'Folders of this level or less start open.', integer: true, min: 0 }),
    '1',
  ),
  label: attr.text({ description: 'The accessible name of the tree (e.g. "Folders").' }),
});
export type FolderTreeOptions = OptionsOf<typeof folderTreeOptions>;

export const folderTreeWidget = defineWidget({
  name: 'folder-tree',
  description:
    'The documents page’s folder tree: asks GET {app}/api/v1/assetslibrary/folders/hierarchy?folderId={rootFolderId} and replaces the element’s fallback list with a WAI-ARIA tree (arrows, Home, End, type-ahead; folders of level ≤ data-depth start open). Choosing a folder opens it, loads {culture}/assetslibrary/asset/assetsbyfolder/{rootFolderId}/{folderId} (no ids for the root) into the page’s [data-assets-update] element and pushes a changeFolder dataLayer event.',
  options: folderTreeOptions,
  load: () => import('./folder-tree.tsx'),
});
