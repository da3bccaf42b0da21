/**
 * Mounts a SelectBox right after its native <select> (the hook), until the hook leaves the page. The control's
 * rules are this chunk's stylesheet (select-box.css): the chunk resolves once they apply (the native select
 * standing until then), so every select of a form is drawn styled, at once, in the registry's slices.
 */
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import { mountIsland } from '../react-islands.tsx';
import { SelectBox, type SelectLook } from './select-box.tsx';
import stylesheet from './select-box.css?url';

await loadStylesheet(new URL(stylesheet, import.meta.url).href);

export function mountSelect(element: HTMLElement, look: SelectLook, maxLabels: number) {
  if (!(element instanceof HTMLSelectElement)) {
    console.error(
      `[runtime] The ${look === 'dropdown' ? 'dropdown-select' : 'styled-select'} hook goes on a <select>.`,
      element,
    );
    return undefined;
  }
  const container = document.createElement('div');
  container.className = 'rt-select-host';
  element.after(container);
  const unmount = mountIsland(container, <SelectBox select={element} look={look} maxLabels={maxLabels} />);
  return () => {
    unmount();
    container.remove();
  };
}
