// @vitest-environment happy-dom
/**
 * The crop dialog's wiring in happy-dom, with cropperjs replaced by a stand-in that records what it is asked (the
 * real one, the image and the server's crop run in Chromium: tests/e2e/asset-upload.spec.ts): busy until cropper is
 * ready, the keyboard's moves and resizes, the turns, the crop call with the selection, an Error answer kept in
 * the dialog, and the dialog on the one shell.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import type { Asset } from './asset-model.ts';
import { CropPanel, cropImage } from './crop-dialog.tsx';

interface Box {
  left: number;
  top: number;
  width: number;
}

const cropper = vi.hoisted(() => ({
  box: { left: 100, top: 50, width: 300 },
  data: { x: -3.4, y: 10.2, width: 520.4, height: 375.2, rotate: 90 },
  rotations: [] as number[],
  destroyed: 0,
  ready: undefined as (() => void) | undefined,
}));

vi.mock('cropperjs', () => ({
  default: class {
    constructor(_image: HTMLImageElement, options: { ready: () => void }) {
      cropper.ready = options.ready;
    }
    getCropBoxData = () => ({ ...cropper.box });
    setCropBoxData = (box: Box) => (cropper.box = box);
    getData = () => cropper.data;
    rotate = (degrees: number) => cropper.rotations.push(degrees);
    destroy = () => (cropper.destroyed += 1);
  },
}));
vi.mock('../../runtime/stylesheet.ts', () => ({ loadStylesheet: async () => undefined }));

const fr = STRING_RESOURCES.fr;
const IMAGE: Asset = {
  guid: 'g-1',
  assetId: '7',
  name: 'atelier',
  nameChanged: false,
  fileName: 'atelier.png',
  uri: '/assets/tmp/atelier.png',
  thumbnail: '',
  size: 1000,
  isImage: true,
  width: 1200,
  height: 500,
  tmpName: 'atelier.png',
};
const CROP = { width: 400, height: 300 };

let asked: string[] = [];
function stubCrop(answer: unknown) {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json(answer);
    }),
  );
}

beforeAll(() => installStrings('fr', fr));
beforeEach(() => {
  cropper.box = { left: 100, top: 50, width: 300 };
  cropper.rotations = [];
  cropper.destroyed = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function panel(signal = new AbortController().signal) {
  const onCropped = vi.fn();
  const onCancel = vi.fn();
  const context = { app: '/', keepOriginal: false, signal };
  render(
    <CropPanel
      asset={IMAGE}
      source={IMAGE.uri}
      crop={CROP}
      context={context}
      onCropped={onCropped}
      onCancel={onCancel}
    />,
  );
  return { onCropped, onCancel };
}
const area = () => screen.getByRole('group', { name: fr['Upload.CropArea'] });
const confirm = () => screen.getByRole<HTMLButtonElement>('button', { name: fr['Upload.Crop'] });

describe('the crop panel', () => {
  it('is busy until cropper is ready; the keys move and resize the selection, the buttons turn the image', () => {
    panel();
    expect(area().getAttribute('aria-busy')).toBe('true');
    expect(confirm().disabled).toBe(true);
    fireEvent.keyDown(area(), { key: 'ArrowLeft' });
    expect(cropper.box).toEqual({ left: 100, top: 50, width: 300 });
    act(() => cropper.ready?.());
    expect(area().getAttribute('aria-busy')).toBe('false');
    expect(confirm().disabled).toBe(false);
    expect(area().style.width).toBe('568px');
    expect(area().getAttribute('aria-describedby')).toBe(screen.getByText(fr['Upload.CropKeys'] ?? '').id);

    fireEvent.keyDown(area(), { key: 'ArrowLeft' });
    expect(cropper.box).toEqual({ left: 90, top: 50, width: 300 });
    fireEvent.keyDown(area(), { key: 'ArrowDown', shiftKey: true });
    expect(cropper.box).toEqual({ left: 90, top: 51, width: 300 });
    fireEvent.keyDown(area(), { key: '-' });
    expect(cropper.box).toEqual({ left: 90, top: 51, width: 290 });
    fireEvent.keyDown(area(), { key: 'a' });
    expect(cropper.box).toEqual({ left: 90, top: 51, width: 290 });

    fireEvent.click(screen.getByRole('button', { name: fr['Upload.RotateRight'] }));
    fireEvent.click(screen.getByRole('button', { name: fr['Upload.RotateLeft'] }));
    expect(cropper.rotations).toEqual([90, -90]);
  });

  it('asks the crop of the whole-pixel selection inside the turned image and gives the cropped asset its name', async () => {
    stubCrop({ guid: 'g-2', AssetId: 8, name: 'x', Uri: '/assets/tmp/crop.png', fileType: 'Image' });
    const { onCropped } = panel();
    act(() => cropper.ready?.());
    fireEvent.click(confirm());
    expect(confirm().disabled).toBe(true);
    await waitFor(() => expect(onCropped).toHaveBeenCalledTimes(1));
    expect(new URL(asked[0] ?? '', location.href).pathname + new URL(asked[0] ?? '', location.href).search).toBe(
      '/assets/croptempimg/atelier.png/0/10/500/375/400/300?rotate=90',
    );
    expect(onCropped.mock.calls[0]?.[0]).toMatchObject({ guid: 'g-2', name: 'atelier', fileName: 'atelier.png' });
  });

  it('shows an Error answer in its alert, focuses Crop again and keeps nothing', async () => {
    stubCrop({ Error: 'Image temporaire expirée' });
    const { onCropped } = panel();
    act(() => cropper.ready?.());
    const alert = document.querySelector<HTMLElement>('.asset-crop-error') as HTMLElement;
    expect(alert.hidden).toBe(true);
    fireEvent.click(confirm());
    await waitFor(() => expect(alert.hidden).toBe(false));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Image temporaire expirée');
    expect(confirm().disabled).toBe(false);
    expect(document.activeElement).toBe(confirm());
    expect(onCropped).not.toHaveBeenCalled();
  });
});

describe('cropImage', () => {
  it('opens the crop dialog on the shell; Cancel closes it without an asset and lets cropper go', async () => {
    let result: Promise<Asset | undefined> | undefined;
    await act(async () => {
      result = cropImage(IMAGE, CROP, { app: '/', keepOriginal: false, signal: new AbortController().signal });
    });
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLDialogElement>('dialog.asset-crop-dialog');
      if (!found?.querySelector('.asset-crop-box')) throw new Error('no crop dialog yet');
      return found;
    });
    expect(dialog.querySelector('.modal-title')?.textContent).toBe(fr['Upload.CropTitle']);
    expect(dialog.querySelector<HTMLImageElement>('.asset-crop-box img')?.alt).toBe('Image à recadrer : atelier');
    act(() => screen.getByRole('button', { name: fr['Core.Cancel'] }).click());
    await act(async () => {
      await expect(result).resolves.toBeUndefined();
    });
    expect(document.querySelector('dialog.asset-crop-dialog')).toBeNull();
    expect(cropper.destroyed).toBe(1);
  });

  it('aborts a crop still being sent when Cancel closes the dialog: its answer changes nothing', async () => {
    const calls: { signal: AbortSignal; answer: (value: Response) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((answer, fail) => {
            const signal = init.signal as AbortSignal;
            calls.push({ signal, answer });
            signal.addEventListener('abort', () => fail(signal.reason));
          }),
      ),
    );
    let result: Promise<Asset | undefined> | undefined;
    await act(async () => {
      result = cropImage(IMAGE, CROP, { app: '/', keepOriginal: false, signal: new AbortController().signal });
    });
    await waitFor(() => expect(document.querySelector('dialog.asset-crop-dialog .asset-crop-box')).not.toBeNull());
    act(() => cropper.ready?.());
    act(() => confirm().click());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(confirm().disabled).toBe(true);
    act(() => screen.getByRole('button', { name: fr['Core.Cancel'] }).click());
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true));
    calls[0]?.answer(Response.json({ guid: 'g-2', AssetId: 8, name: 'x', Uri: '/assets/tmp/crop.png' }));
    await act(async () => {
      await expect(result).resolves.toBeUndefined();
    });
  });
});
