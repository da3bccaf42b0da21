/**
 * Dropdown menus of the main navigation (and of its mobile copy), on Bootstrap markup:
 *
 *   <li class="dropdown"><a class="dropdown-toggle" href="/fr/catalog" aria-controls="nav-shop">Boutique</a>
 *     <ul class="dropdown-menu" id="nav-shop">…</ul></li>
 *
 * A first click (or Enter) opens the menu; a click on a toggle whose menu is already open follows its link (shop
 * spec §4). Arrow keys move through the menu, Escape closes it and returns to the toggle, leaving it with Tab closes
 * it. At the large breakpoint a mouse opens menus by hovering. Above 1199 px an open menu is kept 20 px inside the
 * viewport, measured again 250 ms after resizing stops (shop spec §9).
 */
import {
  LARGE_BREAKPOINT_PX,
  MENU_KEY_MOVES,
  menuFocusIndex,
  REPOSITION,
  shiftIntoViewport,
  type MenuMove,
} from './nav-rules.ts';
import { delegate } from '../../runtime/dom.ts';

const TOGGLE = '.dropdown-toggle, [data-nav-dropdown]';
const ITEM = '.dropdown, [data-nav-item]';
const HOVER_LEAVE_MS = 200;

export interface Dropdowns {
  /** Closes every menu; hovering opens none until the mouse moves. */
  closeAll(): void;
}

/** Where the mouse is, in viewport pixels. */
interface PointerSpot {
  x: number;
  y: number;
}

function menuOf(toggle: HTMLElement): HTMLElement | null {
  const id = toggle.getAttribute('aria-controls');
  const byId = id ? document.getElementById(id) : null;
  if (byId) return byId;
  const next = toggle.nextElementSibling;
  return next instanceof HTMLElement && next.matches('.dropdown-menu, [data-nav-menu-list]') ? next : null;
}

function itemsOf(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (element) => !element.closest('[hidden]'),
  );
}

const isOpen = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded') === 'true';

/** Moves a menu sideways so that it stays inside the viewport (shop spec §9). */
function reposition(menu: HTMLElement): void {
  menu.style.removeProperty('left');
  if (window.innerWidth <= REPOSITION.aboveWidth || getComputedStyle(menu).position !== 'absolute') return;
  const { left, right } = menu.getBoundingClientRect();
  const shift = shiftIntoViewport(left, right, document.documentElement.clientWidth, REPOSITION.marginPx);
  if (shift !== 0) menu.style.left = `${menu.offsetLeft + shift}px`;
}

function close(toggle: HTMLElement): void {
  const menu = menuOf(toggle);
  toggle.setAttribute('aria-expanded', 'false');
  toggle.classList.remove('show');
  menu?.classList.remove('show');
  menu?.style.removeProperty('left');
}

function focusItem(menu: HTMLElement, move: MenuMove): void {
  const items = itemsOf(menu);
  items[menuFocusIndex(move, items.indexOf(document.activeElement as HTMLElement), items.length)]?.focus();
}

/**
 * The menus of all roots, opened one at a time; `leaveTimer` is the pending close after the mouse left one,
 * `pointer` where the mouse was last seen over a hovering root, `hoverHeldAt` where it rested when the menus were
 * closed from outside (hovering opens nothing until it moves from there).
 */
class Menus {
  leaveTimer: ReturnType<typeof setTimeout> | undefined;
  pointer: PointerSpot | undefined;
  hoverHeldAt: PointerSpot | undefined;

  constructor(private readonly roots: { root: HTMLElement }[]) {}

  toggles(): HTMLElement[] {
    return this.roots.flatMap(({ root }) => Array.from(root.querySelectorAll<HTMLElement>(TOGGLE)));
  }

  closeAll(except?: HTMLElement): void {
    clearTimeout(this.leaveTimer);
    for (const toggle of this.toggles()) if (toggle !== except && isOpen(toggle)) close(toggle);
  }

