/**
 * A carousel on Glide (brand carousel, partner logos, banners). What we add to Glide: the WAI-ARIA carousel
 * pattern (a labelled region whose slides stay a list, so "item 3 of 8" is announced; buttons for previous, next
 * and each slide), slides out of
 * view made inert so that Tab and screen readers only meet visible ones, and autoplay that pauses on hover, while
 * focus is inside, and with a pause button (WCAG 2.2.2), and does not start for visitors who reduce motion.
 * Glide's own document-wide arrow keys stay off: arrows belong to whatever has the focus.
 */
import Glide from '@glidejs/glide';
import type * as v from 'valibot';
import { prefersReducedMotion } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { parseBreakpoints } from './breakpoints.ts';
import type { sliderOptions } from './definition.ts';
import { type SliderSettings, sliderSettings } from './presets.ts';

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
export function mount(element: HTMLElement, options: v.InferOutput<typeof sliderOptions>, context: WidgetContext) {
  const { preset, label, animation, ...attributes } = options;
  return mountCarousel(element, { ...sliderSettings(preset, attributes), label, animation }, context);
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

  const added: HTMLElement[] = [];
  const controls = document.createElement('div');
  controls.className = 'rt-slider__controls';
  const autoplay = options.autoplay > 0 && !prefersReducedMotion() ? options.autoplay : 0;
  const pause = autoplay ? button('rt-slider__pause', t('Slider.Pause'), '❚❚', { 'aria-pressed': 'false' }) : undefined;
  if (pause) controls.append(pause);
  if (options.arrows) {
    const arrows = document.createElement('div');
    arrows.className = 'rt-slider__arrows';
    arrows.dataset.glideEl = 'controls';
    arrows.append(
      button('rt-slider__arrow', t('Slider.Previous'), '‹', { 'data-glide-dir': '<' }),
      button('rt-slider__arrow', t('Slider.Next'), '›', { 'data-glide-dir': '>' }),
    );
    controls.append(arrows);
  }
  if (options.dots) {
    const dots = document.createElement('div');
    dots.className = 'rt-slider__dots';
    dots.dataset.glideEl = 'controls[nav]';
    slides.forEach((_, index) =>
      dots.append(
        button('rt-slider__dot', t('Slider.GoTo', { index: index + 1, count: slides.length }), '', {
          'data-glide-dir': `=${index}`,
        }),
      ),
    );
    controls.append(dots);
  }
  // An autoplaying slider keeps its controls row under reduced motion too (empty then): the room the runtime's CSS
  // reserves before mounting stays taken, so nothing below moves.
  if (controls.childElementCount || options.autoplay > 0) {
    element.append(controls);
    added.push(controls);
  }

  const glide = new Glide(element, {
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

  /** Only the slides in view can be reached; Glide's clones (infinite mode) never. */
  const updateInView = () => {
    const perView = Math.max(1, Math.round(Number(glide.settings.perView) || 1));
    const first = glide.index;
    slides.forEach((slide, index) => {
      const offset = (index - first + slides.length) % slides.length;
      const visible = options.loop ? offset < perView : index >= first && index < first + perView;
      slide.inert = !visible;
      slide.setAttribute('aria-hidden', String(!visible));
    });
    for (const clone of element.querySelectorAll<HTMLElement>('.glide__slide--clone')) {
      clone.inert = true;
      clone.setAttribute('aria-hidden', 'true');
    }
  };
  glide.on(['mount.after', 'run.after', 'resize'], updateInView);
  if (fade) glide.mutate([keepTrackStill]);
  glide.mount();

  if (pause) {
    // Autoplay runs only while nothing asks it to wait. Glide's own hover pause is not used: a move that is under
    // way when the pointer arrives restarts Glide's timer when it ends, so the slider would go on under the pointer.
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
