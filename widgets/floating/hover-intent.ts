/**
 * Opening on hover with a short grace period on leaving, so the pointer can travel from the trigger onto the
 * floating box (and back) without it closing.
 */
export const HOVER_CLOSE_MS = 200;

export interface HoverIntent {
  enter(): void;
  leave(): void;
  cancel(): void;
}

export function hoverIntent(setOpen: (open: boolean) => void, closeMs = HOVER_CLOSE_MS): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    enter() {
      clearTimeout(timer);
      setOpen(true);
    },
    leave() {
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(false), closeMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
