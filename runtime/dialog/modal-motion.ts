import { prefersReducedMotion } from '../dom.ts';

/** Runtime spec §9: modal transition 300 ms (the backdrop's 150 ms is CSS only). */
export const MODAL_TRANSITION_MS = 300;

/** How long a closing dialog stays for its leaving animation: none for visitors who reduce motion. */
export function closingDelay(): number {
  return prefersReducedMotion() ? 0 : MODAL_TRANSITION_MS;
}
