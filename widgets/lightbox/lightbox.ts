/**
 * The lightbox hook: one click listener until a link is followed; then the viewer (PhotoSwipe, its own chunk and
 * stylesheet) opens on that image. A modified click (new tab) and a link whose image cannot be shown are left to
 * the browser.
 */
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { lightboxOptions } from './definition.ts';

export type LightboxOptions = v.InferOutput<typeof lightboxOptions>;

export function mount(element: HTMLElement, options: LightboxOptions, { signal }: WidgetContext) {
  let closeViewer: (() => void) | undefined;
  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>(options.items);
      if (!link || !element.contains(link)) return;
      const links = Array.from(element.querySelectorAll<HTMLAnchorElement>(options.items));
      event.preventDefault();
      void import('./lightbox-view.ts').then(async ({ openViewer }) => {
        if (signal.aborted) return;
        closeViewer = await openViewer(links, links.indexOf(link), options);
      });
    },
    { signal },
  );
  return () => closeViewer?.();
}