  open(toggle: HTMLElement): HTMLElement | null {
    const menu = menuOf(toggle);
    if (!menu) return null;
    this.closeAll(toggle);
    toggle.setAttribute('aria-expanded', 'true');
    toggle.classList.add('show');
    menu.classList.add('show');
    reposition(menu);
    return menu;
  }
}

/** A click on a closed menu's toggle opens it; on an open one, closes it or follows its link. */
function listenToggleClicks(root: HTMLElement, menus: Menus, signal: AbortSignal): void {
  root.addEventListener(
    'click',
    (event) => {
      const toggle = delegate<HTMLElement>(event, TOGGLE);
      if (!toggle || !root.contains(toggle) || !menuOf(toggle)) return;
      // An open menu's toggle follows its link (the navigation takes the click from here).
      if (isOpen(toggle) && toggle instanceof HTMLAnchorElement && toggle.href) return;
      event.preventDefault();
      if (isOpen(toggle)) close(toggle);
      else menus.open(toggle);
    },
    { signal },
  );
}

/** Arrow keys, Space and Escape on a toggle open its menu on its first or last item, or close it. */
function onToggleKey(event: KeyboardEvent, toggle: HTMLElement, menus: Menus): void {
  if (event.key === 'ArrowDown' || (event.key === ' ' && !isOpen(toggle))) {
    event.preventDefault();
    const menu = menus.open(toggle);
    if (menu && event.key === 'ArrowDown') focusItem(menu, 'first');
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    const menu = menus.open(toggle);
    if (menu) focusItem(menu, 'last');
  } else if (event.key === 'Escape' && isOpen(toggle)) {
    event.preventDefault();
    close(toggle);
  }
}

/** Arrow keys, Home and End move through an open menu; Escape closes it and returns to its toggle. */
function onMenuKey(event: KeyboardEvent, target: HTMLElement, menus: Menus): void {
  const openToggle = menus.toggles().find((candidate) => isOpen(candidate) && menuOf(candidate)?.contains(target));
  const menu = openToggle && menuOf(openToggle);
  if (!openToggle || !menu) return;
  const move = MENU_KEY_MOVES[event.key];
  if (move === undefined && event.key !== 'Escape') return;
  event.preventDefault();
  event.stopPropagation();
  if (move !== undefined) {
    focusItem(menu, move);
  } else {
    close(openToggle);
    openToggle.focus();
  }
}

/** The keyboard inside a root, on its toggles and in its open menus. */
function listenKeys(root: HTMLElement, menus: Menus, signal: AbortSignal): void {
  // On the window, in the capture phase: the theme's Bootstrap bundle listens for keys in any `.dropdown-menu`
  // in the document's capture phase, looking for its own `data-bs-toggle` (which these menus have not: it
  // threw). The keys handled here are this widget's alone, so they stop before reaching it.
  window.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !root.contains(target)) return;
      const toggle = target.closest<HTMLElement>(TOGGLE);
      if (toggle && root.contains(toggle) && menuOf(toggle)) onToggleKey(event, toggle, menus);
      else onMenuKey(event, target, menus);
    },
    { capture: true, signal },
  );
}

/** Tabbing out of a dropdown closes it. */
function closeOnTabOut(root: HTMLElement, signal: AbortSignal): void {
  root.addEventListener(
    'focusout',
    (event) => {
      const item = delegate(event, ITEM);
      const next = event.relatedTarget as Node | null;
      if (!item || !next || item.contains(next)) return;
      const toggle = item.querySelector<HTMLElement>(TOGGLE);
      if (toggle && isOpen(toggle)) close(toggle);
    },
    { signal },
  );
}

/**
 * At the large breakpoint a mouse opens a menu by hovering its item, and closes it a moment after leaving. After the
 * menus were closed from outside (the page left in place), hovering opens nothing until the mouse moves: Chromium
 * tells a resting mouse it is over an item again when the page below it moves, or what covered it goes.
 */
