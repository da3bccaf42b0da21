/**
 * Body classes and the init loader (runtime spec §4, §9).
 *
 * The CMS renders `<body class="loading">` and, optionally, `<div class="init-loader">`. On init the runtime
 * replaces `loading` by `loaded`. The loader's own animation (2300 ms, starting after a 1000 ms delay, so a fast
 * page never shows it animated) is CSS; once the page has finished loading the loader gets `init-loader--done`,
 * fades out, and is removed 500 ms later (at once with reduced motion).
 */
import { delay, prefersReducedMotion } from './dom.ts';

export const INIT_LOADER_SELECTOR = '.init-loader, #init-loader';
export const INIT_LOADER_REMOVAL_MS = 500;

export function markLoaded(body: HTMLElement = document.body): void {
  body.classList.remove('loading');
  body.classList.add('loaded');
  // Benchmarks and themes can read how long the page took to become ready.
  performance.mark('shop-runtime:loaded');
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Fades the init loader out once the page has loaded. Resolves when it is gone. */
export async function finishInitLoader(): Promise<void> {
  const loader = document.querySelector<HTMLElement>(INIT_LOADER_SELECTOR);
  if (!loader) return;
  await pageLoaded();
  loader.classList.add('init-loader--done');
  loader.setAttribute('aria-hidden', 'true');
  await delay(prefersReducedMotion() ? 0 : INIT_LOADER_REMOVAL_MS);
  loader.remove();
}
