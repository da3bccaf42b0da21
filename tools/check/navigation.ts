/**
 * The navigation markup of README ("Links, forms and the page section"): attributes any element may carry, with
 * the values the runtime acts on. dist/html-data.json offers them; the nav-value rule checks them.
 */
import { MODAL_SIZES } from '../../runtime/dialog/types.ts';

export interface MarkupAttribute {
  name: string;
  description: string;
  /** The only values the runtime acts on; any other is ignored (absent: any value). */
  values?: readonly string[];
}

export const NAVIGATION: readonly MarkupAttribute[] = [
  { name: 'data-page-section', description: 'The part of every page that in-place loads replace (one per template).' },
  {
    name: 'data-prefetch',
    description: 'On a link or a parent: "false" stops fetching it ahead on hover, touch or focus.',
    values: ['false'],
  },
  { name: 'data-confirm', description: 'On a link: asks first (this text, else the SureToDelete resource).' },
  { name: 'data-modal', description: 'On a link: opens the linked page in a dialog.' },
  { name: 'data-modal-title', description: 'On a data-modal link: the dialog title.' },
  { name: 'data-modal-size', description: 'On a data-modal link: the dialog size.', values: MODAL_SIZES },
  { name: 'data-modal-class', description: 'On a data-modal link: a class for the dialog.' },
  { name: 'data-modal-content', description: 'What a dialog keeps of a page (else its page section).' },
  {
    name: 'data-refresh-on-restore',
    description:
      'A part that shows the visitor (the header): fetched again when the page comes back from the back-forward cache.',
  },
];
