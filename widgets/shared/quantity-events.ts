/**
 * Listening to committed quantities, whether the input sits in a quantity box (which corrects it first and emits
 * `quantity:change`) or is a bare input (its native `change`, read as typed).
 */
import { parseNumber } from './typed-number.ts';

const IN_BOX = '[data-widget~="quantity"]';

export function onQuantityChange(
  root: HTMLElement,
  selector: string,
  handler: (input: HTMLInputElement, value: number) => void,
  signal: AbortSignal,
): void {
  const matching = (target: EventTarget | null): HTMLInputElement | null =>
    target instanceof HTMLInputElement && target.matches(selector) && root.contains(target) ? target : null;
  root.addEventListener(
    'quantity:change',
    (event) => {
      const input = matching(event.target);
      if (input) handler(input, (event as CustomEvent<{ value: number }>).detail.value);
    },
    { signal },
  );
  root.addEventListener(
    'change',
    (event) => {
      const input = matching(event.target);
      if (!input || input.closest(IN_BOX)) return;
      const value = parseNumber(input.value);
      if (value !== null) handler(input, value);
    },
    { signal },
  );
}
