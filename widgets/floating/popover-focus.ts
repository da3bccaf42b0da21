/**
 * An open popover in the Tab order. Its dialog stands at the end of the body, so the keys are led: Tab on the trigger
 * goes into the popover (to its first link or field; with none the focus goes on and the popover closes), Shift+Tab
 * at its start goes back to the trigger, Tab at its end goes to what follows the trigger and closes it. The focus
 * leaving both the trigger and the popover for another element closes it. The popover is not modal: nothing else is
 * made inert, and the focus moves into it only by these keys (not when it opens).
 */
import { tabbableAfter, tabbablesIn } from './tab-order.ts';

export interface FocusedPopover {
  reference: HTMLElement;
  box: HTMLElement;
  isOpen(): boolean;
  close(): void;
}

/** Tab on the open popover's trigger: to its first link or field, if it has one. */
function tabIntoIt({ reference, box, isOpen }: FocusedPopover, signal: AbortSignal): void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || !isOpen()) return;
    const first = tabbablesIn(box)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  reference.addEventListener('keydown', onKey, { signal });
}

/** Tab and Shift+Tab inside it: out at either end, to the trigger or to what follows it. */
function tabOutOfIt(popover: FocusedPopover, signal: AbortSignal): void {
  const { reference, box } = popover;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = tabbablesIn(box);
    const active = document.activeElement;
    if (event.shiftKey) {
      if (active !== box && active !== items[0]) return;
      event.preventDefault();
      reference.focus();
      return;
    }
    if (items.length > 0 && active !== items[items.length - 1]) return;
    const next = tabbableAfter(reference, box);
    popover.close();
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  box.addEventListener('keydown', onKey, { signal });
}

export function keepInTabOrder(popover: FocusedPopover, signal: AbortSignal): void {
  const { reference, box } = popover;
  tabIntoIt(popover, signal);
  tabOutOfIt(popover, signal);
  const leaving = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !reference.contains(to) && !box.contains(to)) popover.close();
  };
  reference.addEventListener('focusout', leaving, { signal });
  box.addEventListener('focusout', leaving, { signal });
}