function openOnHover(root: HTMLElement, menus: Menus, signal: AbortSignal): void {
  const large = matchMedia(`(min-width: ${LARGE_BREAKPOINT_PX}px)`);
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !large.matches) return;
    const held = menus.hoverHeldAt;
    if (held && held.x === event.clientX && held.y === event.clientY) return;
    menus.hoverHeldAt = undefined;
    const item = delegate<HTMLElement>(event, ITEM);
    const toggle = item && root.contains(item) ? item.querySelector<HTMLElement>(TOGGLE) : null;
    if (!toggle) return;
    clearTimeout(menus.leaveTimer);
    if (!isOpen(toggle)) menus.open(toggle);
  };
  // Where the mouse rests, to the pixel. After a hold, moving within an item opens its menu (no pointerover comes
  // until the mouse changes element).
  const follow = (event: PointerEvent, moved: boolean) => {
    menus.pointer = { x: event.clientX, y: event.clientY };
    if (!moved || menus.hoverHeldAt) hoverOpen(event);
  };
  root.addEventListener('pointerover', (event) => follow(event, false), { signal });
  root.addEventListener('pointermove', (event) => follow(event, true), { signal });
  root.addEventListener(
    'pointerout',
    (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) menus.pointer = undefined;
      if (event.pointerType !== 'mouse' || !large.matches) return;
      const item = delegate<HTMLElement>(event, ITEM);
      if (!item || item.contains(event.relatedTarget as Node | null)) return;
      const toggle = item.querySelector<HTMLElement>(TOGGLE);
      if (!toggle || !isOpen(toggle) || item.contains(document.activeElement)) return;
      clearTimeout(menus.leaveTimer);
      menus.leaveTimer = setTimeout(() => close(toggle), HOVER_LEAVE_MS);
    },
    { signal },
  );
}

/** A click elsewhere, or Escape while the pointer keeps a menu open, closes the menus. */
function closeFromOutside(menus: Menus, signal: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const open = menus.toggles().filter(isOpen);
      const target = event.target as Element;
      if (open.length && !open.some((toggle) => toggle.closest(ITEM)?.contains(target))) menus.closeAll();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented && menus.toggles().some(isOpen)) menus.closeAll();
    },
    { signal },
  );
}

/** Open menus are measured again once resizing stops. */
function repositionAfterResize(menus: Menus, signal: AbortSignal): void {
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'resize',
    () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        for (const toggle of menus.toggles()) {
          const menu = menuOf(toggle);
          if (menu && isOpen(toggle)) reposition(menu);
        }
      }, REPOSITION.debounceMs);
    },
    { signal },
  );
  signal.addEventListener('abort', () => {
    clearTimeout(menus.leaveTimer);
    clearTimeout(resizeTimer);
  });
}

/**
 * Makes the dropdowns inside `roots` work. `hover` tells whether a root's menus open on hover at the large
 * breakpoint (the desktop navigation does; its mobile copy does not).
 */
export function attachDropdowns(roots: { root: HTMLElement; hover: boolean }[], signal: AbortSignal): Dropdowns {
  const menus = new Menus(roots);
  for (const { root, hover } of roots) {
    for (const toggle of root.querySelectorAll<HTMLElement>(TOGGLE)) {
      if (menuOf(toggle)) toggle.setAttribute('aria-expanded', isOpen(toggle) ? 'true' : 'false');
    }
    listenToggleClicks(root, menus, signal);
    listenKeys(root, menus, signal);
    closeOnTabOut(root, signal);
    if (hover) openOnHover(root, menus, signal);
  }
  closeFromOutside(menus, signal);
  repositionAfterResize(menus, signal);
  return {
    closeAll: () => {
      menus.closeAll();
      menus.hoverHeldAt = menus.pointer;
    },
  };
}
