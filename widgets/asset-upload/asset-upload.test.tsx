// @vitest-environment happy-dom
/**
 * The asset upload widget's wiring in happy-dom, through the page's one React root: the list from data-assets and
 * from the upload's answer with its hidden fields, the progress and Cancel, the refusals, rename in a dialog,
 * delete, reorder by keys and by pointer, the required-file checkbox, and failures that keep the list. The upload
 * goes through a fake XMLHttpRequest the test answers. The journeys, cropperjs and the server's images run in
 * Chromium (tests/e2e/asset-upload.spec.ts).
 */
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './asset-upload.tsx';
import type { AssetUploadOptions } from './definition.ts';

/** The crop dialog's chunk: its wiring is crop-dialog.test.tsx's; here, what it is given and what it gives back. */
const cropImage = vi.hoisted(() => vi.fn());
vi.mock('./crop-dialog.tsx', () => ({ cropImage }));

const fr = STRING_RESOURCES.fr;
const say = (key: string, values: Record<string, string | number> = {}) =>
  (fr[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The upload's request, answered by the test. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const answerOf = (guid: string, name: string, size = 1500) => ({
  guid,
  AssetId: guid.length,
  name,
  OriginalFileName: `${name}.pdf`,
  Uri: `/assets/tmp/${guid}.pdf`,
  size,
  fileType: 'Document',
});

