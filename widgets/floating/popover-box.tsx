/**
 * The dialog of an open popover (see popover.ts): created open on the first click (or hover), it handles its
 * trigger's events while it exists and releases itself once closed.
 */
import { FloatingFocusManager, useFloating } from '@floating-ui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as v from 'valibot';
import { mountIsland } from '../react-islands.tsx';
import type { popoverOptions } from './definitions.ts';
import { FloatingBox } from './floating-box.tsx';
import { hoverIntent } from './hover-intent.ts';

type Options = v.InferOutput<typeof popoverOptions>;

export interface PopoverProps {
  options: Options;
  content: DocumentFragment | null;
  /** Opened by the pointer coming over a hover trigger (the pointer leaving closes it). */
  openedByHover: boolean;
  /** The popover closed and stayed closed: it may be released. */
  onClosed: () => void;
}

function Popover({ reference, options, content, openedByHover, onClosed }: PopoverProps & { reference: HTMLElement }) {
  const id = `rt-popover-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(true);
  const [intent] = useState(() => hoverIntent(setOpen));
  const box = useRef<HTMLDivElement | null>(null);
  const [boxNode, setBoxNode] = useState<HTMLDivElement | null>(null);
  // The focus manager needs a floating context of its own; it only handles focus, FloatingBox positions.
  const { context } = useFloating({ open, onOpenChange: setOpen, elements: { reference, floating: boxNode } });

  const openRef = useRef(open);
  useEffect(() => {
    box.current = boxNode;
    openRef.current = open;
  }, [boxNode, open]);

  useEffect(() => {
    reference.setAttribute('aria-controls', id);
    reference.setAttribute('aria-expanded', String(open));
    if (open) return undefined;
    // Released after the closed state rendered, unless it opens again first.
    const timer = setTimeout(onClosed);
    return () => clearTimeout(timer);
  }, [reference, id, open, onClosed]);

  // The portal renders after the first effects: the template's content goes in when its container exists.
  const fillBody = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && content && !node.hasChildNodes()) node.append(content.cloneNode(true));
    },
    [content],
  );

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    reference.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        intent.cancel();
        setOpen((was) => !was || options.trigger === 'hover');
      },
      { signal },
    );
    if (options.trigger === 'hover') {
      const byMouse = (then: () => void) => (event: PointerEvent) => event.pointerType !== 'touch' && then();
      reference.addEventListener('pointerenter', byMouse(intent.enter), { signal });
      reference.addEventListener('pointerleave', byMouse(intent.leave), { signal });
      // Opened by hover with the pointer already away (it left while the dialog loaded): it closes as on leaving.
      if (openedByHover && !reference.matches(':hover')) intent.leave();
    }
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !openRef.current) return;
        if (box.current?.contains(document.activeElement)) reference.focus();
        setOpen(false);
      },
      { signal },
    );
    document.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target as Node;
        if (!reference.contains(target) && !box.current?.contains(target)) setOpen(false);
      },
      { signal },
    );
    return () => {
      controller.abort();
      intent.cancel();
      reference.removeAttribute('aria-controls');
      reference.setAttribute('aria-expanded', 'false');
    };
  }, [reference, intent, options.trigger, openedByHover]);

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
      onPointerEnter={options.trigger === 'hover' ? intent.enter : undefined}
      onPointerLeave={options.trigger === 'hover' ? intent.leave : undefined}
    >
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false} disabled={!open}>
        <div>
          {options.title ? (
            <p className="rt-popover__title" id={titleId}>
              {options.title}
            </p>
          ) : null}
          {options.content ? <p className="rt-popover__text">{options.content}</p> : null}
          <div ref={fillBody} className="rt-popover__body" />
        </div>
      </FloatingFocusManager>
    </FloatingBox>
  );
}

/** Shows the popover of `reference`, open, until the returned function runs. */
export function showPopover(reference: HTMLElement, props: PopoverProps): () => void {
  return mountIsland(reference, <Popover reference={reference} {...props} />);
}
