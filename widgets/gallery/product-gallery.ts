/**
 * Product gallery (shop spec §2, §9): thumbnails choose the main photo, hover zoom on wide screens, and an optional
 * 360° view. The thumbnail strip itself is a slider hook in the CMS markup (5 visible, 1 on small screens).
 */
import { delegate, prefersReducedMotion } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import type { GalleryOptions as Options } from './definition.ts';
import { framesForDrag, turn } from './spin.ts';

/**
 * The images the gallery's data attributes name load only from the site, as any image the runtime shows: another
 * host's address is left out, with a console warning (a zoom image, a thumbnail's photo, a 360° frame).
 */
const siteImage = (url: string | undefined): string | null => (url ? sameOriginPath(url) : null);

function setUpZoom(figure: HTMLElement, image: HTMLImageElement, options: Options, signal: AbortSignal): void {
  const zoomSrc = siteImage(image.dataset.zoomSrc);
  if (zoomSrc) image.dataset.zoomSrc = zoomSrc;
  else delete image.dataset.zoomSrc;
  const wide = matchMedia(`(min-width: ${options.zoomFrom}px)`);
  const lens = document.createElement('div');
  lens.className = 'rt-zoom';
  lens.setAttribute('aria-hidden', 'true');
  figure.classList.add('rt-zoomable');
  figure.append(lens);
  figure.addEventListener(
    'pointermove',
    (event) => {
      if (!wide.matches || event.pointerType === 'touch') return;
      const box = image.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * 100;
      const y = ((event.clientY - box.top) / box.height) * 100;
      lens.style.backgroundImage = `url("${image.dataset.zoomSrc || image.currentSrc || image.src}")`;
      lens.style.backgroundPosition = `${Math.min(100, Math.max(0, x))}% ${Math.min(100, Math.max(0, y))}%`;
      figure.classList.add('is-zoomed');
    },
    { signal },
  );
  figure.addEventListener('pointerleave', () => figure.classList.remove('is-zoomed'), { signal });
  signal.addEventListener('abort', () => {
    lens.remove();
    figure.classList.remove('rt-zoomable', 'is-zoomed');
  });
}

function setUpSpin(block: HTMLElement, options: Options, signal: AbortSignal): void {
  const frames = (block.getAttribute('data-gallery-360') ?? '')
    .split(',')
    .flatMap((frame) => siteImage(frame.trim()) ?? []);
  if (frames.length < 2) {
    console.error('[runtime] A 360° view needs at least two frames in data-gallery-360.', block);
    return;
  }
  const view = document.createElement('img');
  view.className = 'rt-spin__frame';
  view.alt = block.dataset.label ?? '';
  view.draggable = false;
  const stage = document.createElement('div');
  stage.className = 'rt-spin__stage';
  stage.tabIndex = 0;
  stage.setAttribute('role', 'group');
  stage.setAttribute('aria-roledescription', t('Gallery.Spin'));
  stage.setAttribute('aria-label', `${block.dataset.label ?? ''} — ${t('Gallery.SpinHelp')}`);
  stage.append(view);
  const play = document.createElement('button');
  play.type = 'button';
  play.className = 'rt-spin__play btn btn-outline-secondary btn-sm';
  block.replaceChildren(stage, play);

  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const show = (next: number) => {
    frame = turn(next, 0, frames.length);
    view.src = frames[frame] ?? '';
  };
  const setPlaying = (playing: boolean) => {
    clearInterval(timer);
    timer = playing ? setInterval(() => show(frame + 1), options.spinDelay) : undefined;
    play.textContent = t(playing ? 'Gallery.Pause' : 'Gallery.Play');
  };
  show(0);
  for (const src of frames) new Image().src = src; // frames ready before they are shown
  setPlaying(!prefersReducedMotion());

  play.addEventListener('click', () => setPlaying(timer === undefined), { signal });
  stage.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setPlaying(false);
      show(frame + (event.key === 'ArrowRight' ? 1 : -1));
    },
    { signal },
  );
  let dragFrom: { x: number; frame: number } | undefined;
  stage.addEventListener(
    'pointerdown',
    (event) => {
      setPlaying(false);
      dragFrom = { x: event.clientX, frame };
      stage.setPointerCapture(event.pointerId);
    },
    { signal },
  );
  stage.addEventListener(
    'pointermove',
    (event) => {
      if (dragFrom) show(turn(dragFrom.frame, framesForDrag(event.clientX - dragFrom.x), frames.length));
    },
    { signal },
  );
  stage.addEventListener('pointerup', () => (dragFrom = undefined), { signal });
  signal.addEventListener('abort', () => clearInterval(timer));
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const main = element.querySelector<HTMLImageElement>('.product-gallery__main img');
  const figure = main?.closest<HTMLElement>('.product-gallery__main');
  if (main && figure) setUpZoom(figure, main, options, signal);

  element.addEventListener(
    'click',
    (event) => {
      const thumb = delegate<HTMLElement>(event, '[data-gallery-image]');
      if (!thumb || !main) return;
      const photo = siteImage(thumb.dataset.galleryImage);
      if (!photo) return;
      main.src = photo;
      const zoomSrc = siteImage(thumb.dataset.zoomSrc);
      if (zoomSrc) main.dataset.zoomSrc = zoomSrc;
      else delete main.dataset.zoomSrc;
      const alt = thumb.querySelector('img')?.alt || thumb.getAttribute('aria-label');
      if (alt) main.alt = alt;
      for (const other of element.querySelectorAll('[data-gallery-image]')) other.removeAttribute('aria-current');
      thumb.setAttribute('aria-current', 'true');
    },
    { signal },
  );
  for (const block of element.querySelectorAll<HTMLElement>('[data-gallery-360]')) setUpSpin(block, options, signal);
  return undefined;
}
