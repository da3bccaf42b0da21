/**
 * The quantity box (shop spec §5), plain DOM: a category page carries one per product, so it costs no React.
 *
 *   <div data-widget="quantity" class="input-group">
 *     <button type="button" data-quantity-step="-1">−</button>
 *     <input type="number" name="Quantity" value="1" min="1" step="1" max="0">
 *     <button type="button" data-quantity-step="1">+</button>
 *   </div>
 *
 * Typing is corrected 600 ms after the last key, change and blur at once; a correction is announced politely.
 * Each committed value within bounds is emitted as `quantity:change` on the input (once per value).
 */
import { emit } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { quantityOptions } from './quantity-definition.ts';
import {
  boundsFrom,
  correctQuantity,
  plainQuantity,
  type QuantityBounds,
  stepperState,
  stepQuantity,
  withinBounds,
} from './quantity-rules.ts';
import { parseNumber } from '../shared/typed-number.ts';
import type * as v from 'valibot';

/** Shop spec §9: typing is corrected after 600 ms. */
export const TYPING_DELAY_MS = 600;

type Options = v.InferOutput<typeof quantityOptions>;

function stepper(direction: 1 | -1): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline-secondary rt-quantity__step';
  button.dataset.quantityStep = String(direction);
  button.setAttribute('aria-label', t(direction > 0 ? 'Catalog.IncreaseQuantity' : 'Catalog.DecreaseQuantity'));
  button.textContent = direction > 0 ? '+' : '−';
  return button;
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const input = element.querySelector<HTMLInputElement>('input:not([type=hidden])');
  if (!input) {
    console.error('[runtime] The quantity widget needs an input inside its element.', element);
    return undefined;
  }
  const added: HTMLElement[] = [];
  if (!element.querySelector('[data-quantity-step]')) {
    const minus = stepper(-1);
    const plus = stepper(1);
    input.before(minus);
    input.after(plus);
    added.push(minus, plus);
  }
  const status = document.createElement('span');
  status.className = 'rt-visually-hidden';
  status.setAttribute('role', 'status');
  element.append(status);
  added.push(status);

  const bounds = (): QuantityBounds =>
    boundsFrom({
      min: input.getAttribute('min'),
      max: input.getAttribute('max'),
      step: input.getAttribute('step'),
    });
  let committed: number | null = parseNumber(input.value);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refreshButtons = () => {
    const value = parseNumber(input.value);
    const state = options.plain
      ? { canDecrease: plainQuantity(input.value).canDecrease, canIncrease: true }
      : stepperState(value, bounds());
    for (const button of element.querySelectorAll<HTMLButtonElement>('[data-quantity-step]')) {
      const can = Number(button.dataset.quantityStep) > 0 ? state.canIncrease : state.canDecrease;
      // aria-disabled rather than disabled: a button pressed down to the minimum keeps the focus.
      button.setAttribute('aria-disabled', String(!can));
    }
  };

  const commit = (value: number | null, announce: boolean) => {
    const text = value === null ? '' : String(value);
    if (announce && input.value !== text) {
      status.textContent = value === null ? '' : t('Catalog.QuantityCorrected', { value });
    }
    input.value = text;
    refreshButtons();
    if (value === committed) return;
    committed = value;
    if (options.plain ? value !== null : withinBounds(value, bounds())) {
      emit('quantity:change', { value: value as number }, { target: input });
    }
  };

  const correctNow = () => {
    clearTimeout(timer);
    if (options.plain) {
      commit(plainQuantity(input.value).value, true);
      return;
    }
    commit(correctQuantity(input.value, bounds(), committed), true);
  };

  input.addEventListener(
    'input',
    () => {
      clearTimeout(timer);
      refreshButtons();
      timer = setTimeout(correctNow, TYPING_DELAY_MS);
    },
    { signal },
  );
  input.addEventListener('change', correctNow, { signal });
  input.addEventListener('blur', correctNow, { signal });
  input.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') correctNow();
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-quantity-step]');
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      if (button.getAttribute('aria-disabled') === 'true') return;
      clearTimeout(timer);
      const direction = Number(button.dataset.quantityStep) > 0 ? 1 : -1;
      const current = parseNumber(input.value);
      const next = options.plain ? Math.max(0, (current ?? 0) + direction) : stepQuantity(current, bounds(), direction);
      status.textContent = '';
      commit(next, false);
    },
    { signal },
  );
  refreshButtons();

  return () => {
    clearTimeout(timer);
    for (const node of added) node.remove();
  };
}
