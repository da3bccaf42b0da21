import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from './breakpoints.ts';
import { SLIDER_PRESETS, type SliderPreset, sliderSettings } from './presets.ts';

/** Glide's rule: the smallest breakpoint at least as wide as the window gives the slides in view. */
function glidePerView(preset: SliderPreset, width: number, perView?: number): number {
  const settings = sliderSettings(preset, { perView });
  const limits = Object.entries(parseBreakpoints(settings.breakpoints ?? ''))
    .map(([limit, value]) => [Number(limit), value.perView] as const)
    .filter(([limit]) => width <= limit)
    .sort((a, b) => a[0] - b[0]);
  return limits[0]?.[1] ?? settings.perView;
}

/**
 * What runtime.css gives a preset's slides at a width before the slider mounts (source order wins): the preset's
 * count (or the theme's data-per-view) above its breakpoints, at most the breakpoint's cap under one.
 */
function cssPerView(css: string, preset: string, width: number, perView?: number): number {
  const values: Record<string, number> = {};
  const rule = /(@media \(max-width: (\d+)px\) \{)|(\n\})|([^{}]+)\{\s*(--rt-preset(?:-cap)?): (\d+);\s*\}/g;
  let media: number | undefined;
  for (const match of css.matchAll(rule)) {
    if (match[1]) media = Number(match[2]);
    else if (match[3]) media = undefined;
    else if (match[4]?.includes(`[data-preset='${preset}']`) && (media === undefined || width <= media)) {
      values[match[5]!] = Number(match[6]);
    }
  }
  return Math.min(perView ?? values['--rt-preset'] ?? 1, values['--rt-preset-cap'] ?? 1000);
}

describe('slider presets', () => {
  it("attributes win over the preset, the preset over the slider's defaults", () => {
    expect(sliderSettings('partners', {})).toEqual({
      perView: 6,
      breakpoints: '1199:5, 991:4, 767:3, 575:2',
      autoplay: 2000,
      loop: true,
      gap: 16,
      arrows: false,
      dots: false,
    });
    // A theme whose brand carousel shows 2 (shop spec §9, "2 in the second theme"): never more on a narrower screen.
    expect(sliderSettings('brands', { perView: 2, breakpoints: undefined })).toMatchObject({
      perView: 2,
      breakpoints: '1024:2, 600:2, 480:1',
      arrows: true,
    });
    // Its own breakpoints win whole.
    expect(sliderSettings('brands', { perView: 2, breakpoints: '900:4' }).breakpoints).toBe('900:4');
    expect(sliderSettings(undefined, { arrows: false })).toMatchObject({ perView: 1, gap: 16, arrows: false });
  });

  it('slider.css (in runtime.css) lays each preset out as Glide will, on both sides of each of its breakpoints', () => {
    const css = readFileSync('widgets/slider/slider.css', 'utf8');
    for (const preset of Object.keys(SLIDER_PRESETS) as SliderPreset[]) {
      const limits = Object.keys(parseBreakpoints(SLIDER_PRESETS[preset].breakpoints)).map(Number);
      for (const perView of [undefined, 2, 8]) {
        for (const width of [320, 1400, ...limits, ...limits.map((limit) => limit + 1)]) {
          const at = `${preset}${perView ? ` (data-per-view ${perView})` : ''} at ${width} px`;
          expect(`${at}: ${cssPerView(css, preset, width, perView)}`).toBe(
            `${at}: ${glidePerView(preset, width, perView)}`,
          );
        }
      }
    }
  });
});

/** Shop spec §9, the slides in view by window width, written out here (not read from presets.ts or slider.css). */
const SPEC_SLIDES: Record<SliderPreset, [width: number, slides: number][]> = {
  // "Brand carousel 6 slides …, 3/2/1 at breakpoints 1024/600/480."
  brands: [
    [1400, 6],
    [1025, 6],
    [1024, 3],
    [601, 3],
    [600, 2],
    [481, 2],
    [480, 1],
    [320, 1],
  ],
  // "Partner slider: … 6 slides at once, 5 at large, 4 medium, 3 small, 2 extra small" (xl ≥ 1200, lg ≥ 992, md ≥ 768,
  // sm ≥ 576).
  partners: [
    [1400, 6],
    [1200, 6],
    [1199, 5],
    [992, 5],
    [991, 4],
    [768, 4],
    [767, 3],
    [576, 3],
    [575, 2],
    [320, 2],
  ],
  // "Catalogue gallery thumbnails 5 visible (1 on small screens)."
  'product-thumbs': [
    [1400, 5],
    [576, 5],
    [575, 1],
    [320, 1],
  ],
  // "Checkout product gallery thumbnails: 3 visible, 2 at large and small breakpoints, 3 at medium."
  'checkout-thumbs': [
    [1400, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 3],
    [768, 3],
    [767, 2],
    [320, 2],
  ],
};

describe('slider presets against shop spec §9', () => {
  const css = readFileSync('widgets/slider/slider.css', 'utf8');
  it.each(Object.entries(SPEC_SLIDES))('%s: the slides in view at each width, mounted and before', (preset, widths) => {
    for (const [width, slides] of widths) {
      expect([width, glidePerView(preset as SliderPreset, width)]).toEqual([width, slides]);
      expect([width, cssPerView(css, preset, width)]).toEqual([width, slides]);
    }
  });

  it('partners turn every 2000 ms, endlessly, without dots or arrows', () => {
    expect(sliderSettings('partners', {})).toMatchObject({ autoplay: 2000, loop: true, dots: false, arrows: false });
  });
});
