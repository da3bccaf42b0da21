/**
 * Named body classes (shop spec §4): buttons carrying `data-body-class="menu-open"` open and close a panel by a class
 * on <body> (the theme's CSS shows the panel). Opening one named class closes the others and the dropdowns.
 *
 *   <button type="button" data-body-class="menu-open" aria-controls="mobile-menu" aria-expanded="false">Menu</button>
 *
 * An opened panel receives the focus; Escape, a click outside it or the focus leaving it close it again, and the
 * focus returns to its button when it was inside.
 */
import { bodyClassesAfter } from './nav-rules.ts';
import { delegate } from '../../runtime/dom.ts';

const TOGGLE = '[data-body-class]';

export interface BodyClasses {
  closeAll(): void;
}

function togglesOf(name?: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(TOGGLE)).filter(
    (toggle) => name === undefined || toggle.dataset.bodyClass === name,
  );
}

/**
 * Whether an element is rendered (not inside a `display: none` panel), so it can take the focus. Every supported
 * browser has getClientRects(); Element.checkVisibility() came in Safari 17.4, after the targets' Safari 16.4.
 */
const isRendered = (element: HTMLElement) => element.getClientRects().length > 0;

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

function namedClasses(): Set<string> {
  return new Set(
    togglesOf()
      .map((toggle) => toggle.dataset.bodyClass ?? '')
      .filter(Boolean),
  );
}

function openClasses(): string[] {
  return [...namedClasses()].filter((name) => document.body.classList.contains(name));
}

/** Opens exactly the named classes in `open` (a named class not in it closes), with its toggles' aria-expanded. */
function applyOpen(open: Set<string>): void {
  for (const name of namedClasses()) {
    const isOpen = open.has(name);
    document.body.classList.toggle(name, isOpen);
    for (const toggle of togglesOf(name)) toggle.setAttribute('aria-expanded', String(isOpen));
  }
}

/** Closes one named class; with `returnFocus`, the focus that was in its panel goes back to its toggle. */
function close(name: string, returnFocus: boolean): void {
  const [toggle] = togglesOf(name);
  const focusWasInside = togglesOf(name).some((each) => panelOf(each)?.contains(document.activeElement));
  document.body.classList.remove(name);
  for (const each of togglesOf(name)) each.setAttribute('aria-expanded', 'false');
  if (returnFocus && focusWasInside && toggle && isRendered(toggle)) toggle.focus();
}

function closeAll(): void {
  for (const name of openClasses()) close(name, false);
}

/**
 * A toggle used: its class opens (the others and, through `onOpen`, the dropdowns close) and its panel gets the
 * focus; or its open class closes.
 */
function use(toggle: HTMLElement, onOpen: () => void): void {
  const name = toggle.dataset.bodyClass;
  if (!name) return;
  const current = new Set(document.body.classList);
  const { open, opened } = bodyClassesAfter(current, name, namedClasses());
  if (!opened) {
    close(name, true);
    return;
  }
  onOpen();
  applyOpen(new Set([...open].filter((each) => namedClasses().has(each))));
  const first = panelOf(toggle)?.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  if (first && isRendered(first)) first.focus();
}

/** Whether a node is inside an open class's toggle or panel. */
const insideOpen = (node: Node | null) =>
  !!node &&
  openClasses().some((name) =>
    togglesOf(name).some((toggle) => toggle.contains(node) || panelOf(toggle)?.contains(node)),
  );

const anyOpen = () => togglesOf().some((toggle) => toggle.getAttribute('aria-expanded') === 'true');

/** Escape, a click outside or the focus leaving close the open class (a click on a toggle uses it). */
function listen(signal: AbortSignal, onOpen: () => void): void {
  // These listeners see every click and focus change of the page: they do nothing more than a class check while no
  // named class is open.
  document.addEventListener(
    'click',
    (event) => {
      const toggle = delegate<HTMLElement>(event, TOGGLE);
      if (toggle) {
        event.preventDefault();
        use(toggle, onOpen);
      } else if (anyOpen() && !insideOpen(event.target as Node)) {
        closeAll();
      }
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !anyOpen()) return;
      const [name] = openClasses();
      if (!name) return;
      event.preventDefault();
      close(name, true);
    },
    { signal },
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (anyOpen() && !insideOpen(event.target as Node)) closeAll();
    },
    { signal },
  );
}

export function attachBodyClasses(signal: AbortSignal, onOpen: () => void): BodyClasses {
  for (const toggle of togglesOf()) {
    toggle.setAttribute('aria-expanded', String(document.body.classList.contains(toggle.dataset.bodyClass ?? '')));
  }
  listen(signal, onOpen);
  return { closeAll };
}
