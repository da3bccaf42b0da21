import { describe, expect, it } from 'vitest';
import { checkFiles, readableSize } from './file-checks.ts';

const file = (name: string, size = 100) => ({ name, size, type: '' });
const limits = { accept: '.pdf,.jpg', maxFileSize: 5_000_000, minFileSize: 10, maxFiles: 3 };

describe('checkFiles (runtime spec §5)', () => {
  it('jpg means jpg or jpeg; other types are refused with the accepted list', () => {
    const { files } = checkFiles(
      [file('a.JPEG'), file('b.pdf'), file('c.png'), file('noextension')],
      { ...limits, maxFiles: 5 },
      0,
      'fr',
    );
    expect(files.map(({ refusal }) => refusal?.key)).toEqual([
      undefined,
      undefined,
      'Upload.AcceptedTypes',
      'Upload.AcceptedTypes',
    ]);
    expect(files[2]?.refusal?.values).toMatchObject({ name: 'c.png', types: 'pdf, jpg, jpeg' });
  });
  it('max and min size, and an empty file with its own message', () => {
    const { files } = checkFiles(
      [file('big.pdf', 5_000_001), file('tiny.pdf', 5), file('empty.pdf', 0)],
      limits,
      0,
      'nl',
    );
    expect(files.map(({ refusal }) => refusal?.key)).toEqual(['Upload.MaxSize', 'Upload.MinSize', 'Upload.Empty']);
    expect(files[0]?.refusal?.values.size).toBe('5 MB');
  });
  it('the number of files counts what the list holds already', () => {
    expect(checkFiles([file('a.pdf'), file('b.pdf')], limits, 1, 'fr').tooMany).toBeUndefined();
    expect(checkFiles([file('a.pdf'), file('b.pdf')], limits, 2, 'fr').tooMany).toEqual({
      key: 'Upload.MaxFiles',
      values: { max: 3, chosen: 2 },
    });
  });
  it('an empty accept list takes every type', () => {
    expect(checkFiles([file('x.exe')], { accept: '' }, 0, 'fr').files[0]?.refusal).toBeUndefined();
  });
});

describe('readableSize', () => {
  it('in the culture’s words', () => {
    expect(readableSize(512, 'fr')).toBe('512 o');
    expect(readableSize(1_500_000, 'fr')).toBe('1,5 Mo');
    expect(readableSize(10_000_000, 'nl')).toBe('10 MB');
  });
});
