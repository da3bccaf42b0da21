/**
 * The main navigation and its mobile copy (runtime spec §2, shop spec §4 and §9): dropdowns, named body classes,
 * everything closed when the page is left, and the current page marked in the menus after in-place navigation.
 */
import { on } from '../../runtime/events.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { attachBodyClasses } from './body-classes.ts';
import type { MainNavigationOptions as Options } from './definition.ts';
import { attachDropdowns } from './dropdowns.ts';
import { copyNavigation } from './mobile-copy.ts';
import { isCurrentPage } from './nav-rules.ts';

function markCurrentPage(roots: HTMLElement[]): void {
  for (const root of roots) {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-nav-list] a[href], [data-nav-copy] a[href]')) {
      if (link.origin !== location.origin || link.matches('.dropdown-toggle, [data-nav-dropdown]')) continue;
      if (isCurrentPage(link.pathname, location.pathname)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const panel = options.mobileCopy ? document.querySelector<HTMLElement>(options.mobileCopy) : null;
  if (options.mobileCopy && !panel) {
    console.warn(`[runtime] main-navigation: data-mobile-copy "${options.mobileCopy}" matches no element.`);
  }
  const copies = panel ? copyNavigation(element, panel) : [];
  const roots = panel ? [element, panel] : [element];

  const dropdowns = attachDropdowns(
    roots.map((root) => ({ root, hover: root === element })),
    signal,
  );
  // Opening a named body class closes the others and the dropdowns.
  const bodyClasses = attachBodyClasses(signal, () => dropdowns.closeAll());

  on(
    'page:leave',
    () => {
      dropdowns.closeAll();
      bodyClasses.closeAll();
    },
    { signal },
  );
  on('page:loaded', () => markCurrentPage(roots), { signal });
  markCurrentPage(roots);

  return () => {
    for (const copy of copies) copy.remove();
  };
}
