/**
 * The dialog of an open popover (see popover.ts): created open on the first click (or hover), it handles its
 * trigger's events while it exists and releases itself once closed.
 */
import { FloatingFocusManager, useFloating } from '@floating-ui/react';
import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { mountIsland } from '../react-islands.tsx';
import type { PopoverOptions as Options } from './definition.ts';
import { FloatingBox } from './floating-box.tsx';
import { type HoverIntent, hoverIntent } from './hover-intent.ts';

export interface PopoverProps {
  options: Options;
  content: DocumentFragment | null;
  /** Opened by the pointer coming over a hover trigger (the pointer leaving closes it). */
  openedByHover: boolean;
  /** The popover closed and stayed closed: it may be released. */
  onClosed: () => void;
}

/** The latest `value`, for listeners added once. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}

/** Open from the start; the trigger says so (`aria-controls`, `aria-expanded`); released once closed and left so. */
function useOpenState(reference: HTMLElement, id: string, onClosed: () => void) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    reference.setAttribute('aria-controls', id);
    reference.setAttribute('aria-expanded', String(open));
    if (open) return undefined;
    // Released after the closed state rendered, unless it opens again first.
    const timer = setTimeout(onClosed);
    return () => clearTimeout(timer);
  }, [reference, id, open, onClosed]);
  return [open, setOpen] as const;
}

/** What the listeners of an open popover work with: its options, its hover intent, its state and its box. */
interface PopoverEvents {
  trigger: Options['trigger'];
  openedByHover: boolean;
  intent: HoverIntent;
  setOpen: Dispatch<SetStateAction<boolean>>;
  open: RefObject<boolean>;
  box: RefObject<HTMLDivElement | null>;
}

/** The trigger's click toggles it (a hover trigger's stays open); the pointer opens and closes a hover trigger's. */
function listenToTrigger(reference: HTMLElement, events: PopoverEvents, signal: AbortSignal): void {
  const { trigger, openedByHover, intent, setOpen } = events;
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    intent.cancel();
    setOpen((was) => !was || trigger === 'hover');
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
function listenToPage(reference: HTMLElement, { setOpen, open, box }: PopoverEvents, signal: AbortSignal): void {
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open.current) return;
    if (box.current?.contains(document.activeElement)) reference.focus();
    setOpen(false);
  };
  const elsewhere = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!reference.contains(target) && !box.current?.contains(target)) setOpen(false);
  };
  document.addEventListener('keydown', escape, { signal });
  document.addEventListener('pointerdown', elsewhere, { signal });
}

/** The events that open and close it, while it exists; the trigger is left closed and unmarked. */
function usePopoverEvents(reference: HTMLElement, events: PopoverEvents): void {
  const { trigger, openedByHover, intent, setOpen, open, box } = events;
  useEffect(() => {
    const controller = new AbortController();
    const current = { trigger, openedByHover, intent, setOpen, open, box };
    listenToTrigger(reference, current, controller.signal);
    listenToPage(reference, current, controller.signal);
    return () => {
      controller.abort();
      intent.cancel();
      reference.removeAttribute('aria-controls');
      reference.setAttribute('aria-expanded', 'false');
    };
  }, [reference, trigger, openedByHover, intent, setOpen, open, box]);
}

/** The title, the data-content text and a copy of the template's content. */
function PopoverContent({
  options,
  content,
  titleId,
}: {
  options: Options;
  content: DocumentFragment | null;
  titleId?: string;
}) {
  // The portal renders after the first effects: the template's content goes in when its container exists.
  const fillBody = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && content && !node.hasChildNodes()) node.append(content.cloneNode(true));
    },
    [content],
  );
  return (
    <div>
      {options.title ? (
        <p className="rt-popover__title" id={titleId}>
          {options.title}
        </p>
      ) : null}
      {options.content ? <p className="rt-popover__text">{options.content}</p> : null}
      <div ref={fillBody} className="rt-popover__body" />
    </div>
  );
}

function Popover({ reference, options, content, openedByHover, onClosed }: PopoverProps & { reference: HTMLElement }) {
  const id = `rt-popover-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useOpenState(reference, id, onClosed);
  const [intent] = useState(() => hoverIntent(setOpen));
  const [boxNode, setBoxNode] = useState<HTMLDivElement | null>(null);
  // The focus manager needs a floating context of its own; it only handles focus, FloatingBox positions.
  const { context } = useFloating({ open, onOpenChange: setOpen, elements: { reference, floating: boxNode } });
  const box = useLatest(boxNode);
  const openNow = useLatest(open);
  usePopoverEvents(reference, { trigger: options.trigger, openedByHover, intent, setOpen, open: openNow, box });

  const hover = options.trigger === 'hover';
  const titleId = options.title ? `${id}-title` : undefined;
  return (
    <FloatingBox
      reference={reference}
      open={open}
      placement={options.placement}
      id={id}
      role="dialog"
      labelledBy={titleId}
      className="rt-floating rt-popover"
      boxRef={setBoxNode}
      onPointerEnter={hover ? intent.enter : undefined}
      onPointerLeave={hover ? intent.leave : undefined}
    >
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false} disabled={!open}>
        <PopoverContent options={options} content={content} titleId={titleId} />
      </FloatingFocusManager>
    </FloatingBox>
  );
}

/** Shows the popover of `reference`, open, until the returned function runs. */
export function showPopover(reference: HTMLElement, props: PopoverProps): () => void {
  return mountIsland(reference, <Popover reference={reference} {...props} />);
}
