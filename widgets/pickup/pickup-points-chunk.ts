/** The pickup points widget's chunk: its stylesheet applies before the chunk resolves (runtime/stylesheet.ts). */
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import stylesheet from './pickup-points.css?url';

await loadStylesheet(new URL(stylesheet, import.meta.url).href);

export { mount } from './pickup-points.tsx';
