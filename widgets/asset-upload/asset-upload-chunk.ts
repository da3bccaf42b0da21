/** The asset upload widget's chunk: its mount with its stylesheet (widgets/shared/with-stylesheet.ts). */
import { withStylesheet } from '../shared/with-stylesheet.ts';
import stylesheet from './asset-upload.css?url';
import { mount as mountUpload } from './asset-upload.ts';

export const mount = withStylesheet(new URL(stylesheet, import.meta.url).href, mountUpload);
