/**
 * Video banners (shop spec §2): a muted loop that plays only while it is in view, never for visitors who reduce
 * motion, and that the visitor can pause for good with its button.
 */
import { prefersReducedMotion } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { VideoBannerOptions as Options } from './definition.ts';

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const video = element instanceof HTMLVideoElement ? element : element.querySelector('video');
  if (!video) {
    console.error('[runtime] The video-banner widget needs a <video> inside.', element);
    return undefined;
  }
  video.muted = true;
  video.loop = true;
  // The attribute, which iOS Safari reads; Firefox has no playsInline property (a video there always plays inline).
  video.setAttribute('playsinline', '');
  video.autoplay = false;
  video.pause();

  let wanted = options.autoplay && !prefersReducedMotion();
  let inView = false;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'rt-video__toggle';
  const host = video.parentElement ?? element;
  host.classList.add('rt-video');
  video.after(button);

  const update = () => {
    button.setAttribute('aria-label', t(wanted ? 'Video.Pause' : 'Video.Play'));
    button.textContent = wanted ? '❚❚' : '▶';
    if (wanted && inView) void video.play().catch(() => {});
    else video.pause();
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      inView = (entry?.intersectionRatio ?? 0) >= 0.5;
      update();
    },
    { threshold: [0, 0.5, 1] },
  );
  observer.observe(video);
  button.addEventListener(
    'click',
    () => {
      wanted = !wanted;
      update();
    },
    { signal },
  );
  update();
  return () => {
    observer.disconnect();
    video.pause();
    button.remove();
    host.classList.remove('rt-video');
  };
}
