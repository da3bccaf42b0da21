/**
 * The asset upload widget (runtime spec §3 asset and its form fields, §4 upload and required-file checkbox, §5 file
 * and image rules, §7 asset calls, §8 upload and crop failures): a React island (asset-upload-view.tsx) after the
 * theme's file input, which stays the theme's: the progress, the messages, the list, the status and the hidden
 * fields are drawn in one element right after it. The crop dialog (cropperjs) is a lazy chunk loaded only when an
 * image needs cropping; it and the rename dialog are React content in the runtime's dialog shell.
 */
import * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import { type Asset, readAsset, uploadAnswer } from './asset-model.ts';
import { AssetUpload } from './asset-upload-view.tsx';
import type { CropSize } from './crop-rules.ts';
import type { AssetUploadOptions } from './definition.ts';

/** The assets the server rendered the field with (data-assets); a malformed list is logged and left out. */
function initialAssets(json: string | undefined): Asset[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const parsed = v.safeParse(uploadAnswer, value);
  if (!parsed.success) {
    console.error('[runtime] asset-upload: data-assets is not a JSON list of assets; the field starts empty.', json);
    return [];
  }
  return parsed.output.flatMap((item) => {
    const read = readAsset(item);
    return 'asset' in read ? [read.asset] : [];
  });
}

export function mount(element: HTMLElement, options: AssetUploadOptions, { signal, runtime }: WidgetContext) {
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    console.error('[runtime] asset-upload: no <input type="file"> inside the hook.', element);
    return undefined;
  }
  const crop: CropSize | undefined =
    options.kind === 'image' && options.cropWidth && options.cropHeight
      ? { width: options.cropWidth, height: options.cropHeight }
      : undefined;
  const inputName = input.getAttribute('name');
  input.removeAttribute('name'); // the files go to the upload endpoint, never with the form
  input.multiple = options.multiple;
  const describedBy = input.getAttribute('aria-describedby');
  // The refusals (the island's role="alert" list) describe the input.
  input.setAttribute('aria-describedby', [describedBy, `asset-messages-${options.uniqueId}`].filter(Boolean).join(' '));
  const required = element.querySelector<HTMLInputElement>('input[type="checkbox"][data-asset-required]');
  const island = document.createElement('div');
  island.className = 'asset-upload-island';
  input.after(island);
  const unmount = mountIsland(
    island,
    <AssetUpload
      field={{ element, input, inputName, required }}
      options={options}
      crop={crop}
      runtime={runtime}
      signal={signal}
      initial={initialAssets(options.assets)}
    />,
  );
  return () => {
    unmount();
    island.remove();
    if (inputName) input.setAttribute('name', inputName);
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  };
}
