import { describe, expect, it } from 'vitest';
import { canTransition, isBusy, isFinal, TRANSITIONS, VISIT_STATES, type VisitState } from './visit-state.ts';
import { Visit } from './visit.ts';

/** The transitions runtime spec §4 allows, written out independently of the table under test. */
const ALLOWED = new Set([
  'leaving→loading',
  'leaving→inserting',
  'leaving→failed',
  'leaving→aborted',
  'loading→inserting',
  'loading→failed',
  'loading→aborted',
  'inserting→images',
  'inserting→failed',
  'inserting→aborted',
  'images→finished',
  'images→aborted',
]);

const pairs = VISIT_STATES.flatMap((from) => VISIT_STATES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => ALLOWED.has(`${from}→${to}`));
const refused = pairs.filter(([from, to]) => !ALLOWED.has(`${from}→${to}`));

/** A visit brought to `state` through allowed transitions only. */
function visitIn(state: VisitState, listener?: (visit: Visit, from: VisitState) => void): Visit {
  const paths: Record<VisitState, VisitState[]> = {
    leaving: [],
    loading: ['loading'],
    inserting: ['inserting'],
    images: ['inserting', 'images'],
    finished: ['inserting', 'images', 'finished'],
    failed: ['failed'],
    aborted: ['aborted'],
  };
  const visit = new Visit({ url: '/fr/', push: true, noCache: false }, 'leaving', listener);
  for (const step of paths[state]) expect(visit.transition(step)).toBe(true);
  expect(visit.state).toBe(state);
  return visit;
}

describe('the visit transition table (runtime spec §4 page load)', () => {
  it('has 12 allowed transitions out of 49 pairs', () => {
    expect(allowed).toHaveLength(12);
    expect(refused).toHaveLength(37);
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...VISIT_STATES].sort());
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('has three final states and a busy phase of leaving, loading and inserting', () => {
    expect(VISIT_STATES.filter(isFinal)).toEqual(['finished', 'failed', 'aborted']);
    expect(VISIT_STATES.filter(isBusy)).toEqual(['leaving', 'loading', 'inserting']);
  });
});

describe('Visit.transition follows the table', () => {
  it.each(allowed)('%s → %s is accepted and told to the listener', (from, to) => {
    const told: [VisitState, VisitState][] = [];
    const visit = visitIn(from);
    const listened = visitIn(from, (changed, previous) => told.push([previous, changed.state]));
    told.length = 0;
    expect(visit.transition(to)).toBe(true);
    expect(visit.state).toBe(to);
    expect(listened.transition(to)).toBe(true);
    expect(told).toEqual([[from, to]]);
  });

  it.each(refused)('%s → %s is refused: same state, no listener call', (from, to) => {
    const told: VisitState[] = [];
    const visit = visitIn(from, (changed) => told.push(changed.state));
    told.length = 0;
    expect(visit.transition(to)).toBe(false);
    expect(visit.state).toBe(from);
    expect(told).toEqual([]);
  });
});
