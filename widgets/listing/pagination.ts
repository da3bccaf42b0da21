/** Page links of a list (shop spec §9): a window of 2 pages each side, none on small screens, hidden for 1 page. */
import { t } from '../../runtime/i18n.ts';
import { pointLinkTo } from '../../runtime/page.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { PaginationOptions as Options } from './definition.ts';
import { pageWindow } from './pagination-window.ts';

/** Bootstrap's small breakpoint: at or below it, no neighbours. */
const SMALL_SCREEN = '(max-width: 575.98px)';

function pageUrl(param: string, page: number): string {
  const url = new URL(location.href);
  if (page <= 1) url.searchParams.delete(param);
  else url.searchParams.set(param, String(page));
  return url.pathname + url.search;
}

function link(text: string, href: string, label?: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'page-item';
  const anchor = document.createElement('a');
  anchor.className = 'page-link';
  pointLinkTo(anchor, href); // a path of the current address: always same-origin
  anchor.textContent = text;
  if (label) anchor.setAttribute('aria-label', label);
  item.append(anchor);
  return item;
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const fallback = Array.from(element.childNodes);
  const small = matchMedia(SMALL_SCREEN);
  const render = () => {
    const items = pageWindow(options.currentPage, options.totalPages, small.matches ? 0 : 2);
    element.hidden = items.length === 0;
    if (!items.length) {
      element.replaceChildren();
      return;
    }
    const nav = document.createElement('nav');
    nav.setAttribute('aria-label', options.label ?? t('Core.Pagination'));
    const list = document.createElement('ul');
    list.className = 'pagination flex-wrap';
    const current = Math.min(options.currentPage, options.totalPages);
    if (current > 1) list.append(link('‹', pageUrl(options.param, current - 1), t('Core.PreviousPage')));
    for (const item of items) {
      if ('gap' in item) {
        const gap = document.createElement('li');
        gap.className = 'page-item disabled';
        gap.innerHTML = '<span class="page-link" aria-hidden="true">…</span>';
        list.append(gap);
        continue;
      }
      const entry = link(String(item.page), pageUrl(options.param, item.page), t('Core.Page', { page: item.page }));
      if (item.current) {
        entry.classList.add('active');
        entry.firstElementChild?.setAttribute('aria-current', 'page');
      }
      list.append(entry);
    }
    if (current < options.totalPages) {
      list.append(link('›', pageUrl(options.param, current + 1), t('Core.NextPage')));
    }
    nav.append(list);
    element.replaceChildren(nav);
  };
  render();
  small.addEventListener('change', render, { signal });
  return () => {
    element.hidden = false;
    element.replaceChildren(...fallback);
  };
}
