/** The frame of a 360° view after a turn, pure: wraps around in both directions. */
export function turn(frame: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((frame + by) % count) + count) % count;
}

/** Frames to turn for a horizontal drag: one frame per `pixelsPerFrame` pixels (dragging left turns forward). */
export function framesForDrag(deltaX: number, pixelsPerFrame = 8): number {
  return Math.trunc(-deltaX / pixelsPerFrame) || 0; // never -0
}
