/**
 * What the asset upload does, step by step, outside its drawing (runtime spec §4 upload, §5 file and image rules,
 * §7 asset calls, §8 upload and crop failures): the chosen files checked, sent with progress and a cancel, the
 * answer read (an image kept, refused or cropped first), an image of the list cropped again, an asset renamed.
 * Each step tells the widget's reducer what changed (`UploadFlow.dispatch`, drawn at once).
 */
import * as v from 'valibot';
import { HttpError, request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { showError } from '../../runtime/ui.ts';
import { upload } from '../../runtime/upload.ts';
import { appUrl } from '../../runtime/urls.ts';
import { type Asset, readAsset, uploadAnswer, withSizes } from './asset-model.ts';
import { type CropSize, imageNeed } from './crop-rules.ts';
import type { AssetUploadOptions } from './definition.ts';
import { checkFiles, type Refusal } from './file-checks.ts';
import { renameDialog } from './rename-dialog.tsx';
import type { UploadAction } from './upload-state.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

export interface UploadFlow {
  options: AssetUploadOptions;
  /** The crop size of an image field that has one. */
  crop: CropSize | undefined;
  runtime: Runtime;
  /** The widget's: aborted when its element leaves the page. */
  signal: AbortSignal;
  input: HTMLInputElement;
  /** The file input's name: the files' field in the upload's form data. */
  inputName: string | null;
  /** Tells the reducer; the change is drawn before it returns. */
  dispatch: (action: UploadAction) => void;
  /** The list as it is now. */
  assets: () => Asset[];
  /** The running upload, if any. */
  running: { current: AbortController | undefined };
}

const tooSmall = (asset: Asset, crop: CropSize): Refusal => ({
  key: 'Upload.ImageTooSmall',
  values: {
    name: asset.fileName || asset.name,
    width: crop.width,
    height: crop.height,
    actualWidth: asset.width,
    actualHeight: asset.height,
  },
});

const loadCropDialog = () => import('./crop-dialog.tsx');

/** Files chosen in the input: each refusal shown (or none), the accepted ones sent. */
export function chooseFiles(files: File[], flow: UploadFlow): void {
  const { options } = flow;
  if (!files.length || flow.running.current) return;
  const checked = checkFiles(
    files,
    {
      accept: flow.input.accept,
      maxFileSize: options.maxFileSize,
      minFileSize: options.minFileSize,
      maxFiles: options.multiple ? options.maxFiles : undefined,
    },
    options.multiple ? flow.assets().length : 0,
    flow.runtime.config.culture,
  );
  const refusals = checked.tooMany
    ? [checked.tooMany]
    : checked.files.flatMap(({ refusal }) => {
        if (!refusal) return [];
        // Runtime spec §5 multi-file widget: "please put a correct file".
        return options.multiple && refusal.key === 'Upload.AcceptedTypes'
          ? { ...refusal, key: 'Upload.CorrectFile' }
          : refusal;
      });
  flow.dispatch({ type: 'refused', refusals });
  const accepted = checked.files.filter(({ refusal }) => !refusal).map(({ file }) => file as File);
  if (accepted.length) void sendFiles(accepted, flow);
}

/** Sends the files with progress; a cancel says so; a failure was told by the error catalogue. */
async function sendFiles(files: File[], flow: UploadFlow): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append(flow.inputName ?? 'files', file, file.name);
  const running = new AbortController();
  flow.running.current = running;
  flow.dispatch({ type: 'progress', progress: { loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) } });
  let answer: unknown;
  try {
    answer = await upload(flow.options.uploadUrl, body, {
      signal: running.signal,
      onProgress: (progress) => flow.dispatch({ type: 'progress', progress }),
    });
  } catch (error) {
    // The error catalogue has shown the error dialog (a cancel is only logged).
    if (error instanceof HttpError && error.aborted && running.signal.aborted) flow.dispatch({ type: 'cancelled' });
    return;
  } finally {
    flow.running.current = undefined;
    flow.dispatch({ type: 'progress', progress: null });
  }
  await keepAnswer(answer, flow);
}

