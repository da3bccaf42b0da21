/**
 * The floating box of a shown tooltip (see tooltip.ts), plain DOM: created when the tooltip shows, removed when it
 * hides.
 */
import { showFloatingBox } from './floating-box.ts';
import type { Side } from './place.ts';

export interface TooltipBoxProps {
  id: string;
  text: string;
  placement: Side;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** Shows the tooltip next to `reference` until the returned function runs. */
export function showTooltip(reference: HTMLElement, props: TooltipBoxProps): () => void {
  return showFloatingBox({
    reference,
    placement: props.placement,
    id: props.id,
    role: 'tooltip',
    className: 'rt-floating rt-tooltip',
    content: document.createTextNode(props.text),
    onPointerEnter: props.onPointerEnter,
    onPointerLeave: props.onPointerLeave,
  }).remove;
}
