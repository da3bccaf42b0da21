/**
 * The shop's named sliders (shop spec §9), pure: what `data-preset` gives a slider. An attribute the theme writes
 * still wins over its preset, and the preset over the slider's own defaults; a theme's own count (data-per-view)
 * caps the preset's breakpoints. The widths are Glide's (maximum widths) on the Bootstrap-like theme's
 * breakpoints: xs < 576, sm ≥ 576, md ≥ 768, lg ≥ 992, xl ≥ 1200 px.
 * runtime.css lays each preset out the same before the slider's chunk mounts (a unit test holds them together).
 */
import { capBreakpoints } from './breakpoints.ts';

export interface SliderSettings {
  perView: number;
  breakpoints: string | undefined;
  autoplay: number;
  loop: boolean;
  gap: number;
  arrows: boolean;
  dots: boolean;
}

export const SLIDER_DEFAULTS: SliderSettings = {
  perView: 1,
  breakpoints: undefined,
  autoplay: 0,
  loop: false,
  gap: 16,
  arrows: true,
  dots: false,
};

export const SLIDER_PRESETS = {
  /** Brand carousel: 6; 3 at 1024 px and below, 2 at 600, 1 at 480 (a theme showing 2 writes data-per-view="2"). */
  brands: { perView: 6, breakpoints: '1024:3, 600:2, 480:1' },
  /** Partner logos: every 2000 ms, infinite, no dots or arrows; 6 (xl), 5 (lg), 4 (md), 3 (sm), 2 (xs). */
  partners: {
    perView: 6,
    breakpoints: '1199:5, 991:4, 767:3, 575:2',
    autoplay: 2000,
    loop: true,
    arrows: false,
    dots: false,
  },
  /** The catalogue gallery's thumbnails: 5; 1 on small screens (xs, 575 px and below). */
  'product-thumbs': { perView: 5, breakpoints: '575:1', gap: 8 },
  /** The checkout gallery's thumbnails: 3 (xl and md), 2 at the large (lg) and small (sm, xs) breakpoints. */
  'checkout-thumbs': { perView: 3, breakpoints: '1199:2, 991:3, 767:2', gap: 8, dots: false },
} satisfies Record<string, Partial<SliderSettings>>;

export type SliderPreset = keyof typeof SLIDER_PRESETS;

/** The settings of a slider: its attributes (undefined where absent) over its preset over the defaults. */
export function sliderSettings(
  preset: SliderPreset | undefined,
  attributes: { [K in keyof SliderSettings]?: SliderSettings[K] | undefined },
): SliderSettings {
  const settings: SliderSettings = { ...SLIDER_DEFAULTS, ...(preset ? SLIDER_PRESETS[preset] : {}) };
  for (const key of Object.keys(settings) as (keyof SliderSettings)[]) {
    const value = attributes[key];
    if (value !== undefined) (settings as unknown as Record<string, unknown>)[key] = value;
  }
  // The theme's count over a preset's breakpoints: capped by it (slider.css does the same before mounting).
  if (attributes.perView !== undefined && attributes.breakpoints === undefined && settings.breakpoints) {
    settings.breakpoints = capBreakpoints(settings.breakpoints, attributes.perView);
  }
  return settings;
}
