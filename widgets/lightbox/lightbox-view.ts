/**
 * The viewer behind the lightbox hook: PhotoSwipe 5 (its module and stylesheet load with this chunk), labelled and
 * worded in the page's language. Zoom: pinch, double tap, the zoom button, z (PhotoSwipe's), + and −. The news
 * gallery's slideshow: a play / pause button; every `interval` ms the image cross-fades (`slideshowTransition` ms)
 * to the next one; it stops when the viewer closes, and animations are off under reduced motion.
 */
import PhotoSwipe, { type SlideData } from 'photoswipe';
import stylesheet from 'photoswipe/dist/photoswipe.css?url';
import { prefersReducedMotion } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import { loadStylesheet } from '../../runtime/stylesheet.ts';
import type { LightboxOptions } from './definition.ts';

const PLAY_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M11 8v16l13-8z"/></svg>';
const PAUSE_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M10 8h4v16h-4zM18 8h4v16h-4z"/></svg>';

/** The large image's size: the link's data-width / data-height, else measured (else the thumbnail's shape). */
async function slideOf(link: HTMLAnchorElement): Promise<SlideData> {
  const thumbnail = link.querySelector('img');
  const slide: SlideData = { src: link.href, alt: thumbnail?.alt ?? '', element: link, msrc: thumbnail?.currentSrc };
  const width = Number(link.dataset.width);
  const height = Number(link.dataset.height);
  if (width > 0 && height > 0) return { ...slide, width, height };
  const image = new Image();
  image.src = link.href;
  try {
    await image.decode();
    if (image.naturalWidth > 0) return { ...slide, width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    console.warn(
      '[runtime] lightbox: the image could not be measured; give the link data-width and data-height.',
      link,
    );
  }
  const ratio = thumbnail && thumbnail.naturalWidth ? thumbnail.naturalHeight / thumbnail.naturalWidth : 0.75;
  return { ...slide, width: 1600, height: Math.round(1600 * ratio) };
}

/** Keyboard zoom beyond PhotoSwipe's own z: + and − step the zoom between fit and the largest level. */
function zoomWithKeys(pswp: PhotoSwipe, duration: number): void {
  pswp.on('keydown', (event) => {
    const key = event.originalEvent.key;
    const slide = pswp.currSlide;
    if (!slide || (key !== '+' && key !== '=' && key !== '-')) return;
    event.preventDefault();
    const { fit, max } = slide.zoomLevels;
    const level = key === '-' ? Math.max(fit, slide.currZoomLevel / 1.5) : Math.min(max, slide.currZoomLevel * 1.5);
    slide.zoomTo(level, undefined, duration);
  });
}

/** The news gallery's slideshow: its play / pause button and the timed cross-fade to the next image. */
class Slideshow {
  private timer = 0;
  private playing = false;
  private button: HTMLButtonElement | null = null;

  constructor(
    private readonly pswp: PhotoSwipe,
    private readonly interval: number,
    /** Each half of the cross-fade, in ms (0 under reduced motion). */
    private readonly half: number,
  ) {}

  stop(): void {
    clearTimeout(this.timer);
    this.timer = 0;
  }

  /** The button's icon, label and pressed state after the playing state. */
  private show(): void {
    const button = this.button;
    if (!button) return;
    button.innerHTML = this.playing ? PAUSE_ICON : PLAY_ICON;
    button.setAttribute('aria-label', t(this.playing ? 'Lightbox.Pause' : 'Lightbox.Play'));
    button.title = button.getAttribute('aria-label') ?? '';
    button.setAttribute('aria-pressed', String(this.playing));
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.advance(), this.interval);
  }

  /** The cross-fade: out over half the transition, the next image, in over the other half. */
  private advance(): void {
    const { pswp, half } = this;
    const container = pswp.container;
    if (!container) return;
    container.style.transition = `opacity ${half}ms linear`;
    container.style.opacity = '0';
    this.timer = window.setTimeout(() => {
      pswp.goTo(pswp.currIndex + 1);
      container.style.opacity = '1';
      this.timer = window.setTimeout(() => {
        container.style.transition = '';
        if (this.playing) this.schedule();
      }, half);
    }, half);
  }

  private toggle(): void {
    this.playing = !this.playing;
    this.show();
    if (this.playing) this.schedule();
    else {
      this.stop();
      if (this.pswp.container) this.pswp.container.style.opacity = '1';
    }
  }

  /** Adds the button to the viewer's bar; a slide chosen by hand restarts the wait. */
  attach(): void {
    const pswp = this.pswp;
    pswp.on('uiRegister', () => {
      pswp.ui?.registerElement({
        name: 'slideshow',
        order: 8,
        isButton: true,
        tagName: 'button',
        html: PLAY_ICON,
        onInit: (element) => {
          this.button = element as HTMLButtonElement;
          this.show();
        },
        onClick: () => this.toggle(),
      });
    });
    pswp.on('change', () => {
      if (this.playing && pswp.container?.style.opacity !== '0') this.schedule();
    });
  }
}

export async function openViewer(
  links: HTMLAnchorElement[],
  index: number,
  options: LightboxOptions,
): Promise<() => void> {
  const [dataSource] = await Promise.all([
    Promise.all(links.map(slideOf)),
    loadStylesheet(new URL(stylesheet, import.meta.url).href),
  ]);
  const still = prefersReducedMotion();
  const duration = still ? 0 : options.transition;
  const pswp = new PhotoSwipe({
    dataSource,
    index: Math.max(0, index),
    preload: [options.preload, options.preload],
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    closeTitle: t('Core.Close'),
    zoomTitle: t('Lightbox.Zoom'),
    arrowPrevTitle: t('Slider.Previous'),
    arrowNextTitle: t('Slider.Next'),
    errorMsg: t('Lightbox.ImageError'),
    indexIndicatorSep: ' / ',
  });
  zoomWithKeys(pswp, duration);
  if (options.slideshow) {
    const slideshow = new Slideshow(pswp, options.interval, still ? 0 : options.slideshowTransition / 2);
    slideshow.attach();
    pswp.on('destroy', () => slideshow.stop());
  }
  pswp.on('firstUpdate', () => {
    pswp.element?.setAttribute('aria-label', options.label ?? t('Lightbox.Dialog'));
    pswp.element?.setAttribute('aria-modal', 'true');
  });
  pswp.init();
  return () => pswp.destroy();
}
