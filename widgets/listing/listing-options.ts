/**
 * The list toolbar (sort, page size, display, and the tag page's entityName): a change sets the parameter on the
 * current address and reloads the list in place, on its first page.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { listingUrl } from './filter-state.ts';
import type { ListingToolbarOptions } from './definition.ts';

export function mount(element: HTMLElement, _options: ListingToolbarOptions, { signal, runtime }: WidgetContext) {
  element.addEventListener(
    'change',
    (event) => {
      const field = event.target as HTMLInputElement | HTMLSelectElement;
      if (!field.name) return;
      runtime.pages.follow(listingUrl(location.href, { [field.name]: field.value }));
    },
    { signal },
  );
  // The template's submit button serves visitors without JavaScript only.
  const submit = element.querySelector<HTMLElement>('[data-listing-submit]');
  if (submit) submit.hidden = true;
  return () => {
    if (submit) submit.hidden = false;
  };
}
