/**
 * The client checks of an upload before anything is sent (runtime spec §5 "File upload", "Multi-file widget"):
 * the validation's own file rules (accept list with jpg = jpeg, size limits, number of files), each failure with
 * its message key and the values its text needs.
 */
import { acceptedExtensions, filesize, maxfiles } from '../../validation/rules/files.ts';
import type { RuleInput } from '../../validation/rule.ts';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface UploadLimits {
  /** The file input's accept list (".jpg,.png"); empty accepts all. */
  accept: string;
  maxFileSize?: number;
  minFileSize?: number;
  /** Multiple mode: how many assets the list may hold. */
  maxFiles?: number;
}

export interface Refusal {
  key: string;
  values: Record<string, string | number>;
}

const asInput = (files: readonly FileLike[]): RuleInput => ({
  name: '',
  value: '',
  culture: 'fr',
  files,
  fieldNamed: () => undefined,
});

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** A size in bytes as shoppers read it: 512 o, 1,5 Mo / 1,5 MB. */
export function readableSize(bytes: number, culture: string): string {
  const units = culture === 'fr' ? ['o', 'ko', 'Mo', 'Go'] : ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(culture === 'nl' ? 'nl-BE' : 'fr-BE', { maximumFractionDigits: 1 }).format(
    value,
  );
  return `${number} ${units[unit]}`;
}

/**
 * The refusal of the whole choice (too many files), or each file with its own refusal (undefined = accepted).
 * `present` is how many assets the list already holds.
 */
export function checkFiles(
  files: readonly FileLike[],
  limits: UploadLimits,
  present: number,
  culture: string,
): { tooMany?: Refusal; files: { file: FileLike; refusal?: Refusal }[] } {
  const { maxFiles } = limits;
  if (maxFiles && !maxfiles.test(asInput(new Array<FileLike>(present + files.length)), { max: String(maxFiles) })) {
    return { tooMany: { key: 'Upload.MaxFiles', values: { max: maxFiles, chosen: files.length } }, files: [] };
  }
  const accepted = limits.accept.trim() ? acceptedExtensions(limits.accept) : undefined;
  const types = accepted ? [...accepted].join(', ') : '';
  return {
    files: files.map((file) => {
      const values = { name: file.name, types };
      if (accepted && !accepted.has(extensionOf(file.name))) {
        return { file, refusal: { key: 'Upload.AcceptedTypes', values } };
      }
      if (limits.maxFileSize !== undefined && !filesize.test(asInput([file]), { max: String(limits.maxFileSize) })) {
        return {
          file,
          refusal: { key: 'Upload.MaxSize', values: { ...values, size: readableSize(limits.maxFileSize, culture) } },
        };
      }
      const min = Math.max(1, limits.minFileSize ?? 1);
      if (!filesize.test(asInput([file]), { min: String(min) })) {
        const key = file.size === 0 ? 'Upload.Empty' : 'Upload.MinSize';
        return { file, refusal: { key, values: { ...values, size: readableSize(min, culture) } } };
      }
      return { file };
    }),
  };
}
