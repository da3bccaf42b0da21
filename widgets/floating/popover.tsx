/**
 * Popovers (runtime spec §2; shop spec §2: the shipping methods' info popovers, opened on hover and placed below or
 * above depending on the room left by the scroll position). A non-modal dialog next to its trigger button: opened
 * by click (and by hover with data-trigger="hover"), closed by a second click, Escape (focus back on the trigger)
 * or a click elsewhere. Tab moves from the trigger into it. Its content is data-content text or the trigger's
 * <template>, with an optional data-title heading.
 */
import { FloatingFocusManager, useFloating } from '@floating-ui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import type { popoverOptions } from './definitions.ts';
import { FloatingBox } from './floating-box.tsx';
import { hoverIntent } from './hover-intent.ts';

type Options = v.InferOutput<typeof popoverOptions>;

interface PopoverProps {
  reference: HTMLElement;
  options: Options;
  content: DocumentFragment | null;
}

function Popover({ reference, options, content }: PopoverProps) {
  const id = `rt-popover-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(false);
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
  }, [reference, id, open]);

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
      reference.removeAttribute('aria-expanded');
    };
  }, [reference, intent, options.trigger]);

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

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const template = element.querySelector('template');
  if (!options.content && !template) {
    console.error('[runtime] popover needs data-content or a <template> inside the trigger.', element);
    return undefined;
  }
  if (!options.title && !element.hasAttribute('aria-label') && !element.textContent?.trim()) {
    console.warn('[runtime] popover: the trigger has no accessible name (text or aria-label).', element);
  }
  return mountIsland(element, <Popover reference={element} options={options} content={template?.content ?? null} />);
}
