/**
 * The asset widget's state as pure rules (runtime spec §3 "Asset" and "Asset widget form fields", §4 upload):
 * reading the server's answer, what an upload does to the list (single: replaces; multiple: appends), renaming,
 * reordering, and the hidden form fields the list stands for.
 */
import * as v from 'valibot';

const text = v.optional(v.nullable(v.union([v.string(), v.number()])));
const size = v.optional(v.nullable(v.number()));

/** One asset of an answer (upload, crop, asset call). Names as the CMS sends them, both casings. */
export const assetAnswer = v.looseObject({
  guid: text,
  AssetId: text,
  name: text,
  Name: text,
  OriginalFileName: text,
  Uri: text,
  thumbnail_url: text,
  size,
  fileType: text,
  width: size,
  height: size,
  Width: size,
  Height: size,
  tmpName: text,
  Error: text,
});
export type AssetAnswer = v.InferOutput<typeof assetAnswer>;

export const uploadAnswer = v.array(assetAnswer);

/** An asset as the widget shows it. */
export interface Asset {
  guid: string;
  assetId: string;
  name: string;
  nameChanged: boolean;
  fileName: string;
  uri: string;
  thumbnail: string;
  size: number;
  isImage: boolean;
  width: number;
  height: number;
  tmpName: string;
}

const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The answer's asset for the widget; its Error (a rejected file) when it has one. */
export function readAsset(answer: AssetAnswer): { asset: Asset } | { error: string } {
  const error = str(answer.Error).trim();
  if (error) return { error };
  const guid = str(answer.guid);
  return {
    asset: {
      guid,
      assetId: str(answer.AssetId),
      name: str(answer.name ?? answer.Name),
      nameChanged: false,
      fileName: str(answer.OriginalFileName),
      uri: str(answer.Uri),
      thumbnail: str(answer.thumbnail_url),
      size: answer.size ?? 0,
      isImage: str(answer.fileType).toLowerCase() === 'image',
      width: answer.width ?? answer.Width ?? 0,
      height: answer.height ?? answer.Height ?? 0,
      tmpName: str(answer.tmpName),
    },
  };
}

/**
 * The crop call's answer (runtime spec §7 croptempimg: an Error or the cropped asset): the asset, or the text to show
 * in the dialog: its Error, or `unknownError` for an answer that is no asset (no guid or address: nothing to keep).
 */
export function cropAnswer(answer: unknown, unknownError: string): { asset: Asset } | { error: string } {
  const parsed = v.safeParse(assetAnswer, answer);
  const read = parsed.success ? readAsset(parsed.output) : { error: unknownError };
  if ('error' in read) return read;
  return read.asset.guid && read.asset.uri ? read : { error: unknownError };
}

/**
 * An asset of the list completed by the asset call's answer (runtime spec §7 assetslibrary/assets/{assetId}): its
 * Width and Height, and its tmpName or address when the list's copy has none. Undefined when the answer gives no
 * size (it cannot be cropped).
 */
export function withSizes(asset: Asset, answer: unknown): Asset | undefined {
  const parsed = v.safeParse(assetAnswer, answer);
  const read = parsed.success ? readAsset(parsed.output) : undefined;
  if (!read || 'error' in read || read.asset.width <= 0 || read.asset.height <= 0) return undefined;
  const { width, height, tmpName, uri, isImage } = read.asset;
  return {
    ...asset,
    width,
    height,
    isImage: asset.isImage || isImage,
    tmpName: asset.tmpName || tmpName,
    uri: asset.uri || uri,
  };
}

/** The list with the asset `guid` replaced by `next` (a crop), keeping the name it had and whether it was renamed. */
export const replaced = (list: readonly Asset[], guid: string, next: Asset): Asset[] =>
  list.map((item) => (item.guid === guid ? { ...next, name: item.name, nameChanged: item.nameChanged } : item));

/** Single mode: the new asset replaces the one there; multiple mode: appended in the order of the answer. */
export const withUploaded = (list: readonly Asset[], added: readonly Asset[], multiple: boolean): Asset[] =>
  multiple ? [...list, ...added] : added.slice(-1);

export const withoutAsset = (list: readonly Asset[], guid: string): Asset[] =>
  list.filter((item) => item.guid !== guid);

/** A new name (trimmed; an empty or unchanged name changes nothing) sets nameChanged. */
export function renamed(list: readonly Asset[], guid: string, name: string): Asset[] {
  const next = name.trim();
  return list.map((item) =>
    item.guid === guid && next && next !== item.name ? { ...item, name: next, nameChanged: true } : item,
  );
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length) return result;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = result.splice(from, 1) as [T];
  result.splice(target, 0, item);
  return result;
}

/** The index an arrow key, Home or End moves an item to, or undefined for other keys. */
export function keyTarget(key: string, index: number, length: number): number | undefined {
  switch (key) {
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(length - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return undefined;
  }
}

/**
 * Dragging a row by its handle: the row under the pointer is the new place, each row reaching down to its bottom
 * edge; below the last row, the last place.
 */
export function dropIndex(clientY: number, rows: readonly { top: number; height: number }[]): number {
  const index = rows.findIndex((row) => clientY < row.top + row.height);
  return index < 0 ? rows.length - 1 : index;
}

/** The hidden fields of runtime spec §3 for this list, in a stable order. */
export function formFields(uniqueId: string, multiple: boolean, list: readonly Asset[]): [string, string][] {
  const first = list[0];
  const loaded = String(list.length > 0);
  const fields: [string, string][] = [
    [`list-assets-orders-${uniqueId}`, list.map((item) => item.guid).join(',')],
    [`AssetsLoaded-${uniqueId}`, loaded],
    [`AssetLoaded${uniqueId}`, loaded],
    [`AssetId-${uniqueId}`, first?.assetId ?? ''],
    [`AssetName-${uniqueId}`, first?.name ?? ''],
    [`asset-${uniqueId}-name`, first?.name ?? ''],
    [`asset-${uniqueId}-name-changed`, String(first?.nameChanged ?? false)],
  ];
  if (multiple) {
    for (const item of list) {
      fields.push([`asset-${item.guid}`, item.assetId], [`asset-${item.guid}-name`, item.name]);
    }
  }
  return fields;
}
