/**
 * The lightbox hook: one click listener until a link is followed; then the viewer (PhotoSwipe, its own chunk and
 * stylesheet) opens on that image. A modified click (new tab) and a link whose image cannot be shown are left to
 * the browser, and so is a link to another host: the viewer loads images of the site only (it shows the others
 * without them).
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import type { LightboxOptions } from './definition.ts';
import { delegate } from '../../runtime/dom.ts';

export function mount(element: HTMLElement, options: LightboxOptions, { signal }: WidgetContext) {
  let closeViewer: (() => void) | undefined;
  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = delegate<HTMLAnchorElement>(event, options.items);
      // Another host's image is never loaded into the page (a console warning); the browser follows the link.
      if (!link || !element.contains(link) || sameOriginPath(link.href) === null) return;
      const links = Array.from(element.querySelectorAll<HTMLAnchorElement>(options.items)).filter(
        (one) => one === link || new URL(one.href).origin === location.origin,
      );
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
