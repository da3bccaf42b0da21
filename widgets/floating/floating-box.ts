/**
 * The floating box shared by tooltips and popovers, plain DOM: a box at the end of the body (no overflow or stacking
 * context of the theme clips it) with its arrow, kept next to its trigger by ./place.ts until it is removed.
 */
import { keepPlaced, type Side } from './place.ts';

export interface FloatingBoxOptions {
  reference: HTMLElement;
  placement: Side;
  id: string;
  className: string;
  role: 'tooltip' | 'dialog';
  labelledBy?: string;
  content: Node;
  /** The pointer coming onto the box and leaving it (a hover's grace period lets it travel from the trigger). */
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
}

export interface FloatingBox {
  element: HTMLDivElement;
  /** Takes the box, its listeners and its placement away. */
  remove(): void;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A triangle pointing down, 14 px wide and 7 px high, in a square that ./place.ts turns toward the trigger. */
function drawArrow(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['class', 'rt-floating__arrow'],
    ['aria-hidden', 'true'],
    ['width', '14'],
    ['height', '14'],
    ['viewBox', '0 0 14 14'],
  ]) {
    svg.setAttribute(name as string, value as string);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M0,0 H14 L7,7 Z');
  svg.append(path);
  Object.assign(svg.style, { position: 'absolute', pointerEvents: 'none' });
  return svg;
}

export function showFloatingBox(options: FloatingBoxOptions): FloatingBox {
  const element = document.createElement('div');
  element.id = options.id;
  element.className = options.className;
  element.setAttribute('role', options.role);
  if (options.labelledBy) element.setAttribute('aria-labelledby', options.labelledBy);
  // Where it stands until Floating UI has measured it: at the page's corner, out of the flow.
  Object.assign(element.style, { position: 'absolute', left: '0px', top: '0px' });
  const arrow = drawArrow();
  element.append(options.content, arrow);
  const listening = new AbortController();
  const { signal } = listening;
  if (options.onPointerEnter) element.addEventListener('pointerenter', options.onPointerEnter, { signal });
  if (options.onPointerLeave) element.addEventListener('pointerleave', options.onPointerLeave, { signal });
  document.body.append(element);
  const unplace = keepPlaced(options.reference, element, arrow, options.placement);
  return {
    element,
    remove: () => {
      listening.abort();
      unplace();
      element.remove();
    },
  };
}
