/**
 * Which links load in place (runtime spec §2 "Link handling"). Pure: it reads a plain description of the link
 * and the click, so every rule is unit-tested without a page.
 *
 * A link loads in place unless it is external (another scheme, another origin, a logoff link, a file), carries
 * class `no-ajax` or `ajax-tab`, targets another window, toggles a Bootstrap component, asks for a download, or
 * is clicked with Ctrl, Meta, Shift, Alt or another button than the main one.
 */

export interface LinkFacts {
  /** The href attribute as written. */
  href: string | null;
  /** The page's address. */
  location: string;
  classes: readonly string[];
  /** The target attribute. */
  target: string;
  /** data-toggle or data-bs-toggle is present. */
  togglesComponent: boolean;
  download: boolean;
  /** Has a confirm attribute (data-confirm): ask first, then load without cache and without history. */
  confirm: string | null;
  /** Opens in a modal (data-modal). */
  modal: boolean;
}

export interface ClickFacts {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export type LinkDecision =
  | { kind: 'native'; reason: string }
  | { kind: 'anchor'; hash: string }
  | { kind: 'modal'; url: string }
  | { kind: 'in-place'; url: string; noCache: boolean; confirm: string | null };

/** Extensions that are pages, not files. */
const PAGE_EXTENSIONS = new Set(['html', 'htm', 'aspx', 'php']);
const FILE_ENDING = /\.([a-z0-9]{1,5})$/i;
const LOGOFF = /(^|\/)(log-?off|log-?out|sign-?out)(\/|$)/i;
const TWO_FACTOR_HOME = /security\/twofactorhome/i;

/** Pages that always open in a modal (runtime spec §2: the two-factor home page). */
export const opensInModal = (pathname: string): boolean => TWO_FACTOR_HOME.test(pathname);
const CULTURE_SEGMENT = /^(?:\/[^/]+)*?\/(fr|nl)(?:\/|$)/;

export function isFileUrl(url: URL): boolean {
  const extension = FILE_ENDING.exec(url.pathname)?.[1]?.toLowerCase();
  return extension !== undefined && !PAGE_EXTENSIONS.has(extension);
}

export function decideLink(link: LinkFacts, click: ClickFacts): LinkDecision {
  if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) {
    return { kind: 'native', reason: 'modifier key or other button' };
  }
  const href = link.href?.trim();
  if (!href) return { kind: 'native', reason: 'no href' };
  if (link.classes.includes('no-ajax')) return { kind: 'native', reason: 'class no-ajax' };
  if (link.classes.includes('ajax-tab')) return { kind: 'native', reason: 'class ajax-tab' };
  if (link.togglesComponent) return { kind: 'native', reason: 'toggles a Bootstrap component' };
  if (link.target && link.target !== '_self') return { kind: 'native', reason: 'targets another window' };
  if (link.download) return { kind: 'native', reason: 'download' };

  let url: URL;
  let here: URL;
  try {
    here = new URL(link.location);
    url = new URL(href, here);
  } catch {
    return { kind: 'native', reason: 'not a valid address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'native', reason: `${url.protocol} link` };
  if (url.origin !== here.origin) return { kind: 'native', reason: 'another site' };
  if (LOGOFF.test(url.pathname)) return { kind: 'native', reason: 'logoff link' };
  if (isFileUrl(url)) return { kind: 'native', reason: 'file' };
  // The header and footer are in the page's language: another language loads the whole page.
  const culture = (pathname: string) => CULTURE_SEGMENT.exec(pathname)?.[1];
  if (culture(url.pathname) && culture(here.pathname) && culture(url.pathname) !== culture(here.pathname)) {
    return { kind: 'native', reason: 'another language' };
  }

  const path = url.pathname + url.search;
  if (url.hash && path === here.pathname + here.search) return { kind: 'anchor', hash: url.hash };
  if (href.startsWith('#')) return { kind: 'anchor', hash: url.hash };
  if (link.modal || opensInModal(url.pathname)) return { kind: 'modal', url: path + url.hash };
  return {
    kind: 'in-place',
    url: path + url.hash,
    noCache: link.classes.includes('no-cache') || link.confirm !== null,
    confirm: link.confirm,
  };
}

/** The facts of a real link element. */
export function linkFacts(anchor: HTMLAnchorElement, location: string): LinkFacts {
  return {
    href: anchor.getAttribute('href'),
    location,
    classes: Array.from(anchor.classList),
    target: anchor.getAttribute('target') ?? '',
    togglesComponent: anchor.hasAttribute('data-toggle') || anchor.hasAttribute('data-bs-toggle'),
    download: anchor.hasAttribute('download'),
    confirm: anchor.hasAttribute('data-confirm') ? anchor.getAttribute('data-confirm') : null,
    modal: anchor.hasAttribute('data-modal'),
  };
}

export interface FormFacts {
  /** The action attribute as written ('' = the page itself); a submitter's formaction wins. */
  action: string;
  method: string;
  location: string;
  classes: readonly string[];
  target: string;
}

export type FormDecision =
  { kind: 'native'; reason: string } | { kind: 'in-place'; url: string; method: 'GET' | 'POST' };

/** Which forms update the page in place: same-site GET and POST forms that do not opt out. Pure. */
export function decideForm(form: FormFacts): FormDecision {
  const method = form.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') return { kind: 'native', reason: `method ${form.method}` };
  if (form.classes.includes('no-ajax')) return { kind: 'native', reason: 'class no-ajax' };
  if (form.target && form.target !== '_self') return { kind: 'native', reason: 'targets another window' };
  let url: URL;
  let here: URL;
  try {
    here = new URL(form.location);
    url = new URL(form.action || here.href, here);
  } catch {
    return { kind: 'native', reason: 'not a valid address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { kind: 'native', reason: `${url.protocol} action` };
  if (url.origin !== here.origin) return { kind: 'native', reason: 'another site' };
  if (LOGOFF.test(url.pathname)) return { kind: 'native', reason: 'logoff form' };
  return { kind: 'in-place', url: url.pathname + url.search, method };
}

/** The facts of a real form and its submitter. */
export function formFacts(form: HTMLFormElement, submitter: HTMLElement | null, location: string): FormFacts {
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  return {
    action: button?.getAttribute('formaction') ?? form.getAttribute('action') ?? '',
    method: button?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'GET',
    location,
    classes: Array.from(form.classList),
    target: button?.getAttribute('formtarget') ?? form.getAttribute('target') ?? '',
  };
}
