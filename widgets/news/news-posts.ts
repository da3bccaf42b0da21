/**
 * The news post list (runtime spec §2 "news post list (blog-style scroll and masonry)"). The CMS renders a page of
 * posts ([data-news-items]) and a real link to the next page ([data-news-more], rel="next"), which works without
 * script. Enhanced: the next page loads in place and its posts are appended, when the link nears the viewport
 * (endless scroll) or when it is followed (then focus goes to the first new post); a polite status tells how many
 * came. In masonry layout the posts are packed in columns (masonry.ts), again as images load or the width changes.
 * A failed page shows an inline danger alert above the link, which stays for a retry (endless scroll waits for it).
 */
import type * as v from 'valibot';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { pointLinkTo } from '../../runtime/page.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import type { newsPostsOptions } from './definition.ts';
import { layOutMasonry } from './masonry.ts';
import { dangerAlert, showsAlert } from './news-fragments.ts';
import { keepFromPrefetch } from '../shared/taken-over-links.ts';
import { onWidthSettled } from '../shared/width-settled.ts';

type Options = v.InferOutput<typeof newsPostsOptions>;

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const list = element.querySelector<HTMLElement>('[data-news-items]');
  if (!list) {
    console.error('[runtime] news-posts: no [data-news-items] list inside the widget.', element);
    return undefined;
  }
  const status = element.querySelector<HTMLElement>('[data-news-status]');
  const masonry = options.layout === 'masonry';
  let loading = false;
  let failedOnce = false;
  let alert: HTMLElement | null = null;

  const items = () => Array.from(list.children) as HTMLElement[];
  const more = () => element.querySelector<HTMLAnchorElement>('a[data-news-more]');
  keepFromPrefetch(more());

  // Masonry: every item at mount; then the new ones, all again 150 ms after the width has settled (runtime spec §9)
  // and when an image arrives.
  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => layOutMasonry(list, items()));
  };
  if (masonry) {
    element.classList.add('is-masonry');
    layOutMasonry(list, items());
    onWidthSettled(list, () => layOutMasonry(list, items()), signal);
    list.addEventListener('load', relayout, { capture: true, signal });
    signal.addEventListener('abort', () => cancelAnimationFrame(frame));
  }

  const loadNext = async (by: 'scroll' | 'link') => {
    const link = more();
    if (!link || loading) return;
    const path = sameOriginPath(link.getAttribute('href') ?? '');
    if (path === null) {
      console.warn('[runtime] news-posts: the next-page link leaves the site; it is left to the browser.', link);
      observer?.disconnect();
      return;
    }
    loading = true;
    element.setAttribute('aria-busy', 'true');
    let page: Document;
    try {
      const html = await request(path, { expect: 'html', key: 'news-posts', signal, handleErrors: false });
      page = new DOMParser().parseFromString(html, 'text/html');
    } catch (error) {
      if (showsAlert(error, signal)) {
        alert?.remove();
        alert = dangerAlert();
        link.parentElement?.before(alert);
        failedOnce = true; // endless scroll stops asking; the link retries
      }
      return;
    } finally {
      loading = false;
      element.removeAttribute('aria-busy');
    }
    alert?.remove();
    alert = null;
    const fresh = Array.from(page.querySelector('[data-news-items]')?.children ?? []).map(
      (item) => document.importNode(item, true) as HTMLElement,
    );
    list.append(...fresh);
    if (masonry) layOutMasonry(list, fresh);
    const next = page.querySelector<HTMLAnchorElement>('a[data-news-more]')?.getAttribute('href');
    if (next && pointLinkTo(link, next)) {
      // Observed afresh: a link still within reach after the append is reported again (a tall screen).
      observer?.unobserve(link);
      observer?.observe(link);
    } else {
      link.parentElement?.remove();
      observer?.disconnect();
    }
    if (status) {
      status.textContent = next
        ? t('News.PostsLoaded', { count: fresh.length })
        : `${t('News.PostsLoaded', { count: fresh.length })} ${t('News.AllShown')}`;
    }
    if (by === 'link') fresh[0]?.querySelector<HTMLElement>('a[href], [tabindex]')?.focus();
  };

  // Endless scroll: one observer on the link, created at mount (a news page has one list).
  const observer = options.autoload
    ? new IntersectionObserver(
        (entries) => {
          if (!failedOnce && entries.some((entry) => entry.isIntersecting)) void loadNext('scroll');
        },
        { rootMargin: `0px 0px ${options.distance}px 0px` },
      )
    : null;
  const link = more();
  if (observer && link) {
    observer.observe(link);
    // Scroll anchoring off while endless scroll is on: at the bottom of the page it would hold on to the footer and
    // scroll down with it as posts are appended, keeping the link in reach, and every page would load at once.
    // (Chromium reads it from the body as well as from the root.)
    for (const box of [document.documentElement, document.body]) {
      const anchoring = box.style.overflowAnchor;
      box.style.overflowAnchor = 'none';
      signal.addEventListener('abort', () => (box.style.overflowAnchor = anchoring));
    }
  }

  signal.addEventListener('abort', () => observer?.disconnect());

  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = (event.target as Element).closest('a[data-news-more]');
      if (!target || !element.contains(target)) return;
      event.preventDefault();
      void loadNext('link');
    },
    { signal },
  );
  return undefined;
}
