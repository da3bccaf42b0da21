// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './lightbox.ts';

const openViewer = vi.fn(async () => () => {});
vi.mock('./lightbox-view.ts', () => ({ openViewer }));

const mounted: AbortController[] = [];
afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
  vi.restoreAllMocks();
  openViewer.mockClear();
});

const OPTIONS = {
  items: 'a[href][data-lightbox]',
  preload: 2,
  transition: 300,
  slideshow: false,
  interval: 5000,
  slideshowTransition: 500,
};

function gallery(html: string): HTMLElement {
  document.body.innerHTML = `<div data-widget="lightbox">${html}</div>`;
  const element = document.querySelector<HTMLElement>('[data-widget]')!;
  const controller = new AbortController();
  mounted.push(controller);
  mount(element, OPTIONS, { signal: controller.signal, runtime: testRuntime() });
  return element;
}

/** Clicks `link`; whether the widget took the click over (the test's window never follows the link). */
const click = (link: Element): boolean => {
  let prevented = false;
  const seen = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seen, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return prevented;
};

describe('lightbox', () => {
  it('opens the site’s images only: another host’s link is left to the browser, with a warning, and out of the set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = gallery(`
      <a data-lightbox href="/media/1.jpg"><img alt="un"></a>
      <a data-lightbox href="https://tracker.example/2.jpg"><img alt="deux"></a>
      <a data-lightbox href="/media/3.jpg"><img alt="trois"></a>`);
    const [first, foreign, third] = element.querySelectorAll('a');
    expect(click(foreign!)).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://tracker.example/2.jpg');
    expect(click(third!)).toBe(true);
    await vi.waitFor(() => expect(openViewer).toHaveBeenCalledTimes(1));
    expect(openViewer).toHaveBeenCalledWith([first, third], 1, OPTIONS);
  });
});
