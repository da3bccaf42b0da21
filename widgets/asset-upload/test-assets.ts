/** Assets for the widget's unit tests: a document named after its guid unless told. */
import type { Asset } from './asset-model.ts';

export const testAsset = (guid: string, name = guid): Asset => ({
  guid,
  assetId: `id-${guid}`,
  name,
  nameChanged: false,
  fileName: `${name}.pdf`,
  uri: `/assets/tmp/${guid}.pdf`,
  thumbnail: '',
  size: 10,
  isImage: false,
  width: 0,
  height: 0,
  tmpName: `${guid}.pdf`,
});
