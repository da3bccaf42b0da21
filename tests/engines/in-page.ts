/**
 * What the journeys ask the page about an element, in one round trip whatever the engine. The functions below run
 * in the page: `snapshotScript` sends their source together (they name nothing else of this module).
 */

/** An element as a shopper finds it: by its role and accessible name, by its text, or by CSS. */
export interface Target {
  css?: string;
  role?: Role;
  /** The accessible name (whitespace collapsed), whole; `nameContains` for a part of it. */
  name?: string;
  nameContains?: string;
  /** A part of its text. */
  text?: string;
  /** Only inside the first visible element matching this CSS. */
  within?: string;
  /** Which match (0 unless said), of the visible ones unless `hidden`. */
  nth?: number;
  hidden?: boolean;
}

export type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'gridcell'
  | 'heading'
  | 'link'
  | 'listbox'
  | 'option'
  | 'radio'
  | 'spinbutton'
  | 'status'
  | 'tab'
  | 'textbox';

export interface Snapshot {
  count: number;
  found: boolean;
  text: string;
  value: string;
  checked: boolean;
  focused: boolean;
  attributes: Record<string, string | null>;
  /** The centre of its box in the viewport (after scrolling it to the middle, when asked), and whether a click
   * there reaches it (the topmost element there is it or inside it, not a notice laid over it). */
  x: number;
  y: number;
  reachable: boolean;
  /** What lies over the target at that point (its dialog, or the topmost element), described, when not reachable. */
  covered: string;
}

export interface SnapshotQuery {
  target: Target;
  attributes: string[];
  scroll: boolean;
}

const IMPLICIT_ROLES: Record<Role, string> = {
  alert: '[role=alert]',
  button: 'button, input[type=button], input[type=submit], input[type=reset], summary, [role=button]',
  checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
  combobox: 'select:not([multiple]), input[list], [role=combobox]',
  dialog: 'dialog, [role=dialog], [role=alertdialog]',
  gridcell: 'td, [role=gridcell]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  link: 'a[href], [role=link]',
  listbox: 'select[multiple], [role=listbox]',
  option: 'option, [role=option]',
  radio: 'input[type=radio], [role=radio]',
  spinbutton: 'input[type=number], [role=spinbutton]',
  status: 'output, [role=status]',
  tab: '[role=tab]',
  textbox:
    'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], input[type=password], textarea, [role=textbox]',
};

function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function visible(element: Element): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The text of a node without what it hides from assistive technology (aria-hidden). */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, spokenText).join('');
}

/** The accessible name, as far as the journeys need it (aria-labelledby, aria-label, labels, value, text, title). */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return squash(Array.from(labels, spokenText).join(' '));
  if (element instanceof HTMLInputElement && /^(button|submit|reset)$/.test(element.type)) return squash(element.value);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return squash(element.title || element.placeholder);
  }
  return squash((element as HTMLElement).innerText ?? element.textContent) || squash(element.getAttribute('title'));
}

/** The elements matching `target`, in document order. */
function findTargets(target: Target, roles: Record<Role, string>): Element[] {
  const scope = target.within
    ? Array.from(document.querySelectorAll(target.within)).find(visible)
    : document.documentElement;
  if (!scope) return [];
  let found = Array.from(scope.querySelectorAll(target.role ? roles[target.role] : (target.css ?? '*')));
  if (target.role && target.css) found = found.filter((element) => element.matches(target.css as string));
  if (target.role) {
    const role = target.role;
    found = found.filter((element) => {
      // A role is what assistive technology is told: nothing it is told to skip.
      if (element.closest('[aria-hidden="true"]')) return false;
      const explicit = element.getAttribute('role');
      return !explicit || explicit === role || (role === 'checkbox' && explicit === 'switch');
    });
  }
  if (!target.hidden) found = found.filter(visible);
  if (target.name !== undefined) found = found.filter((element) => nameOf(element) === target.name);
  const part = target.nameContains;
  if (part !== undefined) found = found.filter((element) => nameOf(element).includes(part));
  const text = target.text;
  if (text !== undefined) found = found.filter((element) => squash(element.textContent).includes(text));
  return found;
}

/** The element laid over a target, described: `tag.class ("its text")`. */
function coverOf(top: Element): string {
  const layer = top.closest('dialog, [role=dialog], [role=alertdialog]') ?? top;
  const text = squash((layer as HTMLElement).innerText ?? layer.textContent).slice(0, 160);
  return `${layer.localName}.${Array.from(layer.classList).join('.')} ("${text}")`;
}

/** Finds the target and describes it. */
function snapshotInPage({ target, attributes, scroll }: SnapshotQuery, roles: Record<Role, string>): Snapshot {
  const found = findTargets(target, roles);
  const element = found[target.nth ?? 0] as HTMLElement | undefined;
  const none = {
    text: '',
    value: '',
    checked: false,
    focused: false,
    attributes: {},
    x: 0,
    y: 0,
    reachable: false,
    covered: '',
  };
  if (!element) return { count: found.length, found: false, ...none };
  if (scroll) element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  // An inline element wrapped over two lines: the middle of its first line (its box's middle may fall between).
  const box = Array.from(element.getClientRects()).find((rect) => rect.width > 0) ?? element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  const reachable =
    !!top && (top === element || element.contains(top) || (element as HTMLLabelElement).control === top);
  return {
    count: found.length,
    found: true,
    text: squash(element.innerText ?? element.textContent),
    value: (element as HTMLInputElement).value ?? '',
    checked: (element as HTMLInputElement).checked === true || element.getAttribute('aria-checked') === 'true',
    focused: document.activeElement === element,
    attributes: Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
    x,
    y,
    reachable,
    covered: reachable || !top ? '' : coverOf(top),
  };
}

/** The expression that runs `snapshotInPage(query)` in the page, its helpers defined around it. */
export function snapshotScript(query: SnapshotQuery): string {
  const helpers = [squash, visible, spokenText, nameOf, findTargets, coverOf, snapshotInPage].map(String).join('\n');
  return `(() => {\n${helpers}\nreturn snapshotInPage(${JSON.stringify(query)}, ${JSON.stringify(IMPLICIT_ROLES)});\n})()`;
}
