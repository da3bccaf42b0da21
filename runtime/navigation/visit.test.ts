import { describe, expect, it, vi } from 'vitest';
import { Visit } from './visit.ts';
import type { VisitState } from './visit-state.ts';

const newVisit = (initial: 'leaving' | 'loading' = 'leaving') =>
  new Visit({ url: '/fr/catalog/category/3/', push: true, noCache: false }, initial);

/** Drives a fresh visit along `steps`, checking each is accepted. */
function drive(visit: Visit, steps: VisitState[]): Visit {
  for (const step of steps) expect(visit.transition(step), `→ ${step}`).toBe(true);
  return visit;
}

describe('a visit’s cleanups', () => {
  it.each<[string, VisitState[]]>([
    ['arriving (inserting → images)', ['loading', 'inserting', 'images', 'finished']],
    ['failing while loading', ['loading', 'failed']],
    ['failing while leaving', ['failed']],
    ['failing while inserting', ['inserting', 'failed']],
    ['aborted while leaving', ['aborted']],
    ['aborted while loading', ['loading', 'aborted']],
    ['aborted while images load', ['inserting', 'images', 'aborted']],
  ])('run exactly once when %s', (_name, steps) => {
    const visit = newVisit();
    const first = vi.fn();
    const second = vi.fn();
    visit.addCleanup(first);
    visit.addCleanup(second);
    drive(visit, steps);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    visit.abort(); // too late: refused, runs nothing again
    expect(first).toHaveBeenCalledOnce();
  });

  it('do not run while the visit is busy', () => {
    const visit = newVisit();
    const cleanup = vi.fn();
    visit.addCleanup(cleanup);
    drive(visit, ['loading', 'inserting']);
    expect(cleanup).not.toHaveBeenCalled();
  });

  it('run at once when added after the busy phase (a loader held too late is released at once)', () => {
    const visit = drive(newVisit(), ['inserting', 'images']);
    const cleanup = vi.fn();
    visit.addCleanup(cleanup);
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it('all run even when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const visit = newVisit();
    const after = vi.fn();
    visit.addCleanup(() => {
      throw new Error('boom');
    });
    visit.addCleanup(after);
    visit.abort();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
  });

  it('run before the listener hears of the new state', () => {
    const order: string[] = [];
    const visit = new Visit({ url: '/fr/', push: true, noCache: false }, 'leaving', (v) => order.push(v.state));
    visit.addCleanup(() => order.push('cleanup'));
    visit.transition('failed');
    expect(order).toEqual(['cleanup', 'failed']);
  });
});

describe('aborting a visit', () => {
  it('cancels its request once and says so', () => {
    const visit = newVisit();
    const cancel = vi.fn();
    visit.onAbort(cancel);
    expect(visit.abort()).toBe(true);
    expect(visit.state).toBe('aborted');
    expect(visit.live).toBe(false);
    expect(visit.abort()).toBe(false);
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('cancels a request that starts after the abort at once', () => {
    const visit = newVisit();
    visit.abort();
    const cancel = vi.fn();
    visit.onAbort(cancel);
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('is refused once the visit is over, and never cancels a finished request', () => {
    for (const steps of [['failed'], ['inserting', 'images', 'finished']] as VisitState[][]) {
      const visit = drive(newVisit(), steps);
      const cancel = vi.fn();
      visit.onAbort(cancel);
      expect(visit.abort()).toBe(false);
      expect(cancel).not.toHaveBeenCalled();
      expect(visit.state).toBe(steps.at(-1));
    }
  });
});

describe('a visit’s facts', () => {
  it('keeps what it was started with', () => {
    const visit = new Visit({ url: '/nl/', push: false, noCache: true, restoreScroll: 640 }, 'loading');
    expect(visit).toMatchObject({ url: '/nl/', push: false, noCache: true, restoreScroll: 640, state: 'loading' });
    expect(visit.live).toBe(true);
  });

  it('knows when the answer is in', () => {
    const visit = newVisit();
    expect(visit.answered).toBe(false);
    visit.markAnswered();
    expect(visit.answered).toBe(true);
  });

  it('resolves `left` when the leaving animation ends, not before', async () => {
    const visit = newVisit();
    let left = false;
    void visit.left.then(() => (left = true));
    await Promise.resolve();
    expect(left).toBe(false);
    visit.endLeaving();
    await visit.left;
    expect(left).toBe(true);
  });
});
