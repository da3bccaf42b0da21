/** The social share widget's chunk: its mount with its stylesheet (widgets/shared/with-stylesheet.ts). */
import { withStylesheet } from '../shared/with-stylesheet.ts';
import stylesheet from './social-share.css?url';
import { mount as mountShare } from './social-share.ts';

export const mount = withStylesheet(new URL(stylesheet, import.meta.url).href, mountShare);
