/**
 * The asset upload widget (runtime spec §3 asset and its form fields, §4 upload and required-file checkbox, §5 file
 * and image rules, §7 asset calls, §8 upload and crop failures). Plain DOM: the file input stays the theme's; the
 * list, the progress, the messages and the hidden fields are added after it. The crop dialog (cropperjs) is a
 * lazy chunk loaded only when an image needs cropping.
 */
import * as v from 'valibot';
import { emit } from '../../runtime/events.ts';
import { HttpError, request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { openModal, showError } from '../../runtime/ui.ts';
import { upload } from '../../runtime/upload.ts';
import { appUrl, sameOriginPath } from '../../runtime/urls.ts';
import {
  type Asset,
  formFields,
  keyTarget,
  moved,
  readAsset,
  renamed,
  replaced,
  uploadAnswer,
  withoutAsset,
  withSizes,
  withUploaded,
} from './asset-model.ts';
import { type CropSize, imageNeed } from './crop-rules.ts';
import type { assetUploadOptions } from './definition.ts';
import { checkFiles, readableSize, type Refusal } from './file-checks.ts';

type Options = v.InferOutput<typeof assetUploadOptions>;

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

const loadCropDialog = () => import('./crop-dialog.ts');

interface View {
  list: HTMLUListElement;
  fields: HTMLElement;
  messages: HTMLUListElement;
  progress: HTMLElement;
  bar: HTMLProgressElement;
  sent: HTMLElement;
  cancel: HTMLButtonElement;
  status: HTMLElement;
}

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
};

function button(className: string, label: string, text = label): HTMLButtonElement {
  const node = make('button', className, text);
  node.type = 'button';
  if (text !== label) node.setAttribute('aria-label', label);
  return node;
}

function buildView(element: HTMLElement, input: HTMLInputElement, uniqueId: string): View {
  const progress = make('div', 'asset-upload-progress');
  progress.hidden = true;
  const bar = make('progress', 'asset-upload-bar');
  bar.max = 100;
  bar.value = 0;
  bar.id = `asset-progress-${uniqueId}`;
  bar.setAttribute('aria-label', t('Upload.Uploading'));
  const sent = make('span', 'asset-upload-sent');
  const cancel = button('btn btn-sm btn-outline-secondary', t('Upload.Cancel'));
  progress.append(bar, sent, cancel);
  const alert = make('div', 'asset-upload-alert');
  alert.setAttribute('role', 'alert');
  alert.id = `asset-messages-${uniqueId}`;
  const messages = make('ul', 'asset-upload-messages list-unstyled text-danger mb-0');
  alert.append(messages);
  const status = make('p', 'visually-hidden');
  status.setAttribute('role', 'status');
  const list = make('ul', 'asset-list list-unstyled');
  list.setAttribute('aria-label', t('Upload.ListLabel'));
  const fields = make('div');
  fields.hidden = true;
  fields.dataset.assetFields = '';
  input.after(progress, alert, list, status, fields);
  const described = [input.getAttribute('aria-describedby'), alert.id].filter(Boolean).join(' ');
  input.setAttribute('aria-describedby', described);
  return { list, fields, messages, progress, bar, sent, cancel, status };
}

