/**
 * The text of a small piece of HTML a JSON answer carries (the cart's amounts, `AmountTaxInclHtml`), without
 * building any element from it: the tags are dropped and the character references decoded by a textarea, whose
 * content the browser parses as text (RCDATA). An HTML parser (DOMParser, a template) would create the answer's
 * elements, and Chromium reports their inline event handlers to the page's CSP even in an inert document.
 */
export function textOfHtml(html: string): string {
  const decoder = document.createElement('textarea');
  decoder.innerHTML = html.replace(/<[^>]*>?/g, '');
  return decoder.value.trim();
}
