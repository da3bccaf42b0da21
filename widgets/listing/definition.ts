import * as v from 'valibot';
import { attr, noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const facetsOptions = v.object({
  categoryId: v.optional(attr.text({ description: 'Category of the list (sent to ListFilter as categoryId).' })),
  brandId: v.optional(attr.text({ description: 'Brand of the list (sent to ListFilter as brandId).' })),
  delay: v.optional(
    attr.number({ description: 'Milliseconds after the last toggle before the list reloads.', min: 0 }),
    '1000',
  ),
});
export type FacetsOptions = OptionsOf<typeof facetsOptions>;

export const facetsWidget = defineWidget({
  name: 'facets',
  description:
    'Catalogue filters. Loads its panel from {culture}/widget/catalog/ListFilter (categoryId, brandId, currentFilter) when empty; each [data-filter-name][data-filter-value] button (data-filter-key for ProductAttributes, data-single-change="True" to replace) toggles data-is-selected, and the list reloads with the new filter JSON 1000 ms after the last toggle, on its first page. An input[data-facet-search] filters the values of its [data-facet-group].',
  options: facetsOptions,
  load: () => import('./facets.ts'),
});

export const listingOptionsWidget = defineWidget({
  name: 'listing-options',
  description:
    'On the list toolbar form (sort, pageSize, display, entityName…): a change sets that parameter on the current address and reloads the list on its first page.',
  options: noOptions,
  load: () => import('./listing-options.ts'),
});
export type ListingToolbarOptions = OptionsOf<typeof noOptions>;

export const paginationOptions = v.object({
  totalPages: attr.number({ description: 'Number of pages.', integer: true, min: 0 }),
  currentPage: attr.number({ description: 'The page shown (1-based).', integer: true, min: 1 }),
  param: v.optional(
    attr.choice({ description: 'Query parameter of the page number.', values: ['pageindex', 'pagenbr'] as const }),
    'pageindex',
  ),
  label: v.optional(attr.text({ description: 'Accessible name of the navigation (default: Core.Pagination).' })),
});
export type PaginationOptions = OptionsOf<typeof paginationOptions>;

export const paginationWidget = defineWidget({
  name: 'pagination',
  description:
    'Page links: 2 pages each side of the current one (none on small screens), the first and the last, previous and next; hidden when there is one page.',
  options: paginationOptions,
  load: () => import('./pagination.ts'),
});

export const searchSuggestOptions = v.object({
  photoUrl: v.optional(
    attr.text({ description: 'Address of a suggestion photo, with {AssetId} and {AssetName} in it.' }),
    '/assets/{AssetId}/{AssetName}',
  ),
});
export type SearchSuggestOptions = OptionsOf<typeof searchSuggestOptions>;

export const searchSuggestWidget = defineWidget({
  name: 'search-suggest',
  description:
    'On a search input: from 2 characters, suggestions from GET {app}/catalog/search/suggestions (q, nbrResults=5, accuracy=0.3) as an accessible combobox with name and photo; choosing one opens its ProductUrl. Older requests are aborted; no result says Catalog.NoProductFound.',
  options: searchSuggestOptions,
  load: () => import('./search-suggest.ts'),
});