/** The assets the server rendered the field with (data-assets); a malformed list is logged and left out. */
function initialAssets(json: string | undefined): Asset[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const parsed = v.safeParse(uploadAnswer, value);
  if (!parsed.success) {
    console.error('[runtime] asset-upload: data-assets is not a JSON list of assets; the field starts empty.', json);
    return [];
  }
  return parsed.output.flatMap((item) => {
    const read = readAsset(item);
    return 'asset' in read ? [read.asset] : [];
  });
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const found = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!found) {
    console.error('[runtime] asset-upload: no <input type="file"> inside the hook.', element);
    return undefined;
  }
  const input: HTMLInputElement = found;
  const culture = runtime.config.culture;
  const crop: CropSize | undefined =
    options.kind === 'image' && options.cropWidth && options.cropHeight
      ? { width: options.cropWidth, height: options.cropHeight }
      : undefined;
  const inputName = input.getAttribute('name');
  input.removeAttribute('name'); // the files go to the upload endpoint, never with the form
  input.multiple = options.multiple;
  const view = buildView(element, input, options.uniqueId);
  const required = element.querySelector<HTMLInputElement>('input[type="checkbox"][data-asset-required]');
  let assets: Asset[] = [];
  let running: AbortController | undefined;

  const say = (text: string) => {
    view.status.textContent = text;
  };

  function showMessages(refusals: Refusal[]) {
    view.messages.replaceChildren(...refusals.map((refusal) => make('li', '', t(refusal.key, refusal.values))));
  }

  function writeFields() {
    const inputs = formFields(options.uniqueId, options.multiple, assets).map(([name, value]) => {
      const hidden = make('input');
      hidden.type = 'hidden';
      hidden.name = name;
      hidden.value = value;
      return hidden;
    });
    view.fields.replaceChildren(...inputs);
    if (required) {
      const ticked = assets.length > 0;
      if (required.checked !== ticked) {
        required.checked = ticked;
        required.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (ticked) emit('validation:reset', {}, { target: required });
    }
  }

  function setAssets(next: Asset[], focus?: { guid?: string; part: string }) {
    assets = next;
    render();
    writeFields();
    if (!focus) return;
    const item = focus.guid ? view.list.querySelector(`[data-asset-guid="${CSS.escape(focus.guid)}"]`) : null;
    const target = item?.querySelector<HTMLElement>(focus.part) ?? input;
    target.focus();
  }

  function render() {
    view.list.replaceChildren(...assets.map((asset, index) => renderItem(asset, index)));
  }

  function renderItem(asset: Asset, index: number): HTMLLIElement {
    const item = make('li', 'asset-item');
    item.dataset.assetGuid = asset.guid;
    if (options.multiple) {
      const handle = button('asset-move btn btn-sm btn-light', t('Upload.Move', { name: asset.name }), '⠿');
      handle.setAttribute('aria-describedby', `asset-move-help-${options.uniqueId}`);
      handle.dataset.assetMove = '';
      handle.addEventListener('keydown', (event) => {
        const to = keyTarget(event.key, index, assets.length);
        if (to === undefined) return;
        event.preventDefault();
        moveAsset(index, to);
      });
      handle.addEventListener('pointerdown', (event) => startDrag(event, item, index));
      item.append(handle);
    }
    const thumbnail = asset.isImage ? sameOriginPath(asset.thumbnail || asset.uri) : null;
    if (thumbnail) {
      const image = make('img', 'asset-thumbnail');
      image.alt = '';
      image.width = 48;
      image.height = 48;
      image.src = thumbnail;
      item.append(image);
    }
    const name = make('span', 'asset-name', asset.name);
    const meta = make('span', 'asset-meta text-muted', `${asset.fileName} · ${readableSize(asset.size, culture)}`);
    const rename = button(
      'btn btn-sm btn-link asset-rename',
      t('Upload.RenameNamed', { name: asset.name }),
      t('Upload.Rename'),
    );
    rename.addEventListener('click', () => void renameAsset(asset));
    const remove = button(
      'btn btn-sm btn-link text-danger asset-delete',
      t('Upload.DeleteNamed', { name: asset.name }),
      t('Upload.Delete'),
    );
    remove.addEventListener('click', () => deleteAsset(asset, index));
    item.append(name, meta, rename);
    if (crop && asset.isImage) {
      // An image of the list can be cropped again (one the page came with as well as one just uploaded).
      const again = button(
        'btn btn-sm btn-link asset-crop',
        t('Upload.CropNamed', { name: asset.name }),
        t('Upload.Crop'),
      );
      again.addEventListener('click', () => void cropAgain(asset, crop));
      item.append(again);
    }
    item.append(remove);
    return item;
  }

  function moveAsset(from: number, to: number) {
    if (from === to) return;
    const asset = assets[from];
    if (!asset) return;
    setAssets(moved(assets, from, to), { guid: asset.guid, part: '[data-asset-move]' });
    say(t('Upload.Moved', { name: asset.name, position: to + 1, total: assets.length }));
  }

  function startDrag(event: PointerEvent, item: HTMLLIElement, from: number) {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget as HTMLElement;
    handle.setPointerCapture(event.pointerId);
    item.classList.add('is-dragging');
    let to = from;
    const rows = Array.from(view.list.children) as HTMLElement[];
    const onMove = (moveEvent: PointerEvent) => {
      // The row under the pointer is the new place (the middles of the rows are the borders).
      to = rows.findIndex((row) => {
        const box = row.getBoundingClientRect();
        return moveEvent.clientY < box.top + box.height;
      });
      if (to < 0) to = rows.length - 1;
      rows.forEach((row, index) => row.classList.toggle('is-drop-target', index === to && index !== from));
    };
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      rows.forEach((row) => row.classList.remove('is-drop-target', 'is-dragging'));
      moveAsset(from, to);
    };
    handle.addEventListener('pointermove', onMove, { signal });
    handle.addEventListener('pointerup', onUp, { once: true, signal });
    handle.addEventListener('pointercancel', () => handle.removeEventListener('pointermove', onMove), {
      once: true,
      signal,
    });
  }

  function deleteAsset(asset: Asset, index: number) {
    const next = withoutAsset(assets, asset.guid);
    const neighbour = next[Math.min(index, next.length - 1)];
    setAssets(next, { guid: neighbour?.guid, part: '.asset-delete' });
    say(t('Upload.Deleted', { name: asset.name }));
  }

  async function renameAsset(asset: Asset) {
    const handle = await openModal({ title: t('Upload.RenameTitle'), size: 'sm', className: 'asset-rename-dialog' });
    if (!handle) return;
    const body = handle.element.querySelector<HTMLElement>('.modal-body');
    if (!body) return handle.close();
    const form = make('form', 'asset-rename-form');
    const fieldId = `asset-rename-${options.uniqueId}`;
    const label = make('label', 'form-label', t('Upload.NewName'));
    label.htmlFor = fieldId;
    const field = make('input', 'form-control');
    field.id = fieldId;
    field.value = asset.name;
    field.required = true;
    field.autocomplete = 'off';
    const actions = make('div', 'd-flex gap-2 justify-content-end mt-3');
    const cancel = button('btn btn-secondary', t('Core.Cancel'));
    const save = make('button', 'btn btn-primary', t('Upload.Save'));
    save.type = 'submit';
    actions.append(cancel, save);
    form.append(label, field, actions);
    body.replaceChildren(form);
    field.focus();
    field.select();
    cancel.addEventListener('click', () => handle.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!field.value.trim()) {
        field.setAttribute('aria-invalid', 'true');
        return field.focus();
      }
      setAssets(renamed(assets, asset.guid, field.value));
      handle.close();
    });
    signal.addEventListener('abort', () => handle.close(), { once: true });
    await handle.closed;
    view.list.querySelector<HTMLElement>(`[data-asset-guid="${CSS.escape(asset.guid)}"] .asset-rename`)?.focus();
  }

  /** An uploaded image: kept, refused, or cropped first (the dialog's chunk loads only then). */
  async function imageFor(asset: Asset): Promise<Asset | Refusal | undefined> {
    if (!asset.isImage) return { key: 'Upload.CorrectImage', values: { name: asset.fileName } };
    const need = imageNeed(asset, crop);
    if (need === 'accept' || !crop) return asset;
    if (need === 'too-small') return tooSmall(asset, crop);
    return openCrop(asset, crop);
  }

  /** The crop dialog on `asset` (its chunk loads only then): the cropped asset, or undefined when closed without. */
  async function openCrop(asset: Asset, size: CropSize): Promise<Asset | undefined> {
    let dialog: typeof import('./crop-dialog.ts');
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
  async function cropAgain(asset: Asset, size: CropSize) {
    const sized = asset.width > 0 && asset.height > 0 ? asset : await askSizes(asset);
    if (!sized) return;
    if (imageNeed(sized, size) === 'too-small') {
      showMessages([tooSmall(sized, size)]);
      return;
    }
    const result = await openCrop(sized, size);
    if (result && !signal.aborted)
      setAssets(replaced(assets, asset.guid, result), { guid: result.guid, part: '.asset-crop' });
    else view.list.querySelector<HTMLElement>(`[data-asset-guid="${CSS.escape(asset.guid)}"] .asset-crop`)?.focus();
  }

  async function askSizes(asset: Asset): Promise<Asset | undefined> {
    let answer: unknown;
    try {
      const path = `api/v1/assetslibrary/assets/${encodeURIComponent(asset.assetId)}`;
      answer = await request(appUrl(runtime.config.app, path), { loader: true, signal });
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

  async function send(files: File[]) {
    const body = new FormData();
    for (const file of files) body.append(inputName ?? 'files', file, file.name);
    running = new AbortController();
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const showSent = (loaded: number, all: number) => {
      view.bar.value = all ? Math.round((loaded / all) * 100) : 0;
      view.sent.textContent = t('Upload.UploadedBytes', {
        loaded: readableSize(loaded, culture),
        total: readableSize(all, culture),
      });
    };
    showSent(0, total);
    view.progress.hidden = false;
    element.setAttribute('aria-busy', 'true');
    input.disabled = true;
    view.cancel.focus();
    let answer: unknown;
    try {
      answer = await upload(options.uploadUrl, body, {
        signal: running.signal,
        onProgress: ({ loaded, total: all }) => showSent(loaded, all),
      });
    } catch (error) {
      // The error catalogue has shown the error dialog (a cancel is only logged).
      if (error instanceof HttpError && error.aborted && running.signal.aborted) say(t('Upload.Cancelled'));
      return;
    } finally {
      running = undefined;
      view.progress.hidden = true;
      element.removeAttribute('aria-busy');
      input.disabled = false;
      if (!signal.aborted && (document.activeElement === view.cancel || document.activeElement === document.body))
        input.focus();
    }
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
      if (options.kind !== 'image') {
        added.push(read.asset);
        continue;
      }
      const image = await imageFor(read.asset);
      if (!image) continue;
      if ('key' in image) refusals.push(image);
      else added.push(image);
    }
    if (refusals.length) showMessages(refusals);
    if (added.length) {
      setAssets(withUploaded(assets, added, options.multiple));
      say(t('Upload.Added', { names: added.map((asset) => asset.name).join(', ') }));
    }
    // Runtime spec §8: a file the server refused shows its own message in a dialog.
    if (rejected.length) void showError(rejected.join('\n'));
  }

  input.addEventListener(
    'change',
    () => {
      const files = Array.from(input.files ?? []);
      input.value = '';
      if (!files.length || running) return;
      const checked = checkFiles(
        files,
        {
          accept: input.accept,
          maxFileSize: options.maxFileSize,
          minFileSize: options.minFileSize,
          maxFiles: options.multiple ? options.maxFiles : undefined,
        },
        options.multiple ? assets.length : 0,
        culture,
      );
      const refusals = checked.tooMany
        ? [checked.tooMany]
        : checked.files.flatMap(({ refusal }) =>
            refusal
              ? [
                  options.multiple && refusal.key === 'Upload.AcceptedTypes'
                    ? { ...refusal, key: 'Upload.CorrectFile' }
                    : refusal,
                ]
              : [],
          );
      showMessages(refusals);
      const accepted = checked.files.filter(({ refusal }) => !refusal).map(({ file }) => file as File);
      if (accepted.length) void send(accepted);
    },
    { signal },
  );
  view.cancel.addEventListener('click', () => running?.abort(), { signal });

  if (options.multiple) {
    const help = make('p', 'visually-hidden', t('Upload.MoveHelp'));
    help.id = `asset-move-help-${options.uniqueId}`;
    view.list.before(help);
  }
  if (required) {
    // The checkbox says whether an asset exists: the widget ticks it, the shopper does not.
    required.addEventListener('click', (event) => event.preventDefault(), { signal });
    required.tabIndex = -1;
    required.setAttribute('aria-readonly', 'true');
  }
  assets = initialAssets(options.assets);
  render();
  writeFields();

  return () => {
    running?.abort();
    view.progress.remove();
    view.messages.parentElement?.remove();
    view.list.remove();
    view.status.remove();
    view.fields.remove();
    element.querySelector(`#asset-move-help-${CSS.escape(options.uniqueId)}`)?.remove();
    if (inputName) input.setAttribute('name', inputName);
  };
}
