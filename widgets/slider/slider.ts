/**
 * A carousel on Glide (brand carousel, partner logos, banners). What we add to Glide: the WAI-ARIA carousel
 * pattern (a labelled region whose slides stay a list, so "item 3 of 8" is announced; buttons for previous, next
 * and each slide), slides out of
 * view made inert so that Tab and screen readers only meet visible ones, and autoplay that pauses on hover, while
 * focus is inside, and with a pause button (WCAG 2.2.2), and does not start for visitors who reduce motion.
 * Glide's own document-wide arrow keys stay off: arrows belong to whatever has the focus.
 */
import Glide from '@glidejs/glide';
import { prefersReducedMotion } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { parseBreakpoints } from './breakpoints.ts';
import type { SliderOptions } from './definition.ts';
import { type SliderSettings, sliderSettings } from './presets.ts';
import { slidesInView } from './slider-rules.ts';

/** What the carousel is built from: every setting resolved (attributes over the preset over the defaults). */
export interface CarouselOptions extends SliderSettings {
  label: string | undefined;
  animation: 'slide' | 'fade';
}

/**
 * Glide slides by translating the track and has no fade. With the fade animation our transformer keeps the track
 * still, and the runtime's CSS stacks the slides and fades the active one in.
 */
const keepTrackStill = () => ({ modify: () => 0 });

function button(className: string, label: string, text: string, attributes: Record<string, string> = {}) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The slider widget: its preset (data-preset) and its attributes resolved, then the carousel. */
export function mount(element: HTMLElement, options: SliderOptions, context: WidgetContext) {
  const { preset, label, animation, ...attributes } = options;
  return mountCarousel(element, { ...sliderSettings(preset, attributes), label, animation }, context);
}

/** The WAI-ARIA carousel region on the markup, and Glide's hooks. */
function markCarousel(element: HTMLElement, track: HTMLElement, slides: HTMLElement[], options: CarouselOptions): void {
  const fade = options.animation === 'fade';
  // A fading slider's slides are transparent but the active one. The first slide (Glide starts there) is marked
  // active before the fade styles apply, so the banner already shown does not fade out and in again as Glide
  // measures it (nor become a new paint, the page's largest, seconds after the first).
  if (fade) slides[0]?.classList.add('glide__slide--active');
  element.classList.add('glide', 'rt-slider');
  element.classList.toggle('rt-slider--fade', fade);
  track.dataset.glideEl = 'track';
  element.setAttribute('role', 'region');
  element.setAttribute('aria-roledescription', t('Slider.Carousel'));
  if (options.label) element.setAttribute('aria-label', options.label);
}

/** Previous and next buttons, in Glide's controls. */
function arrowButtons(): HTMLElement {
  const arrows = document.createElement('div');
  arrows.className = 'rt-slider__arrows';
  arrows.dataset.glideEl = 'controls';
  arrows.append(
    button('rt-slider__arrow', t('Slider.Previous'), '‹', { 'data-glide-dir': '<' }),
    button('rt-slider__arrow', t('Slider.Next'), '›', { 'data-glide-dir': '>' }),
  );
  return arrows;
}

/** One button per slide ("slide 3 of 8"), Glide's navigation. */
function dotButtons(count: number): HTMLElement {
  const dots = document.createElement('div');
  dots.className = 'rt-slider__dots';
  dots.dataset.glideEl = 'controls[nav]';
  for (let index = 0; index < count; index++) {
    dots.append(
      button('rt-slider__dot', t('Slider.GoTo', { index: index + 1, count }), '', { 'data-glide-dir': `=${index}` }),
    );
  }
  return dots;
}

/** The controls row: the pause button (when it autoplays), the arrows and the dots, as the options ask. */
function controlsRow(options: CarouselOptions, count: number, autoplay: number) {
  const controls = document.createElement('div');
  controls.className = 'rt-slider__controls';
  const pause = autoplay ? button('rt-slider__pause', t('Slider.Pause'), '❚❚', { 'aria-pressed': 'false' }) : undefined;
  if (pause) controls.append(pause);
  if (options.arrows) controls.append(arrowButtons());
  if (options.dots) controls.append(dotButtons(count));
  return { controls, pause };
}

