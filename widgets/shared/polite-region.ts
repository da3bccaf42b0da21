/**
 * One polite live region at the end of the body for the hooks of a widget type that announce short notices (a
 * quantity box's correction): a region per hook would put an absolutely positioned element in every product card,
 * which the browser lays out, paints and hit-tests once per card (1,000 quantity boxes: 68 ms of layout alone).
 * The region exists before its first notice (a live region added with its text is not read by every screen
 * reader), and goes when `signal` aborts (the widget type's last hook gone). `data-announcer` names the widget.
 */
export function politeRegion(widget: string, signal: AbortSignal): HTMLElement {
  const region = document.createElement('div');
  region.className = 'rt-visually-hidden';
  region.dataset.announcer = widget;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  signal.addEventListener('abort', () => region.remove(), { once: true });
  return region;
}
