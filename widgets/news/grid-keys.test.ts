import { describe, expect, it } from 'vitest';
import { gridMove } from './grid-keys.ts';

// November 2026: 1 November is a Sunday, so six empty cells, then 30 days, then six empty cells.
const usable = [...Array<boolean>(6).fill(false), ...Array<boolean>(30).fill(true), ...Array<boolean>(6).fill(false)];

describe('news calendar grid keys', () => {
  it('moves by a day and by a week, skipping empty cells, stopping at the edges', () => {
    expect(gridMove('ArrowRight', 6, usable)).toEqual({ cell: 7 });
    expect(gridMove('ArrowLeft', 6, usable)).toBeNull();
    expect(gridMove('ArrowDown', 6, usable)).toEqual({ cell: 13 });
    expect(gridMove('ArrowUp', 13, usable)).toEqual({ cell: 6 });
    expect(gridMove('ArrowUp', 8, usable)).toBeNull();
    expect(gridMove('ArrowDown', 33, usable)).toBeNull();
    expect(gridMove('ArrowRight', 35, usable)).toBeNull();
  });

  it('Home and End stay in the row', () => {
    expect(gridMove('Home', 10, usable)).toEqual({ cell: 7 });
    expect(gridMove('End', 10, usable)).toEqual({ cell: 13 });
    expect(gridMove('Home', 6, usable)).toEqual({ cell: 6 });
    expect(gridMove('End', 30, usable)).toEqual({ cell: 34 });
  });

  it('Page Up and Page Down change the month; other keys do nothing', () => {
    expect(gridMove('PageUp', 10, usable)).toEqual({ month: -1 });
    expect(gridMove('PageDown', 10, usable)).toEqual({ month: 1 });
    expect(gridMove('a', 10, usable)).toBeNull();
  });
});
