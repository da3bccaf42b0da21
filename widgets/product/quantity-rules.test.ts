import { describe, expect, it } from 'vitest';
import {
  boundsFrom,
  correctQuantity,
  orderQuantity,
  plainQuantity,
  stepperState,
  stepQuantity,
  withinBounds,
} from './quantity-rules.ts';

const bounds = (min = 1, max = 0, step = 1) => ({ min, max, step });

describe('quantity correction (shop spec §5)', () => {
  it('defaults to minimum 1, step 1, no maximum', () => {
    expect(boundsFrom({})).toEqual({ min: 1, max: 0, step: 1 });
    expect(boundsFrom({ min: '6', max: '48', step: '6' })).toEqual({ min: 6, max: 48, step: 6 });
    expect(boundsFrom({ min: 'abc', step: '0', max: '-3' })).toEqual({ min: 1, max: 0, step: 1 });
  });

  it('empties what is not a number', () => {
    expect(correctQuantity('', bounds())).toBeNull();
    expect(correctQuantity('deux', bounds())).toBeNull();
    expect(correctQuantity('3x', bounds())).toBeNull();
  });

  it('reads numbers with spaces and a comma', () => {
    expect(correctQuantity(' 12 ', bounds())).toBe(12);
    expect(correctQuantity('2,0', bounds())).toBe(2);
  });

  it('rounds to a multiple of a step above 1: up when increasing, down when decreasing', () => {
    expect(correctQuantity('7', bounds(6, 0, 6), 6)).toBe(12);
    expect(correctQuantity('11', bounds(6, 0, 6), 12)).toBe(6);
    expect(correctQuantity('12', bounds(6, 0, 6), 6)).toBe(12);
    expect(correctQuantity('13', bounds(6, 0, 6))).toBe(18);
  });

  it('brings values below the minimum to it, and above the maximum to it', () => {
    expect(correctQuantity('0', bounds(1))).toBe(1);
    expect(correctQuantity('-4', bounds(2))).toBe(2);
    expect(correctQuantity('60', bounds(1, 50))).toBe(50);
    expect(correctQuantity('60', bounds(1, 0))).toBe(60);
    expect(correctQuantity('50', bounds(6, 50, 6), 48)).toBe(50);
  });

  it('propagates only quantities within bounds (maximum 0 = none)', () => {
    expect(withinBounds(3, bounds(1, 5))).toBe(true);
    expect(withinBounds(6, bounds(1, 5))).toBe(false);
    expect(withinBounds(0, bounds(1, 5))).toBe(false);
    expect(withinBounds(999, bounds(1, 0))).toBe(true);
    expect(withinBounds(null, bounds())).toBe(false);
  });

  it('steps with minus and plus, and tells when they can act', () => {
    expect(stepQuantity(6, bounds(6, 0, 6), 1)).toBe(12);
    expect(stepQuantity(12, bounds(6, 0, 6), -1)).toBe(6);
    expect(stepQuantity(6, bounds(6, 0, 6), -1)).toBe(6);
    expect(stepQuantity(5, bounds(1, 5), 1)).toBe(5);
    expect(stepQuantity(null, bounds(2), 1)).toBe(2);
    expect(stepperState(1, bounds(1, 5))).toEqual({ canDecrease: false, canIncrease: true });
    expect(stepperState(5, bounds(1, 5))).toEqual({ canDecrease: true, canIncrease: false });
  });

  it('the plain number input counts non-numbers as 0 and disables minus at 0 or less', () => {
    expect(plainQuantity('abc')).toEqual({ value: 0, canDecrease: false });
    expect(plainQuantity('-1')).toEqual({ value: -1, canDecrease: false });
    expect(plainQuantity('2')).toEqual({ value: 2, canDecrease: true });
  });

  it('orders 1 when the quantity cannot be read', () => {
    expect(orderQuantity('')).toBe(1);
    expect(orderQuantity(null)).toBe(1);
    expect(orderQuantity('zéro')).toBe(1);
    expect(orderQuantity('0')).toBe(1);
    expect(orderQuantity('4')).toBe(4);
  });
});
