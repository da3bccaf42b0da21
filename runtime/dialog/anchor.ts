/**
 * An anchored dialog of the shell (a picker next to its field): placed by ./anchor-rules.ts, again whenever its
 * size changes (its content is drawn after it opens) or the window is resized, until the returned function runs.
 */
import { anchoredPosition } from './anchor-rules.ts';

export function keepAnchored(dialog: HTMLElement, anchor: Element): () => void {
  const place = () => {
    const { top, left } = anchoredPosition(
      anchor.getBoundingClientRect(),
      { width: dialog.offsetWidth, height: dialog.offsetHeight },
      { width: innerWidth, height: innerHeight },
    );
    // Set through the CSSOM, which a strict style-src allows.
    dialog.style.top = `${top}px`;
    dialog.style.left = `${left}px`;
  };
  const observer = new ResizeObserver(place);
  observer.observe(dialog);
  addEventListener('resize', place);
  place();
  return () => {
    observer.disconnect();
    removeEventListener('resize', place);
  };
}
