/**
 * A widget whose CSS is its chunk's own stylesheet (not in the core's runtime.css): the stylesheet starts loading
 * with the chunk, and each mount waits for it before drawing, so nothing is drawn unstyled and nothing moves when
 * the rules arrive. A hook that leaves the page meanwhile is not mounted.
 */
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import type { Cleanup, WidgetContext, WidgetModule } from '../../runtime/registry.ts';

type Mount<O> = WidgetModule<O>['mount'];

/** `href`: the stylesheet's address, `new URL(path, import.meta.url).href` of its `…css?url` import. */
export function withStylesheet<O>(href: string, mount: Mount<O>): Mount<O> {
  const styles = loadStylesheet(href);
  return async (element: HTMLElement, options: O, context: WidgetContext): Promise<Cleanup | undefined> => {
    await styles;
    if (context.signal.aborted) return undefined;
    return mount(element, options, context);
  };
}
