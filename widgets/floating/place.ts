/**
 * Keeps a floating box next to its trigger with @floating-ui/dom: on the preferred side 10 px away, on the opposite
 * side when there is no room (flip), kept 8 px inside the viewport (shift), its arrow pointing at the trigger; placed
 * again on scroll, resize and layout changes (autoUpdate) until the returned function runs.
 */
import { arrow, autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

export type Side = 'top' | 'bottom' | 'left' | 'right';

/** The turn of the arrow for the side of the trigger the box is on: the drawn triangle points down (box above). */
const ARROW_TURN: Record<Side, string> = {
  top: '',
  bottom: 'rotate(180deg)',
  left: 'rotate(-90deg)',
  right: 'rotate(90deg)',
};

/** The arrow on the edge of the box that faces the trigger, at the offset Floating UI computed along it. */
function placeArrow(svg: SVGSVGElement, side: Side, at: { x?: number; y?: number } | undefined): void {
  // Set through the CSSOM, which a strict style-src allows.
  Object.assign(svg.style, {
    left: at?.x === undefined ? '' : `${at.x}px`,
    top: at?.y === undefined ? '' : `${at.y}px`,
    right: '',
    bottom: '',
    transform: ARROW_TURN[side],
  });
  svg.style[side] = '100%';
}

export function keepPlaced(reference: HTMLElement, box: HTMLElement, svg: SVGSVGElement, side: Side): () => void {
  let stopped = false;
  const middleware = [offset(10), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: svg })];
  const place = () => {
    void computePosition(reference, box, { placement: side, middleware }).then(
      ({ x, y, placement, middlewareData }) => {
        if (stopped) return;
        Object.assign(box.style, { left: `${x}px`, top: `${y}px` });
        box.dataset.placement = placement;
        placeArrow(svg, placement.split('-')[0] as Side, middlewareData.arrow);
      },
    );
  };
  const stop = autoUpdate(reference, box, place);
  return () => {
    stopped = true;
    stop();
  };
}
