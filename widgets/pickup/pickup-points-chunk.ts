/** The pickup points widget's chunk: its mount with its stylesheet (widgets/shared/with-stylesheet.ts). */
import { withStylesheet } from '../shared/with-stylesheet.ts';
import stylesheet from './pickup-points.css?url';
import { mount as mountPoints } from './pickup-points.ts';

export const mount = withStylesheet(new URL(stylesheet, import.meta.url).href, mountPoints);
