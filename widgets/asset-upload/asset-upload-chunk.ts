/** The asset upload widget's chunk: its stylesheet applies before the chunk resolves (runtime/stylesheet.ts). */
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import stylesheet from './asset-upload.css?url';

await loadStylesheet(new URL(stylesheet, import.meta.url).href);

export { mount } from './asset-upload.tsx';
