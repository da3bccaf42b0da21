/**
 * The crop dialog (runtime spec §5 image upload, §7 croptempimg, §8 crop failure, §9 box 568×400): cropperjs and
 * its stylesheet load with this chunk only. `CropPanel` is the dialog's content (a React island in the shell's
 * body); cropperjs holds the image through a ref (`useCropper`). The selection keeps the crop size's ratio and never
 * gets smaller than the crop size in image pixels; the image turns by 90° left or right; the keyboard moves and
 * resizes the selection too. "Crop" asks the CMS for the cropped image; an answer with an Error keeps the dialog
 * open with that text.
 */
import Cropper from 'cropperjs';
import stylesheet from 'cropperjs/dist/cropper.min.css?url';
import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import { appUrl, sameOriginPath } from '../../runtime/urls.ts';
import { type Asset, cropAnswer } from './asset-model.ts';
import { clampSelection, CROP_BOX, type CropSize, cropPath, selectionStep } from './crop-rules.ts';
import { openDialogBody, showInDialog } from '../shared/dialog-island.tsx';

export interface CropContext {
  app: string;
  keepOriginal: boolean;
  signal: AbortSignal;
}

/** cropperjs on the image of `image`, from the first render to the last; `ready` once the image is drawn. */
function useCropper(image: RefObject<HTMLImageElement | null>, crop: CropSize) {
  const cropper = useRef<Cropper | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!image.current) return undefined;
    const instance: Cropper = new Cropper(image.current, {
      viewMode: 1,
      aspectRatio: crop.width / crop.height,
      autoCropArea: 1,
      zoomable: false,
      rotatable: true,
      scalable: false,
      background: false,
      ready: () => setReady(true),
      // The selection never gets smaller than the crop size in image pixels (cropper's own box limit is in screen
      // pixels, which change with the rotation).
      crop: (event) => {
        if (event.detail.width < crop.width - 0.5 || event.detail.height < crop.height - 0.5) {
          instance.setData({ width: crop.width, height: crop.height });
        }
      },
    });
    cropper.current = instance;
    return () => {
      instance.destroy();
      cropper.current = null;
    };
  }, [image, crop.width, crop.height]);
  return { cropper, ready };
}

interface CropPanelProps {
  asset: Asset;
  /** The image's same-origin address. */
  source: string;
  crop: CropSize;
  context: CropContext;
  onCropped: (asset: Asset) => void;
  onCancel: () => void;
}

/** The crop call for cropper's selection: the cropped asset (its name kept), or the text to show in the dialog. */
async function askCrop(cropper: Cropper, asset: Asset, crop: CropSize, context: CropContext) {
  const data = cropper.getData();
  // The selection is in the turned image's pixels; clampSelection turns the image's own size itself.
  const selection = clampSelection(
    { x: data.x, y: data.y, width: data.width, height: data.height, rotate: data.rotate },
    { width: asset.width, height: asset.height },
  );
  const answer = await request(appUrl(context.app, cropPath(asset.tmpName, selection, crop, context.keepOriginal)), {
    loader: true,
    signal: context.signal,
  });
  const read = cropAnswer(answer, t('Manager.UnknowsErrors'));
  return 'error' in read ? read : { asset: { ...read.asset, name: asset.name, fileName: asset.fileName } };
}

/**
 * The signal of one crop call: aborted when the widget's is, or when the panel goes (Cancel, Escape, the close
 * button): a crop answered after the shopper left the dialog must not change the asset.
 */
function useCallSignal(widget: AbortSignal) {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return () => {
    const call = new AbortController();
    current.current = call;
    widget.addEventListener('abort', () => call.abort(), { once: true, signal: call.signal });
    if (widget.aborted) call.abort();
    return call.signal;
  };
}

