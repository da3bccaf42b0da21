/** Mounts a SelectBox right after its native <select> (the hook), until the hook leaves the page. */
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import { SelectBox, type SelectLook } from './select-box.tsx';

export function mountSelect(element: HTMLElement, look: SelectLook, maxLabels: number, _context: WidgetContext) {
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
