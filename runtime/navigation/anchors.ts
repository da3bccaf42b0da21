/**
 * Same-page anchors (runtime spec §2): first open the collapsed panel or inactive tab that holds the target
 * (Bootstrap markup; a tab pane we switch ourselves fades in over Bootstrap's 150 ms, §9), focus the target, then
 * scroll smoothly over 800 ms; with reduced motion, jump.
 */
import { prefersReducedMotion } from '../dom.ts';

export const ANCHOR_SCROLL_MS = 800;

/** Opens every collapsed Bootstrap panel and inactive tab pane around `target`. */
export function revealTarget(target: Element): void {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (node.classList.contains('collapse') && !node.classList.contains('show')) {
      node.classList.add('show');
      for (const toggle of document.querySelectorAll(`[data-bs-target="#${node.id}"], [href="#${node.id}"]`)) {
        toggle.classList.remove('collapsed');
        toggle.setAttribute('aria-expanded', 'true');
      }
    }
    if (node.classList.contains('tab-pane') && !node.classList.contains('active')) {
      const tab = document.querySelector<HTMLElement>(
        `[data-bs-toggle="tab"][data-bs-target="#${node.id}"], [data-bs-toggle="tab"][href="#${node.id}"], [data-toggle="tab"][href="#${node.id}"]`,
      );
      // Let the theme's Bootstrap switch tabs when it is there (it keeps its own state); otherwise do it ourselves.
      const bootstrapTab = (window as { bootstrap?: { Tab?: { getOrCreateInstance(el: Element): { show(): void } } } })
        .bootstrap?.Tab;
      if (tab && bootstrapTab) bootstrapTab.getOrCreateInstance(tab).show();
      else {
        for (const sibling of node.parentElement?.children ?? []) sibling.classList.remove('active', 'show');
        // As Bootstrap does: the pane is laid out at once (the scroll to the target measures it now), then a .fade
        // pane fades in (opacity, 150 ms in Bootstrap's CSS; runtime spec §9), moving nothing.
        node.classList.add('active');
        if (node.classList.contains('fade')) node.getBoundingClientRect();
        node.classList.add('show');
        tab
          ?.closest('[role=tablist], .nav')
          ?.querySelectorAll('.active')
          .forEach((item) => {
            item.classList.remove('active');
            item.setAttribute('aria-selected', 'false');
          });
        tab?.classList.add('active');
        tab?.setAttribute('aria-selected', 'true');
      }
    }
  }
}

/** Scrolls the window to `top` over `duration` ms (ease in-out), or at once. Resolves when done. */
export function scrollWindowTo(top: number, duration: number): Promise<void> {
  const start = window.scrollY;
  const distance = top - start;
  if (duration <= 0 || distance === 0) {
    window.scrollTo({ top, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const begin = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - begin) / duration);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      window.scrollTo({ top: start + distance * eased, behavior: 'instant' });
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/**
 * Reveals the element of `hash`, moves focus to it at once (a Tab pressed during the scroll goes on from there:
 * WCAG 2.4.1, 2.4.3), then scrolls to it. Resolves when the scroll is over; false when there is no such element.
 */
export async function goToAnchor(hash: string, duration = ANCHOR_SCROLL_MS): Promise<boolean> {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  revealTarget(target);
  // The target's scroll-margin-top (themes with a sticky header set it), else a little air above it.
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 16;
  const top = target.getBoundingClientRect().top + window.scrollY - margin;
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  await scrollWindowTo(Math.max(0, top), prefersReducedMotion() ? 0 : duration);
  return true;
}
