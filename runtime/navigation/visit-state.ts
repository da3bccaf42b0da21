/**
 * The states of a visit and the transitions allowed between them (runtime spec §4 "Page load"). Pure.
 *
 *   leaving ──▶ loading ──▶ inserting ──▶ images ──▶ finished
 *      └───────────────────────▲          (the answer came in before the leaving animation ended)
 *   failed  ◀── leaving, loading, inserting
 *   aborted ◀── leaving, loading, inserting, images
 *
 * A back/forward visit starts in `loading` (it has no leaving animation). `finished`, `failed` and `aborted` are
 * final. Anything else is refused: that is how a late htmx callback of a visit that is over is dropped.
 */

export const VISIT_STATES = ['leaving', 'loading', 'inserting', 'images', 'finished', 'failed', 'aborted'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** What `body[data-page-state]` can say: an aborted visit never writes it (the newer visit owns the page). */
export type PageState = Exclude<VisitState, 'aborted'>;

/** The states a visit may start in: after a click, the leaving animation; on back/forward, the request. */
export type InitialVisitState = Extract<VisitState, 'leaving' | 'loading'>;

export const TRANSITIONS: { readonly [From in VisitState]: readonly VisitState[] } = {
  leaving: ['loading', 'inserting', 'failed', 'aborted'],
  loading: ['inserting', 'failed', 'aborted'],
  inserting: ['images', 'failed', 'aborted'],
  images: ['finished', 'aborted'],
  finished: [],
  failed: [],
  aborted: [],
};

export function canTransition(from: VisitState, to: VisitState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A final state: nothing follows it. */
export function isFinal(state: VisitState): boolean {
  return TRANSITIONS[state].length === 0;
}

/**
 * The busy phase: the old page is being left, the answer loads, the new content goes in. The page shows it
 * (page-leaving, aria-busy, later long-loading and the block loader, a submitted form's sending state); the visit's
 * cleanups run once as it leaves this phase, whichever way (to images, failed or aborted).
 */
export function isBusy(state: VisitState): boolean {
  return state === 'leaving' || state === 'loading' || state === 'inserting';
}
