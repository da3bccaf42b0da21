/**
 * Where an anchored dialog (a picker next to its field) stands, the rule (pure): under its anchor, above it when
 * the room below is short and there is room above, kept inside the viewport with a margin. ./anchor.ts applies it.
 */

/** The gap between the anchor and the dialog, and the dialog's least distance to the viewport's edges (px). */
export const ANCHOR_GAP = 4;
export const VIEWPORT_MARGIN = 8;

export interface Box {
  top: number;
  bottom: number;
  left: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The dialog's top left corner (viewport coordinates) for the anchor's box, the dialog's size and the viewport's. */
export function anchoredPosition(anchor: Box, dialog: Size, viewport: Size): { top: number; left: number } {
  const below = anchor.bottom + ANCHOR_GAP;
  const above = anchor.top - ANCHOR_GAP - dialog.height;
  const top = below + dialog.height <= viewport.height || above < 0 ? below : above;
  const fit = (start: number, size: number, room: number) =>
    Math.max(VIEWPORT_MARGIN, Math.min(start, room - size - VIEWPORT_MARGIN));
  return { top: fit(top, dialog.height, viewport.height), left: fit(anchor.left, dialog.width, viewport.width) };
}
