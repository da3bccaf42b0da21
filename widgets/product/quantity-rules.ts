/**
 * Quantity correction (shop spec §5), pure. The quantity box applies it while typing (after 600 ms) and at once
 * on other events; the order and the variant refresh only see quantities within bounds.
 */
import { parseNumber } from '../shared/typed-number.ts';

export interface QuantityBounds {
  /** Default 1. */
  min: number;
  /** 0 means no maximum. */
  max: number;
  /** Default 1. */
  step: number;
}

export const DEFAULT_BOUNDS: QuantityBounds = { min: 1, max: 0, step: 1 };

/** Reads bounds from attribute values (min, max, step), with the defaults for missing or unreadable ones. */
export function boundsFrom(values: { min?: string | null; max?: string | null; step?: string | null }): QuantityBounds {
  const read = (value: string | null | undefined, fallback: number, least: number) => {
    const number = parseNumber(value ?? '');
    return number === null || number < least ? fallback : number;
  };
  return {
    min: read(values.min, DEFAULT_BOUNDS.min, 0),
    max: read(values.max, DEFAULT_BOUNDS.max, 0),
    step: read(values.step, DEFAULT_BOUNDS.step, Number.MIN_VALUE),
  };
}

/**
 * The corrected quantity for what was typed, or null (the box is emptied) when it is not a number.
 * `previous` tells the direction: with a step above 1 the value is rounded to a multiple of the step, up when it
 * increased and down when it decreased. Then below the minimum gives the minimum, above the maximum the maximum.
 */
export function correctQuantity(text: string, bounds: QuantityBounds, previous?: number | null): number | null {
  let value = parseNumber(text);
  if (value === null) return null;
  if (bounds.step > 1 && value % bounds.step !== 0) {
    const increasing = previous === undefined || previous === null || value >= previous;
    value = (increasing ? Math.ceil(value / bounds.step) : Math.floor(value / bounds.step)) * bounds.step;
  }
  if (value < bounds.min) value = bounds.min;
  if (bounds.max > 0 && value > bounds.max) value = bounds.max;
  return value;
}

/** Propagated to the order and the variant refresh only when within bounds (a maximum of 0 means none). */
export function withinBounds(value: number | null, bounds: QuantityBounds): value is number {
  return value !== null && value >= bounds.min && (bounds.max <= 0 || value <= bounds.max);
}

/** The value after pressing minus (-1) or plus (+1): one step, corrected. */
export function stepQuantity(current: number | null, bounds: QuantityBounds, direction: 1 | -1): number {
  const base = current ?? (direction > 0 ? bounds.min - bounds.step : bounds.min);
  const next = base + direction * bounds.step;
  return correctQuantity(String(next), bounds, base) ?? bounds.min;
}

/** Whether minus and plus can change the value. */
export function stepperState(
  current: number | null,
  bounds: QuantityBounds,
): { canDecrease: boolean; canIncrease: boolean } {
  return {
    canDecrease: current !== null && current > bounds.min,
    canIncrease: current === null || bounds.max <= 0 || current < bounds.max,
  };
}

/** The plain number input (no bounds): not a number counts as 0, and minus is disabled at 0 or less. */
export function plainQuantity(text: string): { value: number; canDecrease: boolean } {
  const value = parseNumber(text) ?? 0;
  return { value, canDecrease: value > 0 };
}

/** The quantity sent with an order: 1 when the box cannot be read. */
export function orderQuantity(text: string | null | undefined): number {
  const value = parseNumber(text ?? '');
  return value === null || value <= 0 ? 1 : value;
}
