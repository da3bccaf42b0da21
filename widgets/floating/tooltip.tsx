/**
 * Tooltips (runtime spec §2): a short description of the trigger, shown on hover and keyboard focus, hidden with
 * Escape, kept while the pointer moves onto it (WCAG 1.4.13). The trigger is described by it (aria-describedby);
 * its title attribute, when it is the source, is removed so the browser does not show a second tooltip.
 */
import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import type { WidgetContext } from '../../runtime/registry.ts';
import { mountIsland } from '../react-islands.tsx';
import type { tooltipOptions } from './definitions.ts';
import { FloatingBox } from './floating-box.tsx';
import { hoverIntent } from './hover-intent.ts';

type Options = v.InferOutput<typeof tooltipOptions>;

function Tooltip({
  reference,
  text,
  placement,
}: {
  reference: HTMLElement;
  text: string;
  placement: Options['placement'];
}) {
  const id = `rt-tooltip-${useId().replace(/:/g, '')}`;
  // Hover and keyboard focus each keep it open: the pointer drifting away must not hide what the focus shows.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [intent] = useState(() => hoverIntent(setHovered));

  useEffect(() => {
    const previous = reference.getAttribute('aria-describedby');
    reference.setAttribute('aria-describedby', previous ? `${previous} ${id}` : id);
    const controller = new AbortController();
    const { signal } = controller;
    // Touch has no hover: a tap would open and close at once.
    const byMouse = (then: () => void) => (event: PointerEvent) => event.pointerType !== 'touch' && then();
    reference.addEventListener('pointerenter', byMouse(intent.enter), { signal });
    reference.addEventListener('pointerleave', byMouse(intent.leave), { signal });
    reference.addEventListener('focus', () => setFocused(true), { signal });
    reference.addEventListener('blur', () => setFocused(false), { signal });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        intent.cancel();
        setHovered(false);
        setFocused(false);
      },
      { signal },
    );
    return () => {
      controller.abort();
      intent.cancel();
      if (previous) reference.setAttribute('aria-describedby', previous);
      else reference.removeAttribute('aria-describedby');
    };
  }, [reference, id, intent]);

  return (
    <FloatingBox
      reference={reference}
      open={hovered || focused}
      placement={placement}
      id={id}
      role="tooltip"
      className="rt-floating rt-tooltip"
      onPointerEnter={intent.enter}
      onPointerLeave={intent.leave}
    >
      {text}
    </FloatingBox>
  );
}

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const title = element.getAttribute('title');
  const text = options.tooltip ?? title ?? '';
  if (!text.trim()) {
    console.error('[runtime] tooltip needs data-tooltip or a title attribute.', element);
    return undefined;
  }
  if (title !== null) element.removeAttribute('title');
  const unmount = mountIsland(element, <Tooltip reference={element} text={text} placement={options.placement} />);
  return () => {
    unmount();
    if (title !== null) element.setAttribute('title', title);
  };
}
