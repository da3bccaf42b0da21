import { describe, expect, it } from 'vitest';
import { testAsset } from './test-assets.ts';
import { initialUpload, uploadReducer, type UploadState } from './upload-state.ts';

const asset = testAsset;
const guids = (state: UploadState) => state.assets.map((item) => item.guid).join(',');
const three = initialUpload([asset('a'), asset('b'), asset('c')]);

describe('uploadReducer', () => {
  it('appends in multiple mode, replaces in single mode, and says what was added', () => {
    const added = [asset('d', 'devis'), asset('e', 'facture')];
    const multiple = uploadReducer(three, { type: 'uploaded', added, multiple: true });
    expect(guids(multiple)).toBe('a,b,c,d,e');
    expect(multiple.status).toEqual({ key: 'Upload.Added', values: { names: 'devis, facture' } });
    expect(guids(uploadReducer(three, { type: 'uploaded', added, multiple: false }))).toBe('e');
    expect(uploadReducer(three, { type: 'uploaded', added: [], multiple: true })).toBe(three);
  });

  it('moves an asset, says its place and keeps the focus on its handle; a move to its own place changes nothing', () => {
    const next = uploadReducer(three, { type: 'moved', from: 2, to: 0 });
    expect(guids(next)).toBe('c,a,b');
    expect(next.status).toEqual({ key: 'Upload.Moved', values: { name: 'c', position: 1, total: 3 } });
    expect(next.focus).toEqual({ guid: 'c', part: '[data-asset-move]' });
    expect(uploadReducer(three, { type: 'moved', from: 1, to: 1 })).toBe(three);
  });

  it('deletes an asset: the focus goes to the Delete of the row in its place, the last row’s, or the input', () => {
    expect(uploadReducer(three, { type: 'deleted', guid: 'a' }).focus).toEqual({ guid: 'b', part: '.asset-delete' });
    const last = uploadReducer(three, { type: 'deleted', guid: 'c' });
    expect(last.focus).toEqual({ guid: 'b', part: '.asset-delete' });
    expect(last.status).toEqual({ key: 'Upload.Deleted', values: { name: 'c' } });
    const none = uploadReducer(initialUpload([asset('a')]), { type: 'deleted', guid: 'a' });
    expect(none.assets).toEqual([]);
    expect(none.focus).toEqual({ guid: undefined, part: '.asset-delete' });
  });

  it('renames, puts a crop in the asset’s place with its name, and keeps the refusals, progress and cancel', () => {
    const renamed = uploadReducer(three, { type: 'renamed', guid: 'b', name: ' Devis ' });
    expect(renamed.assets[1]).toMatchObject({ name: 'Devis', nameChanged: true });
    const cropped = uploadReducer(renamed, { type: 'cropped', guid: 'b', asset: asset('x', 'crop') });
    expect(guids(cropped)).toBe('a,x,c');
    expect(cropped.assets[1]).toMatchObject({ name: 'Devis', nameChanged: true });
    expect(cropped.focus).toEqual({ guid: 'x', part: '.asset-crop' });
    const refusals = [{ key: 'Upload.Empty', values: { name: 'vide.txt' } }];
    expect(uploadReducer(three, { type: 'refused', refusals }).refusals).toBe(refusals);
    const sending = uploadReducer(three, { type: 'progress', progress: { loaded: 1, total: 2 } });
    expect(sending.progress).toEqual({ loaded: 1, total: 2 });
    expect(uploadReducer(sending, { type: 'cancelled' }).status).toEqual({ key: 'Upload.Cancelled', values: {} });
  });
});
