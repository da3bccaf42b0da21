/**
 * The asset upload widget's state as a pure reducer (runtime spec §4 upload, delete, rename, reorder): the list,
 * the refusals shown under the field, what the status line says, the progress of a running upload, and where the
 * focus goes after a change (a part of an asset's row; the file input when the row is gone). The messages are
 * string resource keys with their values: the view translates them.
 */
import { type Asset, moved, renamed, replaced, withoutAsset, withUploaded } from './asset-model.ts';
import type { Refusal } from './file-checks.ts';

/** Where the focus goes after a change: `part` (a selector) of the row of `guid`, or the file input. */
export interface FocusRequest {
  guid?: string;
  part: string;
}

export interface UploadProgressState {
  loaded: number;
  total: number;
}

export interface UploadState {
  assets: Asset[];
  /** Shown under the field (role alert): the client's refusals, or an image's. */
  refusals: Refusal[];
  /** Said by the status line (role status). */
  status: Refusal | null;
  /** A running upload's bytes, or null. */
  progress: UploadProgressState | null;
  /** A new object for each request, so that the view can act on it once. */
  focus: FocusRequest | null;
}

export type UploadAction =
  | { type: 'uploaded'; added: Asset[]; multiple: boolean }
  | { type: 'moved'; from: number; to: number }
  | { type: 'deleted'; guid: string }
  | { type: 'renamed'; guid: string; name: string }
  | { type: 'cropped'; guid: string; asset: Asset }
  | { type: 'refused'; refusals: Refusal[] }
  | { type: 'progress'; progress: UploadProgressState | null }
  | { type: 'cancelled' }
  | { type: 'focus'; focus: FocusRequest };

export const initialUpload = (assets: Asset[]): UploadState => ({
  assets,
  refusals: [],
  status: null,
  progress: null,
  focus: null,
});

function move(state: UploadState, from: number, to: number): UploadState {
  const asset = state.assets[from];
  if (from === to || !asset) return state;
  const assets = moved(state.assets, from, to);
  const position = assets.indexOf(asset) + 1;
  return {
    ...state,
    assets,
    status: { key: 'Upload.Moved', values: { name: asset.name, position, total: assets.length } },
    focus: { guid: asset.guid, part: '[data-asset-move]' },
  };
}

/** The deleted asset's row goes; the focus goes to the delete button of the row now in its place (or the last). */
function remove(state: UploadState, guid: string): UploadState {
  const index = state.assets.findIndex((item) => item.guid === guid);
  const asset = state.assets[index];
  if (!asset) return state;
  const assets = withoutAsset(state.assets, guid);
  const neighbour = assets[Math.min(index, assets.length - 1)];
  return {
    ...state,
    assets,
    status: { key: 'Upload.Deleted', values: { name: asset.name } },
    focus: { guid: neighbour?.guid, part: '.asset-delete' },
  };
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'uploaded':
      if (!action.added.length) return state;
      return {
        ...state,
        assets: withUploaded(state.assets, action.added, action.multiple),
        status: { key: 'Upload.Added', values: { names: action.added.map((asset) => asset.name).join(', ') } },
      };
    case 'moved':
      return move(state, action.from, action.to);
    case 'deleted':
      return remove(state, action.guid);
    case 'renamed':
      return { ...state, assets: renamed(state.assets, action.guid, action.name) };
    case 'cropped':
      return {
        ...state,
        assets: replaced(state.assets, action.guid, action.asset),
        focus: { guid: action.asset.guid, part: '.asset-crop' },
      };
    case 'refused':
      return { ...state, refusals: action.refusals };
    case 'progress':
      return { ...state, progress: action.progress };
    case 'cancelled':
      return { ...state, status: { key: 'Upload.Cancelled', values: {} } };
    case 'focus':
      return { ...state, focus: action.focus };
  }
}
