/**
 * The dialog of an open popover (see popover.ts), plain DOM: created open on the first click (or hover), it handles
 * its trigger's events while it exists and asks to be released once closed.
 */
import type { PopoverOptions as Options } from './definition.ts';
import { showFloatingBox } from './floating-box.ts';
import { type HoverIntent, hoverIntent } from './hover-intent.ts';
import { keepInTabOrder } from './popover-focus.ts';

export interface PopoverProps {
  options: Options;
  content: DocumentFragment | null;
  /** Opened by the pointer coming over a hover trigger (the pointer leaving closes it). */
  openedByHover: boolean;
  /** The popover closed and stayed closed: it may be released. */
  onClosed: () => void;
}

/** What the listeners of an open popover work with. */
interface OpenPopover {
  reference: HTMLElement;
  box: HTMLElement;
  trigger: Options['trigger'];
  intent: HoverIntent;
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

let nextId = 1;

/** The title, the data-content text and a copy of the template's content. */
function popoverContent(options: Options, content: DocumentFragment | null, titleId: string | undefined): Node {
  const wrapper = document.createElement('div');
  const paragraph = (className: string, text: string) => {
    const element = Object.assign(document.createElement('p'), { className, textContent: text });
    wrapper.append(element);
    return element;
  };
  if (options.title) paragraph('rt-popover__title', options.title).id = titleId ?? '';
  if (options.content) paragraph('rt-popover__text', options.content);
  const body = Object.assign(document.createElement('div'), { className: 'rt-popover__body' });
  if (content) body.append(content.cloneNode(true));
  wrapper.append(body);
  return wrapper;
}

/** The trigger's click toggles it (a hover trigger's stays open); the pointer opens and closes a hover trigger's. */
function listenToTrigger(popover: OpenPopover, openedByHover: boolean, signal: AbortSignal): void {
  const { reference, trigger, intent } = popover;
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    intent.cancel();
    popover.setOpen(!popover.isOpen() || trigger === 'hover');
  };
  reference.addEventListener('click', toggle, { signal });
  if (trigger !== 'hover') return;
  const byMouse = (then: () => void) => (event: PointerEvent) => event.pointerType !== 'touch' && then();
  reference.addEventListener('pointerenter', byMouse(intent.enter), { signal });
  reference.addEventListener('pointerleave', byMouse(intent.leave), { signal });
  // Opened by hover with the pointer already away (it left while the dialog loaded): it closes as on leaving.
  if (openedByHover && !reference.matches(':hover')) intent.leave();
}

/** Escape closes it (the focus goes back to the trigger if it was inside), and so does a pointer down elsewhere. */
function listenToPage(popover: OpenPopover, signal: AbortSignal): void {
  const { reference, box } = popover;
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !popover.isOpen()) return;
    if (box.contains(document.activeElement)) reference.focus();
    popover.setOpen(false);
  };
  const elsewhere = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!reference.contains(target) && !box.contains(target)) popover.setOpen(false);
  };
  document.addEventListener('keydown', escape, { signal });
  document.addEventListener('pointerdown', elsewhere, { signal });
}

/** Shows the popover of `reference`, open, until the returned function runs. */
export function showPopover(reference: HTMLElement, props: PopoverProps): () => void {
  const id = `rt-popover-${nextId++}`;
  const titleId = props.options.title ? `${id}-title` : undefined;
  const hover = props.options.trigger === 'hover';
  let open = true;
  let releasing: ReturnType<typeof setTimeout> | undefined;
  const setOpen = (next: boolean) => {
    open = next;
    box.element.hidden = !open;
    reference.setAttribute('aria-expanded', String(open));
    clearTimeout(releasing);
    // Released a task later unless it opens again first: the click that closed it still has to reach the page's
    // listener, which must find the popover still there (or it would open a new one).
    if (!open) releasing = setTimeout(props.onClosed);
  };
  const intent = hoverIntent(setOpen);
  const box = showFloatingBox({
    reference,
    placement: props.options.placement,
    id,
    role: 'dialog',
    labelledBy: titleId,
    className: 'rt-floating rt-popover',
    content: popoverContent(props.options, props.content, titleId),
    onPointerEnter: hover ? intent.enter : undefined,
    onPointerLeave: hover ? intent.leave : undefined,
  });
  // Focusable by a click on its text, so that Escape then gives the focus back to the trigger; not a Tab stop.
  box.element.tabIndex = -1;
  reference.setAttribute('aria-controls', id);
  reference.setAttribute('aria-expanded', 'true');
  const listening = new AbortController();
  const popover: OpenPopover = {
    reference,
    box: box.element,
    trigger: props.options.trigger,
    intent,
    isOpen: () => open,
    setOpen,
  };
  listenToTrigger(popover, props.openedByHover, listening.signal);
  listenToPage(popover, listening.signal);
  keepInTabOrder({ reference, box: box.element, isOpen: () => open, close: () => setOpen(false) }, listening.signal);
  return () => {
    listening.abort();
    intent.cancel();
    clearTimeout(releasing);
    box.remove();
    reference.removeAttribute('aria-controls');
    reference.setAttribute('aria-expanded', 'false');
  };
}
