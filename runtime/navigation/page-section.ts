/** The part of every page that in-place loads replace (README "Links, forms and the page section"). */

/** The documented page-section marker; `<main>` when a template has none. */
export const PAGE_SECTION = '[data-page-section]';

export function pageSection(): HTMLElement {
  return document.querySelector<HTMLElement>(PAGE_SECTION) ?? document.querySelector('main') ?? document.body;
}
