/**
 * HTML the site answered, parsed away from the page: an answer sliced to its page section, a region's fresh copy,
 * the next page of posts. Chromium never collects a parsed document (one with no window: DOMParser's) while it holds
 * a <video> or an <audio>: the media element stays alive, and with it its document and every node in it (issue 43:
 * each product page visited in place, for its video banner, left its whole answer behind, about 1,000 nodes and a
 * document). So the runtime reads such a document within `readHtml`, which takes its media elements out before
 * letting it go, and inserts a parsed fragment with `nodesOf`, which leaves nothing in the parsed document.
 */

const MEDIA = 'video, audio';

/** `read`'s result on `html` parsed as a document, whose media elements are taken out afterwards. */
export function readHtml<T>(html: string, read: (parsed: Document) => T): T {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  try {
    return read(parsed);
  } finally {
    for (const media of parsed.querySelectorAll(MEDIA)) media.remove();
  }
}

/** The nodes of an HTML fragment, in a fragment of the page's document (the parsed document is left empty). */
export function nodesOf(html: string): DocumentFragment {
  return readHtml(`<body>${html}</body>`, (parsed) => {
    const nodes = document.createDocumentFragment();
    nodes.append(...parsed.body.childNodes);
    return nodes;
  });
}
