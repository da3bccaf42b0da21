/**
 * The floating box shared by tooltips and popovers: positioned next to its trigger with @floating-ui (below or
 * above, whichever has room, kept 8 px inside the viewport, following scroll and resize), in a portal at the end of
 * the body so no overflow or stacking context of the theme clips it.
 */
import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingPortal,
  offset,
  type Placement,
  shift,
  useFloating,
  useMergeRefs,
} from '@floating-ui/react';
import { type ReactNode, useRef } from 'react';

export interface FloatingBoxProps {
  reference: HTMLElement;
  open: boolean;
  placement: Placement;
  id: string;
  className: string;
  role?: 'tooltip' | 'dialog';
  labelledBy?: string;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  /** Must be stable (a state setter, for instance). */
  boxRef?: (node: HTMLDivElement | null) => void;
  children: ReactNode;
}

export function FloatingBox(props: FloatingBoxProps) {
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, context, placement } = useFloating({
    open: props.open,
    placement: props.placement,
    elements: { reference: props.reference },
    // The arrow middleware reads the ref when it computes a position, not while rendering (Floating UI's own
    // pattern; an element kept in state instead would be deep-compared on every render).
    // eslint-disable-next-line react-hooks/refs
    middleware: [offset(10), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowRef })],
    whileElementsMounted: autoUpdate,
  });
  const ref = useMergeRefs([refs.setFloating, props.boxRef]);
  return (
    <FloatingPortal>
      <div
        ref={ref}
        id={props.id}
        role={props.role}
        aria-labelledby={props.labelledBy}
        className={props.className}
        data-placement={placement}
        hidden={!props.open}
        style={floatingStyles}
        onPointerEnter={props.onPointerEnter}
        onPointerLeave={props.onPointerLeave}
      >
        {props.children}
        <FloatingArrow ref={arrowRef} context={context} className="rt-floating__arrow" />
      </div>
    </FloatingPortal>
  );
}
