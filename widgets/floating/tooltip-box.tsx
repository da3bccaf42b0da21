/**
 * The floating box of a shown tooltip (see tooltip.ts): created when the tooltip shows, released when it hides.
 */
import { mountIsland } from '../react-islands.tsx';
import { FloatingBox, type FloatingBoxProps } from './floating-box.tsx';

export interface TooltipBoxProps {
  id: string;
  text: string;
  placement: FloatingBoxProps['placement'];
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** Shows the tooltip next to `reference` until the returned function runs. */
export function showTooltip(reference: HTMLElement, props: TooltipBoxProps): () => void {
  return mountIsland(
    reference,
    <FloatingBox
      reference={reference}
      open
      placement={props.placement}
      id={props.id}
      role="tooltip"
      className="rt-floating rt-tooltip"
      onPointerEnter={props.onPointerEnter}
      onPointerLeave={props.onPointerLeave}
    >
      {props.text}
    </FloatingBox>,
  );
}
