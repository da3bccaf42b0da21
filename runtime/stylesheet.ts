/**
 * Stylesheets that come with a lazy chunk (a library's own CSS): one <link> per address, added on first use, in
 * the head before the page's own styles' end so the theme can still override it. Resolves once it applies.
 *
 * One that fails to load is a ChunkLoadError like a failed script chunk (runtime spec §8): the error catalogue's
 * dialog with Retry, which adds the link again. What waits for it (a chunk's top-level await, a widget) keeps
 * waiting until a retry applies it, then goes on: a rejection would leave a chunk that awaited it failed for good
 * (a module whose evaluation failed fails again on every import), so Retry could never bring the widget.
 */
import { ChunkLoadError } from './chunks.ts';
import { pageRuntime } from './page-runtime.ts';
// Bundling only: the chunk modules above share a core chunk with the dialogs' module; reaching it too keeps them
// there (without it the build splits them into a core chunk of their own: 158 bytes gzip more on every page).
import './ui.ts';

const sheets = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  let loading = sheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => addSheet(href, resolve));
    sheets.set(href, loading);
  }
  return loading;
}

/** Adds the link; `applied` runs once it applies, after as many retries as it takes. */
function addSheet(href: string, applied: () => void): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // eslint-disable-next-line no-restricted-syntax -- the address of a file of this build, not one from outside
  link.setAttribute('href', href);
  link.addEventListener('load', () => applied(), { once: true });
  link.addEventListener(
    'error',
    () => {
      link.remove();
      const retry = () =>
        new Promise<void>((done) =>
          addSheet(href, () => {
            applied();
            done();
          }),
        );
      const error = new ChunkLoadError(href, 'no stylesheet', retry);
      const errors = pageRuntime()?.errors;
      if (errors) errors.report(error);
      else console.error(`[runtime] ${error.message}`);
    },
    { once: true },
  );
  const first = document.head.querySelector('link[rel="stylesheet"], style');
  document.head.insertBefore(link, first);
}
