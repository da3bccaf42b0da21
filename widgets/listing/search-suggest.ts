/**
 * Search suggestions (shop spec §5, §7, §9): an accessible combobox on the search input. From 2 characters (a
 * blank term does nothing) it asks catalog/search/suggestions for 5 results at accuracy 0.3; an older request is
 * aborted by a newer term; choosing a suggestion opens the product. Enter without a chosen suggestion sends the
 * search form as usual.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachCombobox, comboboxInput, suggestionsFailed, type Suggestion } from '../shared/combobox.ts';
import type { SearchSuggestOptions as Options } from './definition.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

/** Shop spec §9. */
export const SEARCH = { minLength: 2, results: 5, accuracy: 0.3, limit: 30 } as const;

interface SuggestionAnswer {
  Name?: unknown;
  Photo?: { AssetId?: unknown; AssetName?: unknown } | null;
  ProductUrl?: unknown;
}

export function toSuggestions(answer: unknown, photoUrl: string): Suggestion[] {
  if (!Array.isArray(answer)) return [];
  return (answer as SuggestionAnswer[])
    .filter((item) => typeof item?.Name === 'string' && typeof item.ProductUrl === 'string')
    .slice(0, SEARCH.limit)
    .map((item) => ({
      label: item.Name as string,
      value: item.ProductUrl as string,
      href: item.ProductUrl as string,
      image:
        item.Photo && item.Photo.AssetId !== undefined && item.Photo.AssetName !== undefined
          ? photoUrl
              .replace('{AssetId}', encodeUriPart(String(item.Photo.AssetId)))
              .replace('{AssetName}', encodeUriPart(String(item.Photo.AssetName)))
          : null,
    }));
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const input = comboboxInput(element, 'search-suggest');
  if (!input) return undefined;
  attachCombobox(input, {
    minLength: SEARCH.minLength,
    noResult: t('Catalog.NoProductFound'),
    signal,
    suggest: async (term, abort) => {
      try {
        const answer = await request(appUrl(runtime.config.app, 'catalog/search/suggestions'), {
          query: { q: term, nbrResults: SEARCH.results, accuracy: SEARCH.accuracy },
          signal: abort,
          handleErrors: false,
        });
        return toSuggestions(answer, options.photoUrl); // an empty answer (null) is no suggestion, not a failure
      } catch (error) {
        return suggestionsFailed('search-suggest', error, abort);
      }
    },
    // The ProductUrl comes from the server: followed only when it is an address of this site (else refused).
    onChoose: (suggestion) => {
      if (suggestion.href) runtime.pages.follow(suggestion.href, { clicked: true });
    },
  });
  return undefined;
}
