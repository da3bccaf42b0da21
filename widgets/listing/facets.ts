/**
 * Catalogue filters (shop spec §4): toggling values builds the filter JSON; 1000 ms after the last toggle the list
 * reloads in place with it, on its first page. The panel comes from the CMS's ListFilter widget call when the
 * template leaves it empty. A malformed filter in the address is ignored with a console warning.
 */
import { request } from '../../runtime/http.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { FacetsOptions as Options } from './definition.ts';
import {
  type FilterState,
  type FilterToggle,
  isSelected,
  listingUrl,
  matchesFacetText,
  parseFilter,
  serializeFilter,
  toggleFilter,
} from './filter-state.ts';
import { delegate } from '../../runtime/dom.ts';

const VALUE = '[data-filter-name][data-filter-value]';

function currentFilter(): FilterState {
  const text = new URL(location.href).searchParams.get('filter');
  const { state, error } = parseFilter(text);
  if (error) console.warn(`[runtime] The filter in the address is ignored: ${error}.`, text);
  return state;
}

function toggleOf(button: HTMLElement): FilterToggle {
  const { filterName = '', filterKey, filterValue = '', singleChange } = button.dataset;
  const numeric = /^-?\d+$/.test(filterValue) ? Number(filterValue) : filterValue;
  return { name: filterName, key: filterKey, value: numeric, single: /^true$/i.test(singleChange ?? '') };
}

function showSelected(element: HTMLElement, state: FilterState): void {
  for (const button of element.querySelectorAll<HTMLElement>(VALUE)) {
    const selected = isSelected(state, toggleOf(button));
    button.dataset.isSelected = selected ? 'True' : 'False';
    if (button instanceof HTMLInputElement) button.checked = selected;
    else button.setAttribute('aria-pressed', String(selected));
  }
}

export async function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  let state = currentFilter();
  if (!element.querySelector(VALUE)) {
    const { app, culture } = runtime.config;
    try {
      element.setAttribute('aria-busy', 'true');
      element.innerHTML = await request(appUrl(app, `${culture}/widget/catalog/ListFilter`), {
        expect: 'html',
        signal,
        query: {
          categoryId: options.categoryId,
          brandId: options.brandId,
          currentFilter: serializeFilter(state) ?? undefined,
        },
      });
    } catch {
      return undefined; // the catalogue has said what went wrong; the list itself stays usable
    } finally {
      element.removeAttribute('aria-busy');
    }
  }
  showSelected(element, state);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    clearTimeout(timer);
    runtime.pages.follow(listingUrl(location.href, { filter: serializeFilter(state) }));
  };

  element.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement;
      if (target.closest('[data-filter-clear]')) {
        event.preventDefault();
        state = {};
        showSelected(element, state);
        apply();
        return;
      }
      const button = target.closest<HTMLElement>(VALUE);
      if (!button || !element.contains(button)) return;
      if (!(button instanceof HTMLInputElement)) event.preventDefault();
      state = toggleFilter(state, toggleOf(button));
      showSelected(element, state);
      clearTimeout(timer);
      timer = setTimeout(apply, options.delay);
    },
    { signal },
  );
  element.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      apply();
    },
    { signal },
  );
  element.addEventListener(
    'input',
    (event) => {
      const search = delegate<HTMLInputElement>(event, 'input[data-facet-search]');
      const group = search?.closest('[data-facet-group]');
      if (!search || !group) return;
      for (const value of group.querySelectorAll<HTMLElement>(VALUE)) {
        const item = value.closest('li') ?? value;
        item.hidden = !matchesFacetText(value.textContent ?? '', search.value);
      }
    },
    { signal },
  );
  return () => clearTimeout(timer);
}
