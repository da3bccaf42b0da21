/**
 * Countdowns (runtime spec §4): days, hours, minutes and seconds left until `data-end`, then the end callback.
 *
 * Plain DOM, so that a listing with a countdown per product stays cheap: each hook gets a copy of one prepared
 * structure, and the countdowns mounted together (in one task: a page, an in-place load, an inserted list) share
 * ONE ticker that updates each of them every second from their mount, touching only the text that changed.
 */
import { emit } from '../../runtime/events.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { CountdownOptions as Options } from './definition.ts';
import { crossedEnd, remaining } from './remaining.ts';
import { rememberedUnitNames, spokenRemaining, UNITS } from './units.ts';

const TICK_MS = 1000;

interface Shown {
  endMs: number;
  label: string | undefined;
  timer: HTMLElement;
  /** Per unit, in UNITS order: the text of its value and of its name. */
  parts: { unit: (typeof UNITS)[number]; value: Text; name: Text }[];
  /** The time of the previous tick: the end is crossed between two ticks. */
  previous: number;
  onEnded: () => void;
}

/** Countdowns mounted in the same task, ticking together. */
interface Batch {
  members: Set<Shown>;
  ticker: ReturnType<typeof setInterval>;
}

let current: Batch | undefined;
const unitName = rememberedUnitNames();
let prepared: HTMLElement | undefined;

/** The structure every countdown copies (role=timer is not announced on each tick: its live region is off). */
function structure(): HTMLElement {
  if (!prepared) {
    prepared = document.createElement('span');
    prepared.className = 'rt-countdown';
    prepared.setAttribute('role', 'timer');
    for (const unit of UNITS) {
      const part = document.createElement('span');
      part.className = `rt-countdown__part rt-countdown__${unit}`;
      part.setAttribute('aria-hidden', 'true');
      const value = document.createElement('span');
      value.className = 'rt-countdown__value';
      value.textContent = ' ';
      const name = document.createElement('span');
      name.className = 'rt-countdown__unit';
      name.textContent = ' ';
      part.append(value, name);
      prepared.append(part);
    }
  }
  return prepared.cloneNode(true) as HTMLElement;
}

function render(countdown: Shown, now: number): void {
  const left = remaining(countdown.endMs, now);
  const spoken = spokenRemaining(left, unitName);
  const label = countdown.label ? `${countdown.label} ${spoken}` : spoken;
  if (countdown.timer.getAttribute('aria-label') !== label) countdown.timer.setAttribute('aria-label', label);
  for (const part of countdown.parts) {
    const value = String(left[part.unit]).padStart(2, '0');
    if (part.value.data !== value) part.value.data = value;
    const name = unitName(part.unit, left[part.unit]);
    if (part.name.data !== name) part.name.data = name;
  }
}

function tick(batch: Batch): void {
  const now = Date.now();
  for (const countdown of batch.members) {
    if (crossedEnd(countdown.endMs, countdown.previous, now)) countdown.onEnded();
    countdown.previous = now;
    if (batch.members.has(countdown)) render(countdown, now);
  }
}

/** The batch of this task: a new one (and its ticker) for the first countdown mounted in a task. */
function batchOfThisTask(): Batch {
  if (!current) {
    const batch: Batch = { members: new Set(), ticker: setInterval(() => tick(batch), TICK_MS) };
    current = batch;
    setTimeout(() => {
      if (current === batch) current = undefined;
    });
  }
  return current;
}

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const original = Array.from(element.childNodes);
  const timer = structure();
  const countdown: Shown = {
    endMs: options.end.getTime(),
    label: options.label,
    timer,
    parts: UNITS.map((unit, index) => {
      const part = timer.children[index] as HTMLElement;
      return { unit, value: part.firstChild?.firstChild as Text, name: part.lastChild?.firstChild as Text };
    }),
    previous: Date.now(),
    onEnded: () => {
      // The end callback (runtime spec §4): a listener of `countdown:ended` may take over from reload or hide.
      const proceed = emit(
        'countdown:ended',
        { end: options.end.toISOString() },
        { cancelable: true, target: element },
      );
      if (!proceed) return;
      if (options.onEnd === 'reload') location.reload();
      if (options.onEnd === 'hide') element.hidden = true;
    },
  };
  render(countdown, countdown.previous);
  element.replaceChildren(timer);
  const batch = batchOfThisTask();
  batch.members.add(countdown);
  return () => {
    batch.members.delete(countdown);
    if (batch.members.size === 0) {
      clearInterval(batch.ticker);
      if (current === batch) current = undefined;
    }
    element.replaceChildren(...original);
  };
}
