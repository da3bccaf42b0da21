/**
 * The image rules of an upload and the crop call (runtime spec §5 "Image upload", §7 croptempimg, §9 crop box):
 * what an uploaded image needs (nothing, a refusal, or the crop dialog), the selection made whole and kept inside
 * the image (negative coordinates clamped to 0), and the crop call's address.
 */
import { encodeUriPart } from '../shared/uri-part.ts';

export interface CropSize {
  width: number;
  height: number;
}

/** Runtime spec §9: the crop dialog's image box. */
export const CROP_BOX = { width: 568, height: 400 } as const;

export type ImageNeed = 'accept' | 'too-small' | 'crop';

/** Exactly the crop size: accepted as it is; narrower or lower than it: refused; anything else: cropped. */
export function imageNeed(image: CropSize, crop: CropSize | undefined): ImageNeed {
  if (!crop) return 'accept';
  if (image.width === crop.width && image.height === crop.height) return 'accept';
  if (image.width < crop.width || image.height < crop.height) return 'too-small';
  return 'crop';
}

export interface Selection {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, a multiple of 90 (cropper's rotate). */
  rotate: number;
}

/** The image's size once turned by `rotate` degrees. */
export function turnedSize(image: CropSize, rotate: number): CropSize {
  const quarter = (((Math.round(rotate / 90) % 4) + 4) % 4) % 2;
  return quarter ? { width: image.height, height: image.width } : image;
}

/**
 * Whole pixels inside the (turned) image: negative coordinates become 0, the box never leaves the image and is at
 * least one pixel. The rotation is normalised to 0, 90, 180 or 270.
 */
export function clampSelection(selection: Selection, image: CropSize): Selection {
  const rotate = (((Math.round(selection.rotate / 90) % 4) + 4) % 4) * 90;
  const bounds = turnedSize(image, rotate);
  const x = Math.min(Math.max(0, Math.round(selection.x)), bounds.width - 1);
  const y = Math.min(Math.max(0, Math.round(selection.y)), bounds.height - 1);
  const width = Math.max(1, Math.min(Math.round(selection.width), bounds.width - x));
  const height = Math.max(1, Math.min(Math.round(selection.height), bounds.height - y));
  return { x, y, width, height, rotate };
}

/**
 * GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}: keepOriginal=true only when
 * asked; a turned image adds rotate={degrees} (the box is in the turned image's pixels).
 */
export function cropPath(tmpName: string, selection: Selection, crop: CropSize, keepOriginal: boolean): string {
  const { x, y, width, height, rotate } = selection;
  const segments = [tmpName, x, y, width, height, crop.width, crop.height].map((part) => encodeUriPart(String(part)));
  const query = new URLSearchParams();
  if (keepOriginal) query.set('keepOriginal', 'true');
  if (rotate) query.set('rotate', String(rotate));
  const search = query.size ? `?${query}` : '';
  return `assets/croptempimg/${segments.join('/')}${search}`;
}

/** How a key changes the selection in the crop box, in screen pixels: move it, or grow or shrink its width. */
export interface SelectionStep {
  dx: number;
  dy: number;
  dWidth: number;
}

/** Screen pixels of a key press on the crop box; Shift makes the step fine. */
export const SELECTION_STEP = { normal: 10, fine: 1 } as const;

/** The keyboard's way to choose the part to keep: arrows move the selection, + and − resize it; other keys: null. */
export function selectionStep(key: string, fine: boolean): SelectionStep | null {
  const step = fine ? SELECTION_STEP.fine : SELECTION_STEP.normal;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0, dWidth: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0, dWidth: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step, dWidth: 0 };
    case 'ArrowDown':
      return { dx: 0, dy: step, dWidth: 0 };
    case '+':
    case '=':
      return { dx: 0, dy: 0, dWidth: step };
    case '-':
    case '_':
      return { dx: 0, dy: 0, dWidth: -step };
    default:
      return null;
  }
}
