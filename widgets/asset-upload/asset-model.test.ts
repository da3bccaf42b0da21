import { describe, expect, it } from 'vitest';
import {
  cropAnswer,
  dropIndex,
  formFields,
  keyTarget,
  moved,
  readAsset,
  renamed,
  replaced,
  withoutAsset,
  withSizes,
  withUploaded,
} from './asset-model.ts';
import { testAsset } from './test-assets.ts';

const asset = testAsset;

describe('readAsset', () => {
  it('reads both casings of the answer and counts fileType Image as an image', () => {
    const read = readAsset({ guid: 'g', AssetId: 12, Name: 'Vélo', fileType: 'Image', Width: 400, Height: 300 });
    expect(read).toEqual({
      asset: expect.objectContaining({
        guid: 'g',
        assetId: '12',
        name: 'Vélo',
        isImage: true,
        width: 400,
        height: 300,
      }),
    });
  });
  it('gives the Error of a rejected file', () => {
    expect(readAsset({ name: 'x', Error: ' Trop grand ' })).toEqual({ error: 'Trop grand' });
  });
});

describe('the list', () => {
  it('single mode: an upload replaces the asset; multiple mode: appended in the answer’s order', () => {
    expect(withUploaded([asset('a')], [asset('b')], false).map((item) => item.guid)).toEqual(['b']);
    expect(withUploaded([asset('a')], [asset('b'), asset('c')], true).map((item) => item.guid)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('deletes by guid', () => {
    expect(withoutAsset([asset('a'), asset('b')], 'a').map((item) => item.guid)).toEqual(['b']);
  });
  it('renaming sets nameChanged; an empty or unchanged name changes nothing', () => {
    const [renamedAsset] = renamed([asset('a', 'facture')], 'a', '  Facture 2026 ');
    expect(renamedAsset).toMatchObject({ name: 'Facture 2026', nameChanged: true });
    expect(renamed([asset('a', 'facture')], 'a', '   ')[0]).toMatchObject({ name: 'facture', nameChanged: false });
    expect(renamed([asset('a', 'facture')], 'a', 'facture')[0]?.nameChanged).toBe(false);
  });
});

describe('reorder', () => {
  it('moves an item, clamping the target', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
  it('keys: arrows by one (stopping at the ends), Home, End; other keys nothing', () => {
    expect(keyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(keyTarget('ArrowUp', 0, 3)).toBe(0);
    expect(keyTarget('ArrowDown', 2, 3)).toBe(2);
    expect(keyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(keyTarget('Home', 2, 3)).toBe(0);
    expect(keyTarget('End', 0, 3)).toBe(2);
    expect(keyTarget('Enter', 0, 3)).toBeUndefined();
  });
});

describe('formFields (runtime spec §3)', () => {
  it('single mode: the order list, loaded flags, id and name of the asset', () => {
    const list = renamed([asset('g1', 'facture')], 'g1', 'Facture');
    expect(formFields('doc', false, list)).toEqual([
      ['list-assets-orders-doc', 'g1'],
      ['AssetsLoaded-doc', 'true'],
      ['AssetLoadeddoc', 'true'],
      ['AssetId-doc', 'id-g1'],
      ['AssetName-doc', 'Facture'],
      ['asset-doc-name', 'Facture'],
      ['asset-doc-name-changed', 'true'],
    ]);
  });
  it('an empty list empties the fields', () => {
    expect(Object.fromEntries(formFields('doc', true, []))).toEqual({
      'list-assets-orders-doc': '',
      'AssetsLoaded-doc': 'false',
      AssetLoadeddoc: 'false',
      'AssetId-doc': '',
      'AssetName-doc': '',
      'asset-doc-name': '',
      'asset-doc-name-changed': 'false',
    });
  });
  it('multiple mode: the guids in display order, and asset-{guid} / asset-{guid}-name per asset', () => {
    const fields = Object.fromEntries(formFields('rep', true, [asset('b', 'devis'), asset('a', 'plan')]));
    expect(fields['list-assets-orders-rep']).toBe('b,a');
    expect(fields).toMatchObject({
      'asset-b': 'id-b',
      'asset-b-name': 'devis',
      'asset-a': 'id-a',
      'asset-a-name': 'plan',
    });
  });
});

describe('withSizes', () => {
  const listed = { ...asset('g', 'vélo'), isImage: true, tmpName: '', uri: '/assets/tmp/g.png' };

  it('takes Width and Height from the asset call, and its tmpName when the list has none', () => {
    expect(
      withSizes(listed, { AssetId: 7, Width: 1200, Height: 500, tmpName: 'g.png', Uri: '/elsewhere.png' }),
    ).toEqual({ ...listed, width: 1200, height: 500, tmpName: 'g.png' });
  });

  it('gives nothing for an answer without sizes, an Error, or no asset at all', () => {
    expect(withSizes(listed, { AssetId: 7 })).toBeUndefined();
    expect(withSizes(listed, { Width: 0, Height: 300 })).toBeUndefined();
    expect(withSizes(listed, { Error: 'Unknown', Width: 10, Height: 10 })).toBeUndefined();
    expect(withSizes(listed, null)).toBeUndefined();
    expect(withSizes(listed, 'text')).toBeUndefined();
  });
});

describe('replaced', () => {
  it('puts the crop in the place of the asset, with the name it had and whether it was renamed', () => {
    const list = [asset('a'), { ...asset('b', 'photo'), nameChanged: true }, asset('c')];
    const crop = { ...asset('n', 'photo-cropped'), assetId: 'id-n' };
    expect(replaced(list, 'b', crop)).toEqual([list[0], { ...crop, name: 'photo', nameChanged: true }, list[2]]);
  });
});

describe('cropAnswer', () => {
  const unknown = 'Une erreur est survenue';

  it('gives the cropped asset, or the answer’s Error', () => {
    const answer = { guid: 'c', AssetId: 9, Uri: '/assets/tmp/c.png', fileType: 'Image', Width: 400, Height: 300 };
    expect(cropAnswer(answer, unknown)).toEqual({
      asset: expect.objectContaining({ guid: 'c', assetId: '9', width: 400, height: 300 }),
    });
    expect(cropAnswer({ Error: 'Image temporaire expirée' }, unknown)).toEqual({ error: 'Image temporaire expirée' });
  });

  it('gives the generic error for an answer that is no asset (empty, another object, a list, text)', () => {
    for (const answer of [null, {}, { ItemsCount: 3 }, [], 'ok', { guid: 'c' }, { Uri: '/x.png' }]) {
      expect(cropAnswer(answer, unknown)).toEqual({ error: unknown });
    }
  });
});

describe('dropIndex', () => {
  const rows = [0, 40, 80].map((top) => ({ top, height: 40 }));
  it('is the row under the pointer, the first above all, the last below all', () => {
    expect(dropIndex(-20, rows)).toBe(0);
    expect(dropIndex(39, rows)).toBe(0);
    expect(dropIndex(40, rows)).toBe(1);
    expect(dropIndex(119, rows)).toBe(2);
    expect(dropIndex(500, rows)).toBe(2);
  });
});
