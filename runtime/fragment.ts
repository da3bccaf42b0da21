import { readHtml } from './parsed-html.ts';

/**
 * Slicing an HTML answer to the part the page wants. The CMS answers a full page; the runtime keeps the first of:
 *   [data-modal-content]  (a modal body, when the CMS marks one)
 *   [data-page-section]   (the documented page-section marker)
 *   <main>
 *   <body>
 */
export const FRAGMENT_SELECTORS = ['[data-modal-content]', '[data-page-section]', 'main'] as const;

export interface Fragment {
  /** The sliced HTML. */
  html: string;
  /** The first <h1> of the fragment (else of the page), or the page's <title>. */
  title: string;
  /** The page's <title>. */
  documentTitle: string;
  /** The answer's module script tags, as written: `src` and `integrity` (the release it was rendered for). */
  moduleScripts: { src: string; integrity: string }[];
}

/** `prepare` may change the kept part before it is written out (navigation re-nonces its scripts). */
export function sliceFragment(
  html: string,
  selectors: readonly string[] = FRAGMENT_SELECTORS,
  prepare?: (part: Element) => void,
): Fragment {
  return readHtml(html, (doc) => {
    let part: Element = doc.body;
    for (const selector of selectors) {
      const found = doc.querySelector(selector);
      if (found) {
        part = found;
        break;
      }
    }
    const heading = (part.querySelector('h1') ?? doc.querySelector('h1'))?.textContent?.trim() ?? '';
    const documentTitle = doc.title.trim();
    prepare?.(part);
    const moduleScripts = Array.from(doc.querySelectorAll('script[type="module"][src]'), (script) => ({
      src: script.getAttribute('src') ?? '',
      integrity: script.getAttribute('integrity') ?? '',
    }));
    return { html: part.innerHTML, title: heading || documentTitle, documentTitle, moduleScripts };
  });
}
