/**
 * The pickup point screen (shop spec §2, §4, §5, §7, §8, §9), opened in a dialog from the checkout (pickup-choice.ts):
 * a React island (pickup-screen.tsx) over the server's search form, list, status line, map box and select button.
 */
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import type { PickupPointsOptions as Options } from './definition.ts';
import { type PickupParts, PickupScreen } from './pickup-screen.tsx';

let nextId = 0;

/** The server's parts of the screen, or null (told in the console) when one it needs is missing. */
function partsOf(root: HTMLElement): PickupParts | null {
  const list = root.querySelector<HTMLElement>('[data-pickup-list]');
  const form = root.querySelector<HTMLFormElement>('form[data-pickup-form]');
  const select = root.querySelector<HTMLButtonElement>('[data-pickup-select]');
  if (!list || !form || !select) {
    console.error(
      '[runtime] The pickup-points widget needs [data-pickup-list], a [data-pickup-form] form and [data-pickup-select].',
      root,
    );
    return null;
  }
  const status = root.querySelector<HTMLElement>('[data-pickup-status]');
  // From now on the island says what the search found.
  status?.replaceChildren();
  list.replaceChildren();
  return { root, form, list, select, status, map: root.querySelector<HTMLElement>('[data-pickup-map]') };
}

export function mount(root: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const parts = partsOf(root);
  if (!parts) return undefined;
  const group = `pickup-point-${++nextId}`;
  return mountIsland(
    parts.list,
    <PickupScreen parts={parts} options={options} runtime={runtime} signal={signal} group={group} />,
  );
}