/** Sends the selection: `sending` meanwhile; an Error answer becomes `error` (the Crop button focused again). */
function useCropCall(props: CropPanelProps, cropper: RefObject<Cropper | null>) {
  const { asset, crop, context, onCropped } = props;
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  // A new object for each failure: the Crop button takes the focus again each time.
  const [error, setError] = useState<{ text: string } | null>(null);
  const callSignal = useCallSignal(context.signal);
  useLayoutEffect(() => {
    if (error) confirmButton.current?.focus();
  }, [error]);
  const confirm = () => {
    if (!cropper.current) return;
    setSending(true);
    setError(null);
    const signal = callSignal();
    askCrop(cropper.current, asset, crop, { ...context, signal })
      .then((read) => {
        if (signal.aborted) return;
        if ('error' in read) setError({ text: read.error });
        else onCropped(read.asset);
      })
      .catch(() => {
        // The error catalogue told the visitor; the dialog stays for another try.
      })
      .finally(() => setSending(false));
  };
  return { confirmButton, sending, error, confirm };
}

/** The keyboard's way to choose the selection: arrows move it, + and − resize it (the ratio is cropper's). */
function moveSelection(cropper: Cropper | null, event: KeyboardEvent): void {
  const step = selectionStep(event.key, event.shiftKey);
  if (!step || !cropper) return;
  event.preventDefault();
  const selection = cropper.getCropBoxData();
  // cropper derives the height from the width, and keeps the box inside the image.
  cropper.setCropBoxData({
    left: selection.left + step.dx,
    top: selection.top + step.dy,
    width: selection.width + step.dWidth,
  });
}

export function CropPanel(props: CropPanelProps) {
  const { asset, source, crop, onCancel } = props;
  const image = useRef<HTMLImageElement>(null);
  const keysId = useId();
  const { cropper, ready } = useCropper(image, crop);
  const { confirmButton, sending, error, confirm } = useCropCall(props, cropper);
  const busy = !ready || sending;
  const rotate = (degrees: number) => cropper.current?.rotate(degrees);
  return (
    <>
      <p>{t('Upload.CropHelp', { width: crop.width, height: crop.height })}</p>
      <p id={keysId} className="small text-body-secondary">
        {t('Upload.CropKeys')}
      </p>
      {/* The selection can be chosen with the keyboard too: the box takes the focus. */}
      <div
        className="asset-crop-box"
        tabIndex={0}
        role="group"
        aria-label={t('Upload.CropArea')}
        aria-describedby={keysId}
        aria-busy={busy}
        style={{ width: `${CROP_BOX.width}px`, height: `${CROP_BOX.height}px`, maxWidth: '100%' }}
        onKeyDown={(event) => busy || moveSelection(cropper.current, event)}
      >
        <img
          ref={image}
          alt={t('Upload.CropImage', { name: asset.name })}
          src={source}
          style={{ display: 'block', maxWidth: '100%' }}
        />
      </div>
      <p className="asset-crop-error alert alert-danger" role="alert" hidden={!error}>
        {error?.text}
      </p>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <IconButton name="asset-rotate-left" label={t('Upload.RotateLeft')} disabled={busy} onClick={() => rotate(-90)}>
          ↺
        </IconButton>
        <IconButton
          name="asset-rotate-right"
          label={t('Upload.RotateRight')}
          disabled={busy}
          onClick={() => rotate(90)}
        >
          ↻
        </IconButton>
        <button type="button" className="btn btn-secondary ms-auto" onClick={onCancel}>
          {t('Core.Cancel')}
        </button>
        <button
          ref={confirmButton}
          type="button"
          className="btn btn-primary asset-crop-confirm"
          disabled={busy}
          onClick={confirm}
        >
          {t('Upload.Crop')}
        </button>
      </div>
    </>
  );
}

interface IconButtonProps {
  name: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}

function IconButton({ name, label, disabled, onClick, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-outline-secondary ${name}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Opens the dialog on the uploaded image; resolves with the cropped asset, or undefined when closed without one. */
export async function cropImage(asset: Asset, crop: CropSize, context: CropContext): Promise<Asset | undefined> {
  const source = sameOriginPath(asset.uri);
  if (!source) return undefined;
  const [dialog] = await Promise.all([
    openDialogBody<Asset>({ title: t('Upload.CropTitle'), size: 'lg', className: 'asset-crop-dialog' }),
    loadStylesheet(new URL(stylesheet, import.meta.url).href),
  ]);
  if (!dialog) return undefined;
  return showInDialog(
    dialog,
    (close) => (
      <CropPanel
        asset={asset}
        source={source}
        crop={crop}
        context={context}
        onCancel={() => close()}
        onCropped={close}
      />
    ),
    context.signal,
  );
}
