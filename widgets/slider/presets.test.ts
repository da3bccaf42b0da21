import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from './breakpoints.ts';
import { SLIDER_PRESETS, type SliderPreset, sliderSettings } from './presets.ts';

/** Glide's rule: the smallest breakpoint at least as wide as the window gives the slides in view. */
function glidePerView(preset: SliderPreset, width: number): number {
  const { perView, breakpoints } = sliderSettings(preset, {});
  const limits = Object.entries(parseBreakpoints(breakpoints ?? ''))
    .map(([limit, value]) => [Number(limit), value.perView] as const)
    .filter(([limit]) => width <= limit)
    .sort((a, b) => a[0] - b[0]);
  return limits[0]?.[1] ?? perView;
}

/** What runtime.css gives --rt-preset of a preset at a width, before the slider mounts (source order wins). */
function cssPerView(css: string, preset: string, width: number): number | undefined {
  let value: number | undefined;
  const rule = /(@media \(max-width: (\d+)px\) \{)|(\n\})|([^{}]+)\{\s*--rt-preset: (\d+);\s*\}/g;
  let media: number | undefined;
  for (const match of css.matchAll(rule)) {
    if (match[1]) media = Number(match[2]);
    else if (match[3]) media = undefined;
    else if (match[4]?.includes(`[data-preset='${preset}']`) && (media === undefined || width <= media)) {
      value = Number(match[5]);
    }
  }
  return value;
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
    // A theme whose brand carousel shows 2 (shop spec §9, "2 in the second theme").
    expect(sliderSettings('brands', { perView: 2, breakpoints: undefined })).toMatchObject({
      perView: 2,
      breakpoints: '1024:3, 600:2, 480:1',
      arrows: true,
    });
    expect(sliderSettings(undefined, { arrows: false })).toMatchObject({ perView: 1, gap: 16, arrows: false });
  });

  it('slider.css (in runtime.css) lays each preset out as Glide will, on both sides of each of its breakpoints', () => {
    const css = readFileSync('widgets/slider/slider.css', 'utf8');
    for (const preset of Object.keys(SLIDER_PRESETS) as SliderPreset[]) {
      const limits = Object.keys(parseBreakpoints(SLIDER_PRESETS[preset].breakpoints)).map(Number);
      for (const width of [320, 1400, ...limits, ...limits.map((limit) => limit + 1)]) {
        expect(`${preset} at ${width} px: ${cssPerView(css, preset, width)}`).toBe(
          `${preset} at ${width} px: ${glidePerView(preset, width)}`,
        );
      }
    }
  });
});
