/**
 * The news post list (runtime spec §2 "news post list (blog-style scroll and masonry)"). The CMS renders a page of
 * posts ([data-news-items]) and a real link to the next page ([data-news-more], rel="next"), which works without
 * script. Enhanced: the next page loads in place and its posts are appended, when the link nears the viewport
 * (endless scroll) or when it is followed (then focus goes to the first new post); a polite status tells how many
 * came. In masonry layout the posts are packed in columns (masonry.ts), again as images load or the width changes.
 * A failed page shows an inline danger alert above the link, which stays for a retry (endless scroll waits for it).
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { pointLinkTo } from '../../runtime/page.ts';
import { readHtml } from '../../runtime/parsed-html.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import type { NewsPostsOptions as Options } from './definition.ts';
import { layOutMasonry } from './masonry.ts';
import { dangerAlert, showsAlert } from './news-fragments.ts';
import { keepFromPrefetch } from '../shared/taken-over-links.ts';
import { onWidthSettled } from '../shared/width-settled.ts';
import { delegate } from '../../runtime/dom.ts';

/** One post list on the page and the state of its next-page loading. */
interface PostList {
  element: HTMLElement;
  list: HTMLElement;
  status: HTMLElement | null;
  masonry: boolean;
  signal: AbortSignal;
  loading: boolean;
  /** A page failed: endless scroll stops asking, the link retries. */
  failedOnce: boolean;
  alert: HTMLElement | null;
  /** Endless scroll's observer of the next-page link, when autoload is on. */
  observer: IntersectionObserver | null;
}

const itemsOf = (posts: PostList) => Array.from(posts.list.children) as HTMLElement[];
const nextPageLink = (posts: PostList) => posts.element.querySelector<HTMLAnchorElement>('a[data-news-more]');

/**
 * Masonry: every item at mount (the new ones as they come: appendPage), all again 150 ms after the width has settled
 * (runtime spec §9) and when an image arrives.
 */
function packInColumns(posts: PostList): void {
  const { element, list, signal } = posts;
  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => layOutMasonry(list, itemsOf(posts)));
  };
  element.classList.add('is-masonry');
  layOutMasonry(list, itemsOf(posts));
  onWidthSettled(list, () => layOutMasonry(list, itemsOf(posts)), signal);
  list.addEventListener('load', relayout, { capture: true, signal });
  signal.addEventListener('abort', () => cancelAnimationFrame(frame));
}

/** The next page as a document, or null after showing the danger alert above the link. */
async function fetchNextPage(posts: PostList, link: HTMLAnchorElement, path: string): Promise<string | null> {
  const { element, signal } = posts;
  posts.loading = true;
  element.setAttribute('aria-busy', 'true');
  try {
    return await request(path, { expect: 'html', key: 'news-posts', signal, handleErrors: false });
  } catch (error) {
    if (showsAlert(error, signal)) {
      posts.alert?.remove();
      posts.alert = dangerAlert(error);
      link.parentElement?.before(posts.alert);
      posts.failedOnce = true;
    }
    return null;
  } finally {
    posts.loading = false;
    element.removeAttribute('aria-busy');
  }
}

/** The link points to the page after (`next`), or goes when there is none. */
function advanceLink(posts: PostList, link: HTMLAnchorElement, next: string | null | undefined): void {
  if (next && pointLinkTo(link, next)) {
    // Observed afresh: a link still within reach after the append is reported again (a tall screen).
    posts.observer?.unobserve(link);
    posts.observer?.observe(link);
    return;
  }
  link.parentElement?.remove();
  posts.observer?.disconnect();
}

/** The posts of the next page appended (and packed), the link moved on and the count told. */
function appendPage(posts: PostList, link: HTMLAnchorElement, html: string): HTMLElement[] {
  posts.alert?.remove();
  posts.alert = null;
  const { fresh, next } = readHtml(html, (page) => ({
    fresh: Array.from(page.querySelector('[data-news-items]')?.children ?? []).map(
      (item) => document.importNode(item, true) as HTMLElement,
    ),
    next: page.querySelector<HTMLAnchorElement>('a[data-news-more]')?.getAttribute('href'),
  }));
  posts.list.append(...fresh);
  if (posts.masonry) layOutMasonry(posts.list, fresh);
  advanceLink(posts, link, next);
  if (posts.status) {
    const loaded = t('News.PostsLoaded', { count: fresh.length });
    posts.status.textContent = next ? loaded : `${loaded} ${t('News.AllShown')}`;
  }
  return fresh;
}

/** Loads the next page in place; followed by the link, the focus goes to the first new post. */
async function loadNext(posts: PostList, by: 'scroll' | 'link'): Promise<void> {
  const link = nextPageLink(posts);
  if (!link || posts.loading) return;
  const path = sameOriginPath(link.getAttribute('href') ?? '');
  if (path === null) {
    console.warn('[runtime] news-posts: the next-page link leaves the site; it is left to the browser.', link);
    posts.observer?.disconnect();
    return;
  }
  const page = await fetchNextPage(posts, link, path);
  if (!page) return;
  const fresh = appendPage(posts, link, page);
  if (by === 'link') fresh[0]?.querySelector<HTMLElement>('a[href], [tabindex]')?.focus();
}

/** Endless scroll: one observer on the link, created at mount (a news page has one list). */
function loadOnScroll(posts: PostList, options: Options): void {
  const link = nextPageLink(posts);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!posts.failedOnce && entries.some((entry) => entry.isIntersecting)) void loadNext(posts, 'scroll');
    },
    { rootMargin: `0px 0px ${options.distance}px 0px` },
  );
  posts.observer = observer;
  posts.signal.addEventListener('abort', () => observer.disconnect());
  if (!link) return;
  observer.observe(link);
  // Scroll anchoring off while endless scroll is on: at the bottom of the page it would hold on to the footer and
  // scroll down with it as posts are appended, keeping the link in reach, and every page would load at once.
  // (Chromium reads it from the body as well as from the root.)
  for (const box of [document.documentElement, document.body]) {
    const anchoring = box.style.overflowAnchor;
    box.style.overflowAnchor = 'none';
    posts.signal.addEventListener('abort', () => (box.style.overflowAnchor = anchoring));
  }
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const list = element.querySelector<HTMLElement>('[data-news-items]');
  if (!list) {
    console.error('[runtime] news-posts: no [data-news-items] list inside the widget.', element);
    return undefined;
  }
  const posts: PostList = {
    element,
    list,
    status: element.querySelector<HTMLElement>('[data-news-status]'),
    masonry: options.layout === 'masonry',
    signal,
    loading: false,
    failedOnce: false,
    alert: null,
    observer: null,
  };
  keepFromPrefetch(nextPageLink(posts));
  if (posts.masonry) packInColumns(posts);
  if (options.autoload) loadOnScroll(posts, options);
  element.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const target = delegate(event, 'a[data-news-more]');
      if (!target || !element.contains(target)) return;
      event.preventDefault();
      void loadNext(posts, 'link');
    },
    { signal },
  );
  return undefined;
}
