/**
 * Lazy-loaded images (runtime spec §2): `<img data-src data-srcset>` or a block with `data-background`, loaded when
 * they come within 300 px of the viewport. The CMS puts the plain image in a <noscript> next to it for visitors
 * without the runtime. A broken image keeps its alternative text and is reported in the console.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import type { LazyImageOptions } from './definition.ts';
import { inViewWatcher } from './in-view.ts';

/** Loaded when within 300 px of the viewport. */
const watcher = inViewWatcher({ rootMargin: '300px 0px' });

/** The srcset's candidates whose address is of the site (another host's: left out, with a console warning). */
function siteCandidates(srcset: string): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate && sameOriginPath(candidate.split(/\s+/)[0] ?? '') !== null)
    .join(', ');
}

/** The images a data attribute names load only from the site, as any image the runtime shows. */
function load(element: HTMLElement, options: LazyImageOptions, signal: AbortSignal): void {
  const done = (ok: boolean) => {
    element.classList.remove('rt-lazy--loading');
    element.classList.add(ok ? 'rt-lazy--loaded' : 'rt-lazy--broken');
    if (!ok) console.warn('[runtime] lazy-image: the image could not be loaded.', element);
  };
  element.classList.add('rt-lazy--loading');
  if (element instanceof HTMLImageElement) {
    const src = options.src ? sameOriginPath(options.src) : null;
    const srcset = options.srcset ? siteCandidates(options.srcset) : '';
    if (!src && !srcset) return done(false);
    element.addEventListener('load', () => done(true), { once: true, signal });
    element.addEventListener('error', () => done(false), { once: true, signal });
    if (options.sizes) element.sizes = options.sizes;
    if (srcset) element.srcset = srcset;
    if (src) element.src = src;
    return;
  }
  if (!options.background) return;
  const background = sameOriginPath(options.background);
  if (!background) return done(false);
  const image = new Image();
  image.addEventListener('load', () => {
    if (signal.aborted) return;
    // The resolved address inside a CSS string: quotes and backslashes escaped.
    element.style.backgroundImage = `url("${image.src.replace(/["\\]/g, (character) => `\\${character}`)}")`;
    done(true);
  });
  image.addEventListener('error', () => !signal.aborted && done(false));
  image.src = background;
}

export function mount(element: HTMLElement, options: LazyImageOptions, context: WidgetContext) {
  if (!options.src && !options.srcset && !options.background) {
    console.error('[runtime] lazy-image needs data-src, data-srcset or data-background.', element);
    return undefined;
  }
  // The signal is asked for when the image loads: a page of 1,000 waiting images makes no abort controllers.
  watcher.watch(element, () => load(element, options, context.signal));
  return () => watcher.unwatch(element);
}
