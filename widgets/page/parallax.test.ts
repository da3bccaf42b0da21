// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../runtime/runtime.ts';
import { mount } from './parallax.ts';

const BANNER = '<section class="banner"><div data-parallax-layer style="height: 10px"></div></section>';
const IMAGES = { image: '/s.svg', 'image-576': '/m.svg', 'image-768': '/l.svg', 'image-1201': '/xl.svg' };

/** Mounts the parallax on a banner in a window `width` px wide; `abort` unmounts it. */
function mountBanner(width: number, images: Partial<typeof IMAGES>) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    return Object.assign(new EventTarget(), {
      matches: width >= min && !query.includes('reduced-motion'),
      media: query,
    });
  });
  document.body.innerHTML = BANNER;
  const element = document.querySelector<HTMLElement>('.banner')!;
  const controller = new AbortController();
  mount(element, { speed: 4, from: 1201, ...images }, { signal: controller.signal, runtime: {} as Runtime });
  const layer = element.querySelector<HTMLElement>('[data-parallax-layer]')!;
  return { layer, abort: () => controller.abort() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parallax banner images', () => {
  it('sets the layer’s background image of the width tier, and removes it when unmounted', () => {
    const { layer, abort } = mountBanner(800, IMAGES);
    expect(layer.style.getPropertyValue('background-image')).toBe('url("/l.svg")');
    abort();
    expect(layer.style.getPropertyValue('background-image')).toBe('');
  });

  it('changes nothing when the banner names no image', () => {
    const { layer } = mountBanner(1300, {});
    expect(layer.getAttribute('style')).toBe('height: 10px;');
  });

  it('leaves out another host’s image with one warning, and shows a narrower tier’s', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { layer } = mountBanner(1300, { ...IMAGES, 'image-1201': 'https://tracker.example/x.svg' });
    expect(layer.style.getPropertyValue('background-image')).toBe('url("/l.svg")');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://tracker.example/x.svg');
  });
});
