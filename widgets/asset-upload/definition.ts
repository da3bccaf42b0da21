import * as v from 'valibot';
import { attr, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const assetUploadOptions = v.object({
  uniqueId: attr.text({ description: 'The widget’s unique id: the suffix of its hidden form fields.' }),
  uploadUrl: attr.url({
    description: 'The upload field’s own endpoint (POST multipart; answers a JSON list of assets).',
  }),
  kind: v.optional(
    attr.choice({
      description: 'image: the file must be an image (crop size and crop dialog apply).',
      values: ['file', 'image'],
    }),
    'file',
  ),
  multiple: v.optional(attr.boolean({ description: 'Several assets, appended and reorderable.' }), 'false'),
  maxFiles: v.optional(
    attr.number({ description: 'Multiple mode: how many assets the list holds at most.', integer: true, min: 1 }),
  ),
  maxFileSize: v.optional(
    attr.number({ description: 'Largest file in bytes (max-file-size).', integer: true, min: 1 }),
  ),
  minFileSize: v.optional(
    attr.number({ description: 'Smallest file in bytes (an empty file is always refused).', integer: true, min: 0 }),
  ),
  cropWidth: v.optional(
    attr.number({ description: 'Image: the crop width in pixels (with data-crop-height).', integer: true, min: 1 }),
  ),
  cropHeight: v.optional(
    attr.number({ description: 'Image: the crop height in pixels (with data-crop-width).', integer: true, min: 1 }),
  ),
  assets: v.optional(
    attr.text({
      description:
        'The assets the field holds already (after a post, when editing): a JSON list of assets as the upload answers them.',
    }),
  ),
  keepOriginal: v.optional(
    attr.boolean({ description: 'Crop calls ask the CMS to keep the original (keepOriginal=true).' }),
    'false',
  ),
});
export type AssetUploadOptions = OptionsOf<typeof assetUploadOptions>;

export const assetUploadWidget = defineWidget({
  name: 'asset-upload',
  writes: true,
  description:
    'An asset upload field (single or data-multiple) around an <input type="file"> (its accept list): the files are checked first (accepted types with jpg = jpeg, data-max-file-size / data-min-file-size, data-max-files; each refusal with its Upload.* message), then sent as multipart to data-upload-url with progress and a cancel button; the answer’s assets replace the single item or are appended. Each asset can be renamed (a dialog; nameChanged), deleted and, in multiple mode, reordered (buttons, arrow keys, Home / End on the handle, or dragging). The hidden fields of runtime spec §3 (list-assets-orders-{id}, AssetsLoaded-, AssetLoaded, AssetId-, AssetName-, asset-{id}-name(-changed), asset-{guid}(-name)) follow the list; a [data-asset-required] checkbox is ticked while an asset exists. data-kind="image": the file must be an image; with data-crop-width / -height an image of exactly that size is kept, a smaller one refused with the sizes, any other opens the crop dialog (cropperjs, a lazy chunk; box 568×400, fixed ratio, rotate 90° left / right) that calls GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}. An image of the list can be cropped again (its Upload.CropNamed button); one the page came with whose data-assets gives no width / height gets them from GET {app}/api/v1/assetslibrary/assets/{AssetId} first.',
  options: assetUploadOptions,
  load: () => import('./asset-upload-chunk.ts'),
});
