/**
 * The social share widget's chunk: its stylesheet applies before the chunk resolves, so the registry mounts every
 * hook at once, drawn styled (runtime/stylesheet.ts).
 */
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import stylesheet from './social-share.css?url';

await loadStylesheet(new URL(stylesheet, import.meta.url).href);

export { mount } from './social-share.ts';
