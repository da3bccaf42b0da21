/**
 * The crop dialog (runtime spec §5 image upload, §7 croptempimg, §8 crop failure, §9 box 568×400): cropperjs and
 * its stylesheet load with this chunk only. The selection keeps the crop size's ratio and never gets smaller than
 * the crop size in image pixels; the image turns by 90° left or right. "Crop" asks the CMS for the cropped image;
 * an answer with an Error keeps the dialog open with that text.
 */
import Cropper from 'cropperjs';
import stylesheet from 'cropperjs/dist/cropper.min.css?url';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import { openModal } from '../../runtime/ui.ts';
import { appUrl, sameOriginPath } from '../../runtime/urls.ts';
import { type Asset, cropAnswer } from './asset-model.ts';
import { clampSelection, CROP_BOX, type CropSize, cropPath, selectionStep } from './crop-rules.ts';

export interface CropContext {
  app: string;
  keepOriginal: boolean;
  signal: AbortSignal;
}

function button(className: string, text: string, label = text): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.className = className;
  node.textContent = text;
  if (label !== text) node.setAttribute('aria-label', label);
  return node;
}

/** Opens the dialog on the uploaded image; resolves with the cropped asset, or undefined when closed without one. */
export async function cropImage(asset: Asset, crop: CropSize, context: CropContext): Promise<Asset | undefined> {
  const source = sameOriginPath(asset.uri);
  if (!source) return undefined;
  const [handle] = await Promise.all([
    openModal({ title: t('Upload.CropTitle'), size: 'lg', className: 'asset-crop-dialog' }),
    loadStylesheet(new URL(stylesheet, import.meta.url).href),
  ]);
  if (!handle) return undefined;
  const body = handle.element.querySelector<HTMLElement>('.modal-body');
  if (!body) {
    handle.close();
    return undefined;
  }
  const help = document.createElement('p');
  help.textContent = t('Upload.CropHelp', { width: crop.width, height: crop.height });
  const keys = document.createElement('p');
  keys.id = `asset-crop-keys-${Date.now().toString(36)}`;
  keys.className = 'small text-body-secondary';
  keys.textContent = t('Upload.CropKeys');
  // The selection can be chosen with the keyboard too: the box takes the focus (arrows move, + and − resize).
  const box = document.createElement('div');
  box.className = 'asset-crop-box';
  box.tabIndex = 0;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', t('Upload.CropArea'));
  box.setAttribute('aria-describedby', keys.id);
  box.style.width = `${CROP_BOX.width}px`;
  box.style.height = `${CROP_BOX.height}px`;
  box.style.maxWidth = '100%';
  const image = document.createElement('img');
  image.alt = t('Upload.CropImage', { name: asset.name });
  image.src = source;
  image.style.display = 'block';
  image.style.maxWidth = '100%';
  box.append(image);
  const error = document.createElement('p');
  error.className = 'asset-crop-error alert alert-danger';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  const tools = document.createElement('div');
  tools.className = 'd-flex flex-wrap gap-2 mt-3';
  const left = button('btn btn-outline-secondary asset-rotate-left', '↺', t('Upload.RotateLeft'));
  const right = button('btn btn-outline-secondary asset-rotate-right', '↻', t('Upload.RotateRight'));
  const cancel = button('btn btn-secondary ms-auto', t('Core.Cancel'));
  const confirm = button('btn btn-primary asset-crop-confirm', t('Upload.Crop'));
  tools.append(left, right, cancel, confirm);
  body.replaceChildren(help, keys, box, error, tools);

  let result: Asset | undefined;
  let cropper: Cropper | undefined;
  const ready = new Promise<void>((resolve) => {
    cropper = new Cropper(image, {
      viewMode: 1,
      aspectRatio: crop.width / crop.height,
      autoCropArea: 1,
      zoomable: false,
      rotatable: true,
      scalable: false,
      background: false,
      ready: () => resolve(),
      // The selection never gets smaller than the crop size in image pixels (cropper's own box limit is in screen
      // pixels, which change with the rotation).
      crop: (event) => {
        if (event.detail.width < crop.width - 0.5 || event.detail.height < crop.height - 0.5) {
          cropper?.setData({ width: crop.width, height: crop.height });
        }
      },
    });
  });
  const setBusy = (busy: boolean) => {
    for (const control of [left, right, confirm]) control.disabled = busy;
    box.setAttribute('aria-busy', String(busy));
  };
  setBusy(true);
  void ready.then(() => setBusy(false));
  box.addEventListener('keydown', (event) => {
    const step = selectionStep(event.key, event.shiftKey);
    if (!step || !cropper || box.getAttribute('aria-busy') === 'true') return;
    event.preventDefault();
    const selection = cropper.getCropBoxData();
    // The ratio is fixed: cropper derives the height from the width, and keeps the box inside the image.
    cropper.setCropBoxData({
      left: selection.left + step.dx,
      top: selection.top + step.dy,
      width: selection.width + step.dWidth,
    });
  });
  left.addEventListener('click', () => cropper?.rotate(-90));
  right.addEventListener('click', () => cropper?.rotate(90));
  cancel.addEventListener('click', () => handle.close());
  confirm.addEventListener('click', () => {
    if (!cropper) return;
    const data = cropper.getData();
    const turned = Math.abs(data.rotate / 90) % 2 === 1;
    const natural = turned
      ? { width: asset.height, height: asset.width }
      : { width: asset.width, height: asset.height };
    // clampSelection takes the unturned size: it turns it itself.
    const selection = clampSelection(
      { x: data.x, y: data.y, width: data.width, height: data.height, rotate: data.rotate },
      turned ? { width: natural.height, height: natural.width } : natural,
    );
    setBusy(true);
    error.hidden = true;
    request(appUrl(context.app, cropPath(asset.tmpName, selection, crop, context.keepOriginal)), {
      loader: true,
      signal: context.signal,
    })
      .then((answer) => {
        const read = cropAnswer(answer, t('Manager.UnknowsErrors'));
        if ('error' in read) {
          error.textContent = read.error;
          error.hidden = false;
          confirm.focus();
          return;
        }
        result = { ...read.asset, name: asset.name, fileName: asset.fileName };
        handle.close();
      })
      .catch(() => {
        // The error catalogue told the visitor; the dialog stays for another try.
      })
      .finally(() => setBusy(false));
  });
  context.signal.addEventListener('abort', () => handle.close(), { once: true });
  await handle.closed;
  cropper?.destroy();
  return result;
}
