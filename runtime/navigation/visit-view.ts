/**
 * How the page shows the current visit, for the theme's animations and assistive technology (README "Links,
 * forms and the page section"): `body[data-page-state]`, `body.page-leaving` with `aria-busy` on the page
 * section, then `body.long-loading` with the block loader. Each `show…` returns its undo, which the visit runs as
 * a cleanup.
 */
import { holdBlockLoader } from '../block-loader.ts';
import { pageSection } from './page-section.ts';
import type { PageState } from './visit-state.ts';

export interface VisitView {
  /** The leaving animation starts: body.page-leaving, aria-busy on the page section. */
  showLeaving(): () => void;
  /** Still pending when the leaving animation ended: body.long-loading and the block loader. */
  showLongLoading(): () => void;
  /** `body[data-page-state]`. */
  writeState(state: PageState): void;
}

export const domVisitView: VisitView = {
  showLeaving() {
    document.body.classList.add('page-leaving');
    const section = pageSection();
    section.setAttribute('aria-busy', 'true');
    return () => {
      document.body.classList.remove('page-leaving');
      section.removeAttribute('aria-busy');
      pageSection().removeAttribute('aria-busy');
    };
  },
  showLongLoading() {
    document.body.classList.add('long-loading');
    const release = holdBlockLoader();
    return () => {
      document.body.classList.remove('long-loading');
      release();
    };
  },
  writeState(state) {
    document.body.dataset.pageState = state;
  },
};
