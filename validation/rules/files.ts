import type { Rule } from '../rule.ts';

/** `jpg` also means `jpeg` (runtime spec §5). */
const ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], jpeg: ['jpg', 'jpeg'], tif: ['tif', 'tiff'] };

/** The accepted extensions of a list such as ".png, .JPG,gif" or "image/png". */
export function acceptedExtensions(list: string): Set<string> {
  const accepted = new Set<string>();
  for (const item of list.split(/[,|\s]+/)) {
    const extension = item
      .trim()
      .toLowerCase()
      .replace(/^\./, '')
      .replace(/^image\//, '');
    if (!extension) continue;
    for (const alias of ALIASES[extension] ?? [extension]) accepted.add(alias);
  }
  return accepted;
}

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

function extensionRule(name: string): Rule {
  return {
    name,
    messageKey: 'Validation.FileExtensions',
    test: (input, params) => {
      const list = params.extensions ?? params.exts ?? '';
      if (!list) return true;
      const accepted = acceptedExtensions(list);
      const files = input.files ?? (input.value ? [{ name: input.value, size: 0, type: '' }] : []);
      return files.every((file) => accepted.has(extensionOf(file.name)));
    },
  };
}

export const fileextensions = extensionRule('fileextensions');
export const extension = extensionRule('extension');
export const accept = extensionRule('accept');

/** Size limits in bytes from the max-file-size (and min) parameters. */
export const filesize: Rule = {
  name: 'filesize',
  messageKey: 'Validation.FileSize',
  test: ({ files = [] }, { max, min }) =>
    files.every((file) => (!max || file.size <= Number(max)) && (!min || file.size >= Number(min))),
};

export const maxfiles: Rule = {
  name: 'maxfiles',
  messageKey: 'Validation.MaxFiles',
  test: ({ files = [] }, { max }) => !max || files.length <= Number(max),
};
