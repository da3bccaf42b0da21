/**
 * Page-widget benchmark (part of `npm run bench`), in Chromium against the reference CMS's atelier page, chunks
 * loaded: 200 service cards (bigger-link + scroll-in, a lazy image each), as a long content page would carry;
 * time from inserting them to all 600 hooks mounted (`data-widget-mounted` on each). And a news post list of 200
 * posts in masonry with lazy images (the blog's mosaic page): time from inserting it to every post placed in its
 * column (a row span on each).
 */
import { pageWithConsent } from '../consent-cookie.mjs';
import { median } from './stats.mjs';

export async function pageWidgetBenchmarks(browser, base, rounds) {
  const page = await pageWithConsent(browser, base);
  await page.goto(`${base}/fr/atelier`);
  await page.waitForFunction(() => document.querySelector('.service-card.rt-bigger-link'));
  const times = await page.evaluate(async (n) => {
    const card = document.querySelector('.services > li');
    const times = [];
    for (let round = 0; round < n; round++) {
      const list = document.createElement('ul');
      list.className = 'list-unstyled';
      const clean = card.cloneNode(true);
      for (const element of clean.querySelectorAll('[data-widget-mounted]'))
        element.removeAttribute('data-widget-mounted');
      clean.querySelector('.service-card')?.classList.remove('rt-bigger-link', 'is-visible');
      list.innerHTML = clean.outerHTML.repeat(200);
      const start = performance.now();
      document.querySelector('main').append(list);
      const limit = start + 10_000;
      const mounted = () =>
        list.querySelectorAll('[data-widget-mounted="bigger-link scroll-in"]').length === 200 &&
        list.querySelectorAll('img[data-widget-mounted="lazy-image"]').length === 200;
      while (!mounted()) {
        if (performance.now() > limit) throw new Error('the 200 cards did not mount');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      times.push(performance.now() - start);
      list.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  }, rounds);
  await page.goto(`${base}/fr/blog/mosaic`);
  await page.waitForFunction(() => document.querySelector('[data-widget-mounted~="news-posts"]'));
  const masonry = await page.evaluate(async (n) => {
    const post = document.querySelector('[data-news-items] > li');
    const times = [];
    for (let round = 0; round < n; round++) {
      const section = document.createElement('section');
      section.className = 'news-posts news-posts--masonry';
      section.dataset.widget = 'news-posts';
      section.dataset.layout = 'masonry';
      section.dataset.autoload = 'false';
      section.innerHTML = `<ul class="news-posts__items list-unstyled" data-news-items>${post.outerHTML.repeat(200)}</ul>`;
      const start = performance.now();
      document.querySelector('main').append(section);
      const limit = start + 10_000;
      const placed = () =>
        section.classList.contains('is-masonry') &&
        Array.from(section.querySelectorAll('[data-news-items] > li')).every((item) => item.style.gridRowEnd);
      while (!placed()) {
        if (performance.now() > limit) throw new Error('the 200 posts were not placed');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      times.push(performance.now() - start);
      section.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  }, rounds);
  await page.close();
  return { cards: median(times), masonry: median(masonry) };
}