beforeAll(() => installStrings('fr', fr));
beforeEach(() => {
  FakeXhr.sent = [];
  cropImage.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  cleanup();
  await act(async () => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

let unmount: (() => void) | undefined;
const OPTIONS: AssetUploadOptions = {
  uniqueId: 'repair',
  uploadUrl: '/fr/assets/upload/files',
  kind: 'file',
  multiple: true,
  maxFiles: 5,
  maxFileSize: 5_000_000,
  minFileSize: 1,
  keepOriginal: false,
};

async function field(options: Partial<AssetUploadOptions> = {}, assets: unknown[] = []) {
  document.body.innerHTML = `<form><fieldset data-widget="asset-upload">
    <input type="file" name="files" accept=".pdf,.txt" aria-describedby="hint">
    <div><input type="checkbox" id="required" data-asset-required></div>
  </fieldset></form>`;
  const element = document.querySelector<HTMLElement>('fieldset') as HTMLElement;
  const json = assets.length ? JSON.stringify(assets) : undefined;
  await act(async () => {
    unmount = mount(
      element,
      { ...OPTIONS, assets: json, ...options },
      {
        signal: new AbortController().signal,
        runtime: testRuntime({ culture: 'fr' }),
      },
    );
  });
  return element;
}

const input = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
const required = () => document.querySelector<HTMLInputElement>('#required') as HTMLInputElement;
const names = () => Array.from(document.querySelectorAll('.asset-item .asset-name'), (name) => name.textContent);
const status = () => document.querySelector('[role=status]')?.textContent;
const messages = () => Array.from(document.querySelectorAll('.asset-upload-messages li'), (li) => li.textContent);
const progress = () => document.querySelector<HTMLElement>('.asset-upload-progress') as HTMLElement;
const fields = () =>
  Object.fromEntries(
    Array.from(document.querySelectorAll<HTMLInputElement>('[data-asset-fields] input'), (hidden) => [
      hidden.name,
      hidden.value,
    ]),
  );
const button = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  ) as HTMLButtonElement;

/** Chooses files in the input, as the browser's file chooser does. */
async function choose(...files: File[]) {
  Object.defineProperty(input(), 'files', { configurable: true, value: files });
  await act(async () => input().dispatchEvent(new Event('change')));
}
const pdf = (name: string, size = 1500) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
/** The last upload answered: the answer drawn once the promise chain has run. */
async function answer(status: number, body: unknown) {
  await act(async () => FakeXhr.sent.at(-1)?.answer(status, body));
}

describe('the asset upload widget', () => {
  it('draws the list from data-assets and from the answer, with the hidden fields and the required checkbox', async () => {
    await field({}, [answerOf('g-1', 'devis')]);
    expect(names()).toEqual(['devis']);
    expect(document.querySelector('.asset-meta')?.textContent).toBe('devis.pdf · 1,5 ko');
    expect(fields()).toMatchObject({ 'list-assets-orders-repair': 'g-1', 'asset-g-1-name': 'devis' });
    expect(required().checked).toBe(true);
    expect(input().name).toBe('');
    expect(input().getAttribute('aria-describedby')).toBe('hint asset-messages-repair');

    await choose(pdf('diagnostic.pdf'), pdf('facture.pdf'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.url).toBe('/fr/assets/upload/files');
    expect((FakeXhr.sent[0]?.body?.getAll('files') as File[]).map((file) => file.name)).toEqual([
      'diagnostic.pdf',
      'facture.pdf',
    ]);
    await answer(200, [answerOf('g-22', 'diagnostic'), answerOf('g-333', 'facture')]);
    expect(names()).toEqual(['devis', 'diagnostic', 'facture']);
    expect(status()).toBe(say('Upload.Added', { names: 'diagnostic, facture' }));
    expect(fields()['list-assets-orders-repair']).toBe('g-1,g-22,g-333');
    expect(fields()['asset-g-333']).toBe('5');
  });

  it('single mode: the answer replaces the asset', async () => {
    await field({ multiple: false }, [answerOf('g-1', 'devis')]);
    expect(document.querySelector('[data-asset-move]')).toBeNull();
    await choose(pdf('facture.pdf'));
    await answer(200, [answerOf('g-2', 'facture')]);
    expect(names()).toEqual(['facture']);
    expect(fields()).toMatchObject({ 'list-assets-orders-repair': 'g-2', 'AssetName-repair': 'facture' });
  });

  it('shows the progress with Cancel, which stops the upload and keeps the list', async () => {
    await field({}, [answerOf('g-1', 'devis')]);
    const before = fields();
    expect(progress().hidden).toBe(true);
    await choose(pdf('rapport.pdf', 2_000_000));
    expect(progress().hidden).toBe(false);
    expect(progress().querySelector('.asset-upload-sent')?.textContent).toBe(
      say('Upload.UploadedBytes', { loaded: '0 o', total: '2 Mo' }),
    );
    expect(document.querySelector('fieldset')?.getAttribute('aria-busy')).toBe('true');
    expect(input().disabled).toBe(true);
    const cancel = button(say('Upload.Cancel'));
    expect(document.activeElement).toBe(cancel);

    await act(async () => FakeXhr.sent[0]?.progress(1_000_000, 2_000_000));
    expect(progress().querySelector('progress')?.value).toBe(50);
    expect(progress().querySelector('.asset-upload-sent')?.textContent).toBe(
      say('Upload.UploadedBytes', { loaded: '1 Mo', total: '2 Mo' }),
    );

    await act(async () => cancel.click());
    expect(progress().hidden).toBe(true);
    expect(status()).toBe(say('Upload.Cancelled'));
    expect(input().disabled).toBe(false);
    expect(document.activeElement).toBe(input());
    expect(document.querySelector('fieldset')?.hasAttribute('aria-busy')).toBe(false);
    expect(names()).toEqual(['devis']);
    expect(fields()).toEqual(before);
  });

  it('keeps the list when the upload fails or answers no list of assets', async () => {
    await field({}, [answerOf('g-1', 'devis')]);
    const before = fields();
    await choose(pdf('rapport.pdf'));
    await answer(500, 'boom');
    expect(names()).toEqual(['devis']);
    expect(fields()).toEqual(before);
    expect(input().disabled).toBe(false);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await choose(pdf('rapport.pdf'));
    await answer(200, { ItemsCount: 'x', guid: {} });
    expect(error).toHaveBeenCalledWith(
      '[runtime] asset-upload: the answer is not a list of assets.',
      expect.anything(),
    );
    expect(names()).toEqual(['devis']);
    expect(fields()).toEqual(before);
  });

  it('refuses files before sending, with their messages, and sends the acceptable ones', async () => {
    await field();
    await choose(new File(['x'], 'setup.exe'), pdf('vide.pdf', 0));
    expect(messages()).toEqual([
      say('Upload.CorrectFile', { name: 'setup.exe', types: 'pdf, txt' }),
      say('Upload.Empty', { name: 'vide.pdf' }),
    ]);
    expect(FakeXhr.sent).toHaveLength(0);
    await choose(...[1, 2, 3, 4, 5, 6].map((n) => pdf(`page-${n}.pdf`)));
    expect(messages()).toEqual([say('Upload.MaxFiles', { max: 5 })]);
    expect(FakeXhr.sent).toHaveLength(0);
    await choose(pdf('ok.pdf'), new File(['x'], 'video.mp4'));
    expect(FakeXhr.sent).toHaveLength(1);
    await answer(200, [answerOf('g-1', 'ok')]);
    expect(names()).toEqual(['ok']);
  });

  it('moves a row by the keys of its handle, which keeps the focus; each move is said', async () => {
    await field({}, [answerOf('a', 'diagnostic'), answerOf('b', 'devis'), answerOf('c', 'facture')]);
    const handle = (name: string) => button(say('Upload.Move', { name }));
    expect(handle('devis').getAttribute('aria-describedby')).toBe('asset-move-help-repair');
    handle('facture').focus();
    fireEvent.keyDown(handle('facture'), { key: 'ArrowUp' });
    expect(names()).toEqual(['diagnostic', 'facture', 'devis']);
    expect(fields()['list-assets-orders-repair']).toBe('a,c,b');
    expect(document.activeElement).toBe(handle('facture'));
    expect(status()).toBe(say('Upload.Moved', { name: 'facture', position: 2, total: 3 }));
    fireEvent.keyDown(handle('facture'), { key: 'Home' });
    expect(names()).toEqual(['facture', 'diagnostic', 'devis']);
    fireEvent.keyDown(handle('diagnostic'), { key: 'End' });
    expect(names()).toEqual(['facture', 'devis', 'diagnostic']);
    expect(document.activeElement).toBe(handle('diagnostic'));
    fireEvent.keyDown(handle('diagnostic'), { key: 'a' });
    expect(names()).toEqual(['facture', 'devis', 'diagnostic']);
  });

  it('moves a row dragged by its handle to the row under the pointer', async () => {
    await field({}, [answerOf('a', 'diagnostic'), answerOf('b', 'devis'), answerOf('c', 'facture')]);
    // Rows 40 px high, one under the other.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
    });
    vi.spyOn(HTMLElement.prototype, 'setPointerCapture').mockImplementation(() => {});
    const handle = button(say('Upload.Move', { name: 'facture' }));
    const rows = () => Array.from(document.querySelectorAll('.asset-item'), (row) => row.className);
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 10 });
    expect(rows()).toEqual(['asset-item is-drop-target', 'asset-item', 'asset-item is-dragging']);
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 10 });
    expect(names()).toEqual(['facture', 'diagnostic', 'devis']);
    expect(fields()['list-assets-orders-repair']).toBe('c,a,b');
    expect(rows()).toEqual(['asset-item', 'asset-item', 'asset-item']);
  });

  it('deletes: the focus goes to the next Delete, then to the input; the last one unticks the checkbox', async () => {
    await field({}, [answerOf('a', 'diagnostic'), answerOf('b', 'devis')]);
    const changes = vi.fn();
    required().addEventListener('change', changes);
    expect(required().checked).toBe(true);
    act(() => button(say('Upload.DeleteNamed', { name: 'diagnostic' })).click());
    expect(names()).toEqual(['devis']);
    expect(status()).toBe(say('Upload.Deleted', { name: 'diagnostic' }));
    expect(document.activeElement).toBe(button(say('Upload.DeleteNamed', { name: 'devis' })));
    expect(fields()['asset-a']).toBeUndefined();
    expect(required().checked).toBe(true);
    act(() => button(say('Upload.DeleteNamed', { name: 'devis' })).click());
    expect(names()).toEqual([]);
    expect(document.activeElement).toBe(input());
    expect(required().checked).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(fields()).toMatchObject({ 'list-assets-orders-repair': '', 'AssetsLoaded-repair': 'false' });
    // The shopper cannot tick it by hand.
    required().click();
    expect(required().checked).toBe(false);
    expect(required().tabIndex).toBe(-1);
    expect(required().getAttribute('aria-readonly')).toBe('true');
  });

  it('renames in a dialog: the name and name-changed follow, the focus goes back to Rename', async () => {
    await field({ multiple: false }, [answerOf('g-1', 'devis')]);
    act(() => button(say('Upload.RenameNamed', { name: 'devis' })).click());
    const name = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('dialog.asset-rename-dialog .asset-rename-form input');
      if (!found) throw new Error('no rename field yet');
      return found;
    });
    expect(name.value).toBe('devis');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Devis <atelier>' } });
    act(() => (document.querySelector('.asset-rename-form') as HTMLFormElement).requestSubmit());
    // The new name is the dialog's result: it is kept once the dialog has closed.
    await waitFor(() => expect(document.querySelector('dialog.asset-rename-dialog')).toBeNull());
    await waitFor(() => expect(names()).toEqual(['Devis <atelier>']));
    expect(fields()).toMatchObject({ 'asset-repair-name': 'Devis <atelier>', 'asset-repair-name-changed': 'true' });
    await waitFor(() =>
      expect(document.activeElement).toBe(button(say('Upload.RenameNamed', { name: 'Devis <atelier>' }))),
    );
  });
  it('images: refuses another kind of file and a smaller image, keeps one of the crop size, crops a larger one', async () => {
    await field({ kind: 'image', multiple: false, cropWidth: 400, cropHeight: 300 });
    const image = (guid: string, width: number, height: number) => ({
      ...answerOf(guid, guid),
      OriginalFileName: `${guid}.png`,
      Uri: `/assets/tmp/${guid}.png`,
      fileType: 'Image',
      width,
      height,
    });
    await choose(pdf('velo.pdf'));
    await answer(200, [answerOf('doc', 'velo')]);
    expect(messages()).toEqual([say('Upload.CorrectImage', { name: 'velo.pdf' })]);
    await choose(pdf('petit.pdf'));
    await answer(200, [image('petit', 200, 150)]);
    expect(messages()).toEqual([
      say('Upload.ImageTooSmall', { name: 'petit.png', width: 400, height: 300, actualWidth: 200, actualHeight: 150 }),
    ]);
    expect(names()).toEqual([]);
    expect(cropImage).not.toHaveBeenCalled();

    await choose(pdf('exact.pdf'));
    await answer(200, [image('exact', 400, 300)]);
    expect(names()).toEqual(['exact']);
    expect(document.querySelector<HTMLImageElement>('.asset-thumbnail')?.getAttribute('src')).toBe(
      '/assets/tmp/exact.png',
    );
    expect(cropImage).not.toHaveBeenCalled();

    cropImage.mockResolvedValueOnce({ ...image('cut', 400, 300), guid: 'cut', name: 'large', fileName: 'large.png' });
    await choose(pdf('large.pdf'));
    await answer(200, [image('large', 1200, 500)]);
    expect(cropImage).toHaveBeenCalledWith(
      expect.objectContaining({ guid: 'large', width: 1200 }),
      { width: 400, height: 300 },
      expect.objectContaining({ keepOriginal: false }),
    );
    expect(names()).toEqual(['large']);
    expect(fields()['list-assets-orders-repair']).toBe('cut');
  });

  it('crops again an image the page came with: its sizes from the asset call, the crop in its place', async () => {
    const listed = { ...answerOf('g-1', 'atelier'), AssetId: 7, fileType: 'Image', Uri: '/assets/tmp/atelier.png' };
    await field({ kind: 'image', multiple: false, cropWidth: 400, cropHeight: 300 }, [listed]);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return Response.json({ AssetId: 7, Width: 1200, Height: 500, tmpName: 'atelier.png' });
      }),
    );
    const cropped = { ...answerOf('g-2', 'x'), guid: 'g-2', name: 'x', uri: '/assets/tmp/cut.png', isImage: true };
    cropImage.mockResolvedValueOnce(cropped);
    await act(async () => button(say('Upload.CropNamed', { name: 'atelier' })).click());
    await waitFor(() => expect(names()).toEqual(['atelier']));
    await waitFor(() => expect(fields()['list-assets-orders-repair']).toBe('g-2'));
    expect(asked.map((url) => new URL(url, location.href).pathname)).toEqual(['/api/v1/assetslibrary/assets/7']);
    expect(cropImage.mock.calls[0]?.[0]).toMatchObject({
      guid: 'g-1',
      width: 1200,
      height: 500,
      tmpName: 'atelier.png',
    });
    expect(document.activeElement).toBe(button(say('Upload.CropNamed', { name: 'atelier' })));
  });
});
