/**
 * What an in-place load takes from the answer's `<head>` (issue 43 point 5; README "Links, forms and the page
 * section"). Pure; ./page-head.ts applies it to the page.
 *
 *   stylesheets  `<link rel="stylesheet">`: the answer's that the page lacks are added (before the swap, waited
 *                for), the page's that the answer lacks go (after the swap); the runtime's own (its folder: its
 *                CSS and its chunks') stay whatever the answer says
 *   page facts   `<meta name>` and `<meta property>` (description, Open Graph…), `<link rel="canonical">` and
 *                `<link rel="alternate">` (hreflang): replaced by the answer's after the swap
 *
 * Everything else stays as the first page had it: the title (navigation sets it), scripts and the import map, the
 * anti-forgery token (the runtime reads it), charset, icons, inline `<style>` (a page's own rules belong in its
 * page section or a stylesheet file).
 */

export type HeadKind = 'sheet' | 'fact';

/** One element of a head the merge looks at. */
export interface HeadEntry {
  kind: HeadKind;
  /** What makes two entries the same: a sheet's address, a fact's attributes (addresses resolved). */
  key: string;
  /** A stylesheet that is not a page's (the runtime's own, one a script added): never removed. */
  own?: boolean;
}

/** What the runtime reads from the page's head itself: never replaced by an answer's. */
const RUNTIME_META = new Set(['__requestverificationtoken']);
const FACT_LINKS = new Set(['canonical', 'alternate']);

/**
 * The entry an element of a head is, or null when the merge leaves it alone. `attributes` are the element's, `base`
 * the address its relative addresses are read from, `runtimeFolder` where the runtime's files are.
 */
export function headEntryOf(
  tag: string,
  attributes: Record<string, string>,
  base: string,
  runtimeFolder: string,
): HeadEntry | null {
  const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const href = attributes.href === undefined ? undefined : absolute(attributes.href, base);
  if (tag === 'link' && href !== undefined && rels.includes('stylesheet')) {
    return { kind: 'sheet', key: href, own: href.startsWith(runtimeFolder) };
  }
  const isFact =
    tag === 'meta'
      ? (attributes.name !== undefined && !RUNTIME_META.has(attributes.name.toLowerCase())) ||
        attributes.property !== undefined
      : tag === 'link' && href !== undefined && rels.some((rel) => FACT_LINKS.has(rel));
  if (!isFact) return null;
  const values: Record<string, string> = { ...attributes, ...(href === undefined ? {} : { href }) };
  const key = Object.keys(values)
    .sort()
    .map((name) => `${name}=${values[name]}`)
    .join('\n');
  return { kind: 'fact', key: `${tag}\n${key}` };
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/** A sheet to add: the answer's index, and the page's entry (index) it goes after, or null: after the page's last sheet. */
export interface SheetToAdd {
  answer: number;
  after: number | null;
}

export interface HeadPlan {
  /** Before the swap, in the answer's order. */
  addSheets: SheetToAdd[];
  /** After the swap (indices into the page's entries / the answer's). */
  removeSheets: number[];
  removeFacts: number[];
  addFacts: number[];
}

/** How the page's head (`page`) becomes what the answer's head (`answer`) asks for. */
export function planHead(page: readonly HeadEntry[], answer: readonly HeadEntry[]): HeadPlan {
  const pageKeys = new Map(page.map((entry, index) => [`${entry.kind} ${entry.key}`, index]));
  const answerKeys = new Set(answer.map((entry) => `${entry.kind} ${entry.key}`));
  const plan: HeadPlan = { addSheets: [], removeSheets: [], removeFacts: [], addFacts: [] };
  let after: number | null = null;
  answer.forEach((entry, index) => {
    const inPage = pageKeys.get(`${entry.kind} ${entry.key}`);
    if (entry.kind === 'sheet') {
      if (inPage === undefined) plan.addSheets.push({ answer: index, after });
      else after = inPage;
    } else if (inPage === undefined) plan.addFacts.push(index);
  });
  page.forEach((entry, index) => {
    if (answerKeys.has(`${entry.kind} ${entry.key}`)) return;
    if (entry.kind === 'fact') plan.removeFacts.push(index);
    else if (!entry.own) plan.removeSheets.push(index);
  });
  return plan;
}
