/** Time left until an end date, split for display. Pure. */
export interface Remaining {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remaining(endMs: number, nowMs: number): Remaining {
  const totalMs = Math.max(0, endMs - nowMs);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Whether the end was crossed while the page was open. A page that loads with the end already past does not
 * reload (that would loop while the server still renders the countdown).
 */
export function crossedEnd(endMs: number, previousNowMs: number, nowMs: number): boolean {
  return previousNowMs < endMs && nowMs >= endMs;
}
