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
 *
 * Mounting costs two cloned prepared buttons, already marked for the box's value before they join the page (no
 * attribute changes on laid-out elements), and an entry in a map: one set of document listeners serves every box of
 * the page, and one polite live region at the end of the body announces the corrections of them all.
 */
import { delegate } from '../../runtime/dom.ts';
import { emit } from '../../runtime/events.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { QuantityOptions as Options } from './definition.ts';
import {
  boundsFrom,
  correctQuantity,
  plainQuantity,
  type QuantityBounds,
  stepperState,
  stepQuantity,
  withinBounds,
} from './quantity-rules.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';
import { politeRegion } from '../shared/polite-region.ts';
import { parseNumber } from '../shared/typed-number.ts';

/** Shop spec §9: typing is corrected after 600 ms. */
export const TYPING_DELAY_MS = 600;

/** A mounted quantity box: what the page-wide listeners need to serve it. */
interface Box {
  element: HTMLElement;
  input: HTMLInputElement;
  options: Options;
  /** The last value emitted (or found at mount). */
  committed: number | null;
  timer?: ReturnType<typeof setTimeout>;
}

/** A step button as prepared in both its states, copied by the boxes that start in that state. */
interface PreparedStep {
  can: HTMLButtonElement;
  cannot: HTMLButtonElement;
}
let prepared: { minus: PreparedStep; plus: PreparedStep } | undefined;

type StepperState = ReturnType<typeof stepperState>;

function stepButton(direction: -1 | 1, can: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline-secondary rt-quantity__step';
  button.dataset.quantityStep = String(direction);
  button.setAttribute('aria-label', t(direction > 0 ? 'Catalog.IncreaseQuantity' : 'Catalog.DecreaseQuantity'));
  // aria-disabled rather than disabled: a button pressed down to the minimum keeps the focus.
  button.setAttribute('aria-disabled', String(!can));
  button.textContent = direction > 0 ? '+' : '−';
  return button;
}

/** The minus and plus a box without its own buttons copies, in the box's state (labels asked once per page). */
function preparedSteps(state: StepperState): [HTMLButtonElement, HTMLButtonElement] {
  prepared ??= {
    minus: { can: stepButton(-1, true), cannot: stepButton(-1, false) },
    plus: { can: stepButton(1, true), cannot: stepButton(1, false) },
  };
  const { minus, plus } = prepared;
  return [
    (state.canDecrease ? minus.can : minus.cannot).cloneNode(true) as HTMLButtonElement,
    (state.canIncrease ? plus.can : plus.cannot).cloneNode(true) as HTMLButtonElement,
  ];
}

const bounds = ({ input }: Box): QuantityBounds =>
  boundsFrom({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });

function stateOf(box: Box): StepperState {
  return box.options.plain
    ? { canDecrease: plainQuantity(box.input.value).canDecrease, canIncrease: true }
    : stepperState(parseNumber(box.input.value), bounds(box));
}

function refreshButtons(box: Box): void {
  const state = stateOf(box);
  for (const button of box.element.querySelectorAll<HTMLButtonElement>('[data-quantity-step]')) {
    const can = Number(button.dataset.quantityStep) > 0 ? state.canIncrease : state.canDecrease;
    // aria-disabled rather than disabled: a button pressed down to the minimum keeps the focus.
    const disabled = String(!can);
    if (button.getAttribute('aria-disabled') !== disabled) button.setAttribute('aria-disabled', disabled);
  }
}

function commit(box: Box, value: number | null, announce: boolean): void {
  const { input, options } = box;
  const text = value === null ? '' : String(value);
  if (announce && input.value !== text && announcer) {
    announcer.textContent = value === null ? '' : t('Catalog.QuantityCorrected', { value });
  }
  input.value = text;
  refreshButtons(box);
  if (value === box.committed) return;
  box.committed = value;
  if (options.plain ? value !== null : withinBounds(value, bounds(box))) {
    emit('quantity:change', { value: value as number }, { target: input });
  }
}

function correctNow(box: Box): void {
  clearTimeout(box.timer);
  if (box.options.plain) {
    commit(box, plainQuantity(box.input.value).value, true);
    return;
  }
  commit(box, correctQuantity(box.input.value, bounds(box), box.committed), true);
}

/** The box whose input `event` is about. */
function boxOfInput(event: Event): Box | undefined {
  const box = boxes.of(event.target);
  return box && box.input === event.target ? box : undefined;
}

/** The live region that announces the corrections of every box of the page (while one is mounted). */
let announcer: HTMLElement | undefined;

/**
 * One set of listeners on the document serves every box of the page (a category page carries one per product), in
 * the capture phase: a box corrects its value before any other listener of the page sees the event.
 */
function listen(signal: AbortSignal): void {
  announcer = politeRegion('quantity', signal);
  const onInput = (event: Event) => {
    const box = boxOfInput(event);
    if (!box) return;
    clearTimeout(box.timer);
    refreshButtons(box);
    box.timer = setTimeout(() => correctNow(box), TYPING_DELAY_MS);
  };
  const onCommit = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    const box = boxOfInput(event);
    if (box) correctNow(box);
  };
  const options = { capture: true, signal };
  document.addEventListener('input', onInput, options);
  for (const type of ['change', 'blur', 'keydown']) document.addEventListener(type, onCommit, options);
  document.addEventListener(
    'click',
    (event) => {
      const button = delegate<HTMLButtonElement>(event, '[data-quantity-step]');
      const box = button ? boxes.of(button) : undefined;
      if (!button || !box) return;
      event.preventDefault();
      if (button.getAttribute('aria-disabled') === 'true') return;
      clearTimeout(box.timer);
      const direction = Number(button.dataset.quantityStep) > 0 ? 1 : -1;
      const current = parseNumber(box.input.value);
      const next = box.options.plain
        ? Math.max(0, (current ?? 0) + direction)
        : stepQuantity(current, bounds(box), direction);
      if (announcer) announcer.textContent = '';
      commit(box, next, false);
    },
    options,
  );
}

const boxes = new DelegatedHooks<Box>(listen);

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const input = element.querySelector<HTMLInputElement>('input:not([type=hidden])');
  if (!input) {
    console.error('[runtime] The quantity widget needs an input inside its element.', element);
    return undefined;
  }
  const box: Box = { element, input, options, committed: parseNumber(input.value) };
  let added: HTMLElement[] = [];
  if (element.querySelector('[data-quantity-step]')) refreshButtons(box);
  else {
    // Copies already in the box's state: two insertions, no attribute changed once they are on the page.
    const [minus, plus] = preparedSteps(stateOf(box));
    input.before(minus);
    input.after(plus);
    added = [minus, plus];
  }
  boxes.add(element, box);

  return () => {
    clearTimeout(box.timer);
    boxes.remove(element, box);
    for (const node of added) node.remove();
  };
}
