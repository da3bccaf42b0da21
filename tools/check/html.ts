/**
 * The checker's view of an HTML file: htmlparser2's tree (a real HTML tokenizer, with the offset of every tag) and
 * the line and column of an offset, so findings point where an editor jumps to.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Document, Element } from 'domhandler';

export type { Element };

export interface Page {
  /** The file path or address the findings are reported against. */
  file: string;
  source: string;
  document: Document;
  /** Every element, in document order. */
  elements: Element[];
  /** A whole page (it has `<html>` or `<body>`), not a partial template: the page contract applies. */
  whole: boolean;
  position(offset: number): { line: number; column: number };
}

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function collect(nodes: ChildNode[], into: Element[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    into.push(node);
    collect(node.children, into);
  }
}

export function parsePage(file: string, source: string): Page {
  const document = parseDocument(source, { withStartIndices: true, withEndIndices: true });
  const elements: Element[] = [];
  collect(document.children, elements);
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
  const whole = elements.some((element) => element.name === 'html' || element.name === 'body');
  return { file, source, document, elements, whole, position };
}

/** The offset of `attribute` in the element's start tag (the tag's own offset when it cannot be found). */
export function attributeOffset(page: Page, element: Element, attribute: string): number {
  const start = element.startIndex ?? 0;
  const tagEnd = page.source.indexOf('>', start);
  const tag = page.source.slice(start, tagEnd === -1 ? undefined : tagEnd).toLowerCase();
  const at = new RegExp(`\\s${attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s=/>]|$)`).exec(tag);
  return at ? start + at.index + 1 : start;
}

/** The offset of `word` in the value of `attribute` (undefined when the tag does not hold it so). */
export function valueWordOffset(page: Page, element: Element, attribute: string, word: string): number | undefined {
  const at = attributeOffset(page, element, attribute);
  const tagEnd = page.source.indexOf('>', at);
  const found = page.source.indexOf(word, at + attribute.length);
  return found !== -1 && (tagEnd === -1 || found < tagEnd) ? found : undefined;
}

/** The offset just after the element's start tag. */
export const startTagEnd = (page: Page, element: Element): number =>
  page.source.indexOf('>', element.startIndex ?? 0) + 1;

export const attributesOf = (element: Element): [string, string][] => Object.entries(element.attribs);

/** The nearest ancestor element matching `test`. */
export function closest(element: Element, test: (element: Element) => boolean): Element | undefined {
  for (let node = element.parent; node && node.type !== 'root'; node = node.parent) {
    if (isElement(node) && test(node)) return node;
  }
  return undefined;
}

/** The elements under `root` (itself excluded), in document order. */
export function descendants(root: Element): Element[] {
  const into: Element[] = [];
  collect(root.children, into);
  return into;
}