function glideOf(element: HTMLElement, options: CarouselOptions, autoplay: number): Glide {
  const fade = options.animation === 'fade';
  return new Glide(element, {
    // A fading slider shows one slide and goes back to the first after the last (Glide's rewind).
    type: options.loop && !fade ? 'carousel' : 'slider',
    perView: fade ? 1 : options.perView,
    breakpoints: fade || !options.breakpoints ? {} : parseBreakpoints(options.breakpoints),
    gap: options.gap,
    autoplay: autoplay || false,
    hoverpause: false,
    keyboard: false,
    bound: true,
    animationDuration: prefersReducedMotion() ? 0 : 400,
  });
}

/** Only the slides in view can be reached; Glide's clones (infinite mode) never. */
function makeOnlyViewReachable(glide: Glide, element: HTMLElement, slides: HTMLElement[], loop: boolean): void {
  glide.on(['mount.after', 'run.after', 'resize'], () => {
    const perView = Math.max(1, Math.round(Number(glide.settings.perView) || 1));
    const visible = slidesInView(glide.index, perView, slides.length, loop);
    slides.forEach((slide, index) => {
      slide.inert = !visible[index];
      slide.setAttribute('aria-hidden', String(!visible[index]));
    });
    for (const clone of element.querySelectorAll<HTMLElement>('.glide__slide--clone')) {
      clone.inert = true;
      clone.setAttribute('aria-hidden', 'true');
    }
  });
}

/**
 * Autoplay runs only while nothing asks it to wait: the pause button, the pointer over the carousel, the focus inside
 * it. Glide's own hover pause is not used: a move that is under way when the pointer arrives restarts Glide's timer
 * when it ends, so the slider would go on under the pointer.
 */
function pauseAutoplay(element: HTMLElement, glide: Glide, pause: HTMLElement, signal: AbortSignal): void {
  const waiting = { visitor: false, hover: false, focus: false };
  const wait = (reason: keyof typeof waiting, on: boolean) => {
    waiting[reason] = on;
    if (Object.values(waiting).some(Boolean)) glide.pause();
    else glide.play();
  };
  pause.addEventListener(
    'click',
    () => {
      const paused = !waiting.visitor;
      pause.setAttribute('aria-pressed', String(paused));
      pause.setAttribute('aria-label', t(paused ? 'Slider.Play' : 'Slider.Pause'));
      pause.textContent = paused ? '▶' : '❚❚';
      wait('visitor', paused);
    },
    { signal },
  );
  element.addEventListener('mouseenter', () => wait('hover', true), { signal });
  element.addEventListener('mouseleave', () => wait('hover', false), { signal });
  element.addEventListener('focusin', () => wait('focus', true), { signal });
  element.addEventListener(
    'focusout',
    (event) => !element.contains(event.relatedTarget as Node | null) && wait('focus', false),
    { signal },
  );
}

export function mountCarousel(element: HTMLElement, options: CarouselOptions, { signal }: WidgetContext) {
  const track = element.querySelector<HTMLElement>('.glide__track');
  const slides = Array.from(element.querySelectorAll<HTMLElement>('.glide__slides > .glide__slide'));
  if (!track || !slides.length) {
    console.error(
      '[runtime] The slider widget needs .glide__track > .glide__slides > li.glide__slide inside.',
      element,
    );
    return undefined;
  }
  markCarousel(element, track, slides, options);
  const autoplay = options.autoplay > 0 && !prefersReducedMotion() ? options.autoplay : 0;
  const { controls, pause } = controlsRow(options, slides.length, autoplay);
  // An autoplaying slider keeps its controls row under reduced motion too (empty then): the room the runtime's CSS
  // reserves before mounting stays taken, so nothing below moves.
  const added = controls.childElementCount || options.autoplay > 0 ? [controls] : [];
  element.append(...added);

  const glide = glideOf(element, options, autoplay);
  makeOnlyViewReachable(glide, element, slides, options.loop);
  if (options.animation === 'fade') glide.mutate([keepTrackStill]);
  glide.mount();
  if (pause) pauseAutoplay(element, glide, pause, signal);

  return () => {
    glide.destroy();
    element.classList.remove('rt-slider--fade');
    for (const node of added) node.remove();
    for (const slide of slides) {
      slide.inert = false;
      slide.removeAttribute('aria-hidden');
    }
  };
}
