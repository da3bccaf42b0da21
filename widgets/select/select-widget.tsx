/**
 * Mounts a SelectBox right after its native <select> (the hook), until the hook leaves the page. The control's
 * rules are this chunk's stylesheet (select-box.css): it is drawn once they apply, the native select standing
 * until then.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import { mountIsland } from '../react-islands.tsx';
import { SelectBox, type SelectLook } from './select-box.tsx';
import stylesheet from './select-box.css?url';

const styles = loadStylesheet(new URL(stylesheet, import.meta.url).href);

export async function mountSelect(element: HTMLElement, look: SelectLook, maxLabels: number, context: WidgetContext) {
  if (!(element instanceof HTMLSelectElement)) {
    console.error(
      `[runtime] The ${look === 'dropdown' ? 'dropdown-select' : 'styled-select'} hook goes on a <select>.`,
      element,
    );
    return undefined;
  }
  await styles;
  if (context.signal.aborted) return undefined;
  const container = document.createElement('div');
  container.className = 'rt-select-host';
  element.after(container);
  const unmount = mountIsland(container, <SelectBox select={element} look={look} maxLabels={maxLabels} />);
  return () => {
    unmount();
    container.remove();
  };
}
