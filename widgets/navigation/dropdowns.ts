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
import { LARGE_BREAKPOINT_PX, REPOSITION, shiftIntoViewport } from './nav-rules.ts';

const TOGGLE = '.dropdown-toggle, [data-nav-dropdown]';
const ITEM = '.dropdown, [data-nav-item]';
const HOVER_LEAVE_MS = 200;

export interface Dropdowns {
  closeAll(): void;
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

/**
 * Makes the dropdowns inside `roots` work. `hover` tells whether a root's menus open on hover at the large
 * breakpoint (the desktop navigation does; its mobile copy does not).
 */
export function attachDropdowns(roots: { root: HTMLElement; hover: boolean }[], signal: AbortSignal): Dropdowns {
  const large = matchMedia(`(min-width: ${LARGE_BREAKPOINT_PX}px)`);
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const toggles = () => roots.flatMap(({ root }) => Array.from(root.querySelectorAll<HTMLElement>(TOGGLE)));
  const isOpen = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded') === 'true';

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

  function closeAll(except?: HTMLElement): void {
    clearTimeout(leaveTimer);
    for (const toggle of toggles()) if (toggle !== except && isOpen(toggle)) close(toggle);
  }

  function open(toggle: HTMLElement): HTMLElement | null {
    const menu = menuOf(toggle);
    if (!menu) return null;
    closeAll(toggle);
    toggle.setAttribute('aria-expanded', 'true');
    toggle.classList.add('show');
    menu.classList.add('show');
    reposition(menu);
    return menu;
  }

  function focusItem(menu: HTMLElement, which: 'first' | 'last' | 1 | -1): void {
    const items = itemsOf(menu);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      which === 'first' ? 0 : which === 'last' ? items.length - 1 : (index + which + items.length) % items.length;
    items[next]?.focus();
  }

  for (const { root, hover } of roots) {
    for (const toggle of root.querySelectorAll<HTMLElement>(TOGGLE)) {
      if (menuOf(toggle)) toggle.setAttribute('aria-expanded', isOpen(toggle) ? 'true' : 'false');
    }

    root.addEventListener(
      'click',
      (event) => {
        const toggle = (event.target as Element).closest<HTMLElement>(TOGGLE);
        if (!toggle || !root.contains(toggle) || !menuOf(toggle)) return;
        // An open menu's toggle follows its link (the navigation takes the click from here).
        if (isOpen(toggle) && toggle instanceof HTMLAnchorElement && toggle.href) return;
        event.preventDefault();
        if (isOpen(toggle)) close(toggle);
        else open(toggle);
      },
      { signal },
    );

    // On the window, in the capture phase: the theme's Bootstrap bundle listens for keys in any `.dropdown-menu`
    // in the document's capture phase, looking for its own `data-bs-toggle` (which these menus have not: it
    // threw). The keys handled here are this widget's alone, so they stop before reaching it.
    window.addEventListener(
      'keydown',
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLElement) || !root.contains(target)) return;
        const toggle = target.closest<HTMLElement>(TOGGLE);
        if (toggle && root.contains(toggle) && menuOf(toggle)) {
          if (event.key === 'ArrowDown' || (event.key === ' ' && !isOpen(toggle))) {
            event.preventDefault();
            const menu = open(toggle);
            if (menu && event.key === 'ArrowDown') focusItem(menu, 'first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            const menu = open(toggle);
            if (menu) focusItem(menu, 'last');
          } else if (event.key === 'Escape' && isOpen(toggle)) {
            event.preventDefault();
            close(toggle);
          }
          return;
        }
        const openToggle = toggles().find((candidate) => isOpen(candidate) && menuOf(candidate)?.contains(target));
        const menu = openToggle && menuOf(openToggle);
        if (!openToggle || !menu) return;
        const moves: Record<string, 'first' | 'last' | 1 | -1> = {
          ArrowDown: 1,
          ArrowUp: -1,
          Home: 'first',
          End: 'last',
        };
        if (event.key in moves) {
          event.preventDefault();
          event.stopPropagation();
          focusItem(menu, moves[event.key] as 'first' | 'last' | 1 | -1);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close(openToggle);
          openToggle.focus();
        }
      },
      { capture: true, signal },
    );

    // Tabbing out of a dropdown closes it.
    root.addEventListener(
      'focusout',
      (event) => {
        const item = (event.target as Element).closest(ITEM);
        const next = event.relatedTarget as Node | null;
        if (!item || !next || item.contains(next)) return;
        const toggle = item.querySelector<HTMLElement>(TOGGLE);
        if (toggle && isOpen(toggle)) close(toggle);
      },
      { signal },
    );

    if (!hover) continue;
    root.addEventListener(
      'pointerover',
      (event) => {
        if (event.pointerType !== 'mouse' || !large.matches) return;
        const item = (event.target as Element).closest<HTMLElement>(ITEM);
        const toggle = item && root.contains(item) ? item.querySelector<HTMLElement>(TOGGLE) : null;
        if (!toggle) return;
        clearTimeout(leaveTimer);
        if (!isOpen(toggle)) open(toggle);
      },
      { signal },
    );
    root.addEventListener(
      'pointerout',
      (event) => {
        if (event.pointerType !== 'mouse' || !large.matches) return;
        const item = (event.target as Element).closest<HTMLElement>(ITEM);
        if (!item || item.contains(event.relatedTarget as Node | null)) return;
        const toggle = item.querySelector<HTMLElement>(TOGGLE);
        if (!toggle || !isOpen(toggle) || item.contains(document.activeElement)) return;
        clearTimeout(leaveTimer);
        leaveTimer = setTimeout(() => close(toggle), HOVER_LEAVE_MS);
      },
      { signal },
    );
  }

  // A click elsewhere, or Escape while the pointer keeps a menu open, closes the menus.
  document.addEventListener(
    'click',
    (event) => {
      const open = toggles().filter(isOpen);
      const target = event.target as Element;
      if (open.length && !open.some((toggle) => toggle.closest(ITEM)?.contains(target))) closeAll();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented && toggles().some(isOpen)) closeAll();
    },
    { signal },
  );
  window.addEventListener(
    'resize',
    () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        for (const toggle of toggles()) {
          const menu = menuOf(toggle);
          if (menu && isOpen(toggle)) reposition(menu);
        }
      }, REPOSITION.debounceMs);
    },
    { signal },
  );
  signal.addEventListener('abort', () => {
    clearTimeout(leaveTimer);
    clearTimeout(resizeTimer);
  });

  return { closeAll: () => closeAll() };
}
