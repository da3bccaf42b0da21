import { describe, expect, it } from 'vitest';
import { prepaidCoverage } from './prepaid-rules.ts';

describe('prepaid coverage', () => {
  it('a balance above the total pays the whole order', () => {
    expect(prepaidCoverage(1500, 254.1)).toEqual({ paid: 254.1, rest: 0 });
  });
  it('a smaller balance pays what it holds; the rest is due, to the cent', () => {
    expect(prepaidCoverage(240, 254.1)).toEqual({ paid: 240, rest: 14.1 });
    expect(prepaidCoverage(0.1, 0.3)).toEqual({ paid: 0.1, rest: 0.2 });
  });
  it('an empty or negative balance pays nothing; an unreadable total is nothing due', () => {
    expect(prepaidCoverage(-5, 20)).toEqual({ paid: 0, rest: 20 });
    expect(prepaidCoverage(Number.NaN, 20)).toEqual({ paid: 0, rest: 20 });
    expect(prepaidCoverage(100, Number.NaN)).toEqual({ paid: 0, rest: 0 });
  });
});