/** The upload's answer: its assets added (images checked and cropped first), its refused files told. */
async function keepAnswer(answer: unknown, flow: UploadFlow): Promise<void> {
  const parsed = v.safeParse(uploadAnswer, Array.isArray(answer) ? answer : [answer]);
  if (!parsed.success) {
    console.error('[runtime] asset-upload: the answer is not a list of assets.', answer);
    void showError(t('Manager.UnknowsErrors'));
    return;
  }
  const added: Asset[] = [];
  const refusals: Refusal[] = [];
  const rejected: string[] = [];
  for (const item of parsed.output) {
    const read = readAsset(item);
    if ('error' in read) {
      rejected.push(read.error);
      continue;
    }
    const image = flow.options.kind === 'image' ? await imageFor(read.asset, flow) : read.asset;
    if (!image) continue;
    if ('key' in image) refusals.push(image);
    else added.push(image);
  }
  if (refusals.length) flow.dispatch({ type: 'refused', refusals });
  flow.dispatch({ type: 'uploaded', added, multiple: flow.options.multiple });
  // Runtime spec §8: a file the server refused shows its own message in a dialog.
  if (rejected.length) void showError(rejected.join('\n'));
}

/** An uploaded image: kept, refused, or cropped first (the dialog's chunk loads only then). */
async function imageFor(asset: Asset, flow: UploadFlow): Promise<Asset | Refusal | undefined> {
  if (!asset.isImage) return { key: 'Upload.CorrectImage', values: { name: asset.fileName } };
  const { crop } = flow;
  const need = imageNeed(asset, crop);
  if (need === 'accept' || !crop) return asset;
  if (need === 'too-small') return tooSmall(asset, crop);
  return openCrop(asset, crop, flow);
}

/** The crop dialog on `asset` (its chunk loads only then): the cropped asset, or undefined when closed without. */
async function openCrop(asset: Asset, size: CropSize, flow: UploadFlow): Promise<Asset | undefined> {
  const { runtime, options, signal } = flow;
  let dialog: typeof import('./crop-dialog.tsx');
  try {
    dialog = await runtime.chunks.load('crop-dialog', loadCropDialog, loadCropDialog);
  } catch {
    void showError(t('Core.ChunkLoadError'));
    return undefined;
  }
  return dialog.cropImage(asset, size, { app: runtime.config.app, keepOriginal: options.keepOriginal, signal });
}

/**
 * An asset of the list cropped again. One the page came with may have no sizes (its hidden fields carry none):
 * the asset call gives them (runtime spec §7 GET assetslibrary/assets/{assetId}).
 */
export async function cropAgain(asset: Asset, flow: UploadFlow): Promise<void> {
  const size = flow.crop;
  if (!size) return;
  const sized = asset.width > 0 && asset.height > 0 ? asset : await askSizes(asset, flow);
  if (!sized) return;
  if (imageNeed(sized, size) === 'too-small') {
    flow.dispatch({ type: 'refused', refusals: [tooSmall(sized, size)] });
    return;
  }
  const result = await openCrop(sized, size, flow);
  if (result && !flow.signal.aborted) flow.dispatch({ type: 'cropped', guid: asset.guid, asset: result });
  else flow.dispatch({ type: 'focus', focus: { guid: asset.guid, part: '.asset-crop' } });
}

async function askSizes(asset: Asset, flow: UploadFlow): Promise<Asset | undefined> {
  let answer: unknown;
  try {
    const path = `api/v1/assetslibrary/assets/${encodeUriPart(asset.assetId)}`;
    answer = await request(appUrl(flow.runtime.config.app, path), { loader: true, signal: flow.signal });
  } catch {
    return undefined; // the error catalogue told the visitor
  }
  const sized = withSizes(asset, answer);
  if (!sized) {
    console.error('[runtime] asset-upload: the asset call gave no Width and Height.', answer);
    void showError(t('Manager.UnknowsErrors'));
  }
  return sized;
}

/** The rename dialog on `asset`: a new name is kept at once; the focus goes back to its Rename button. */
export async function renameAsset(asset: Asset, flow: UploadFlow): Promise<void> {
  const name = await renameDialog(asset.name, {
    fieldId: `asset-rename-${flow.options.uniqueId}`,
    signal: flow.signal,
  });
  if (name !== undefined) flow.dispatch({ type: 'renamed', guid: asset.guid, name });
  if (!flow.signal.aborted) flow.dispatch({ type: 'focus', focus: { guid: asset.guid, part: '.asset-rename' } });
}
