/**
 * The answer's `<head>`, merged into the page's by an in-place load (the rules: ./head-rules.ts). The answer's new
 * stylesheets are added as soon as it is in and waited for, so its content is styled from its first frame (nothing
 * shifts); the rest waits for the swap: the previous page's own stylesheets leave, its meta, canonical and alternate
 * links are replaced. A load that does not arrive (aborted, failed) takes its stylesheets away again.
 */
import { readHtml } from '../parsed-html.ts';
import { type HeadEntry, headEntryOf, planHead } from './head-rules.ts';
import type { FetchPage } from './visit-fetch.ts';
import type { Visit } from './visit.ts';

/** The runtime's folder (the navigation chunk sits in its chunks/ folder): its CSS and its chunks' stay. */
const RUNTIME_FOLDER = new URL('../', import.meta.url).href;

/**
 * The stylesheets the pages' templates put in the head: those there when navigation started, then those merges
 * added. Only these leave when an answer lacks them: a sheet a script added later (a consent-released service's)
 * is not a page's, and stays.
 */
const pageSheets = new WeakSet<Element>();

/** Notes the head's stylesheets as the first page's own (navigation starts). */
export function rememberPageSheets(): void {
  for (const sheet of document.head.querySelectorAll(':scope > link[rel~="stylesheet" i]')) pageSheets.add(sheet);
}

interface HeadElements {
  elements: Element[];
  entries: HeadEntry[];
}

function headOf(head: HTMLHeadElement, base: string): HeadElements {
  const found: HeadElements = { elements: [], entries: [] };
  for (const element of head.children) {
    const attributes = Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value]));
    const entry = headEntryOf(element.localName, attributes, base, RUNTIME_FOLDER);
    if (!entry) continue;
    // The page's head (not a parsed answer's): a sheet no template put there stays.
    if (entry.kind === 'sheet' && head === document.head && !pageSheets.has(element)) entry.own = true;
    found.elements.push(element);
    found.entries.push(entry);
  }
  return found;
}

/** A copy of `element` made by the page (an element of a parsed answer never loads anything). */
function pageCopy(element: Element): Element {
  const copy = document.createElement(element.localName);
  for (const attribute of element.attributes) copy.setAttribute(attribute.name, attribute.value);
  return copy;
}

/** Resolves once `sheet` has loaded or failed (a stylesheet that cannot load must not keep the page from coming). */
function loaded(sheet: Element): Promise<void> {
  return new Promise((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
}

export interface HeadMerge {
  /** The answer's stylesheets are in and applied. */
  ready: Promise<void>;
  /** The content was swapped: the rest of the head follows. */
  arrived(): void;
  /** The load did not arrive: the stylesheets added for it go. */
  dropped(): void;
}

/** Starts merging the head of `html`, the answer for `url`. */
export function mergeHead(html: string, url: string): HeadMerge {
  const page = headOf(document.head, location.href);
  const body = html.search(/<body[\s>]/i);
  return readHtml(body < 0 ? html : html.slice(0, body), (parsed) => {
    const answer = headOf(parsed.head, url);
    const plan = planHead(page.entries, answer.entries);
    const lastSheet = page.elements.filter((_, index) => page.entries[index]?.kind === 'sheet').at(-1);
    const added: Element[] = [];
    const loading: Promise<void>[] = [];
    let previous: { after: number | null; element: Element } | undefined;
    for (const { answer: index, after } of plan.addSheets) {
      const sheet = pageCopy(answer.elements[index] as Element);
      loading.push(loaded(sheet));
      const anchor = previous?.after === after ? previous.element : after === null ? lastSheet : page.elements[after];
      if (anchor) anchor.after(sheet);
      else document.head.append(sheet);
      added.push(sheet);
      previous = { after, element: sheet };
    }
    const facts = plan.addFacts.map((index) => pageCopy(answer.elements[index] as Element));
    return {
      ready: Promise.all(loading).then(() => undefined),
      arrived() {
        for (const sheet of added) pageSheets.add(sheet);
        for (const index of [...plan.removeSheets, ...plan.removeFacts]) page.elements[index]?.remove();
        document.head.append(...facts);
      },
      dropped() {
        for (const sheet of added) sheet.remove();
      },
    };
  });
}

/**
 * A visit's fetch that merges the answer's head: a page's answer (2xx HTML) is handed on once its new stylesheets
 * apply; when the visit leaves its busy phase, the rest follows if the content went in, else the sheets go.
 */
export function withPageHead(visit: Visit, fetchPage: FetchPage): FetchPage {
  return async (url, init) => {
    const response = await fetchPage(url, init);
    if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('html')) return response;
    const merge = mergeHead(await response.clone().text(), response.url || new URL(url, location.href).href);
    visit.addCleanup(() => (visit.state === 'images' ? merge.arrived() : merge.dropped()));
    await merge.ready;
    return response;
  };
}
