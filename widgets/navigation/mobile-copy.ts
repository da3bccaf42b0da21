/**
 * The mobile copy of the main navigation (runtime spec §2): the lists marked `data-nav-list` are copied into the
 * mobile panel, so the CMS renders the menu once. Ids in the copy get a `-mobile` suffix and the references to them
 * follow; hooks in the copy are not mounted twice (their `data-widget` is dropped).
 */
import { copyId } from './nav-rules.ts';

const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'] as const;

export function copyNavigation(source: HTMLElement, panel: HTMLElement): HTMLElement[] {
  const copies = Array.from(source.querySelectorAll<HTMLElement>('[data-nav-list]')).map((list) => {
    const copy = list.cloneNode(true) as HTMLElement;
    for (const element of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
      if (element.id) element.id = copyId(element.id);
      for (const name of REFERENCES) {
        const value = element.getAttribute(name);
        if (value) element.setAttribute(name, value.split(/\s+/).map(copyId).join(' '));
      }
      element.removeAttribute('data-widget');
    }
    copy.removeAttribute('data-nav-list');
    copy.dataset.navCopy = '';
    return copy;
  });
  const slot = panel.querySelector<HTMLElement>('[data-nav-copy-slot]') ?? panel;
  slot.append(...copies);
  return copies;
}
