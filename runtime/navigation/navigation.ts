/**
 * In-place navigation on htmx 4 (runtime spec §2 "Link handling", §4 "Page load").
 *
 * htmx does the fetching, swapping and history; this module is the shop's policy around it, as one htmx
 * extension plus one delegated click listener:
 *   click → link policy → page:leave (cancelable) → leaving animation ‖ request (an older one is aborted)
 *   → long-loading + block loader if still pending when the animation ends → slice to [data-page-section]
 *   → swap (widgets of the old content unmount, new ones mount: the registry observes the DOM) → history push
 *   → title, body class → scroll / anchor → focus and announcement → images loaded → finished → tracking.
 * Back and forward: htmx re-fetches the page; we slice it the same way and restore the saved scroll position.
 */
import htmx from 'htmx.org';
import { holdBlockLoader } from '../block-loader.ts';
import type { RuntimeConfig } from '../config.ts';
import type { Runtime } from '../runtime.ts';
import { delay, prefersReducedMotion } from '../dom.ts';
import { emit } from '../events.ts';
import { sliceFragment } from '../fragment.ts';
import { HttpError } from '../http.ts';
import { t } from '../i18n.ts';
import { track } from '../tracking.ts';
import { confirmDialog, loadIntoModal, modalOf, openModal } from '../ui.ts';
import { pointLinkTo } from '../page.ts';
import { isSending, markSending } from '../sending.ts';
import { sameOriginPath } from '../urls.ts';
import { goToAnchor } from './anchors.ts';
import { decideForm, decideLink, formFacts, linkFacts, opensInModal } from './link-policy.ts';

/** The documented page-section marker; `<main>` when a template has none. */
export const PAGE_SECTION = '[data-page-section]';

/** States of a page load, in order (runtime spec §4), exposed as `data-page-state` on <body>. */
export type PageState = 'leaving' | 'loading' | 'inserting' | 'images' | 'finished' | 'failed';

/** What the runtime keeps in each history entry (runtime spec §3 "History state"). */
export interface ShopHistoryState {
  disableCache: boolean;
  anchor: string;
  targetId: string;
  scrollTop: number;
}

interface Visit {
  url: string;
  push: boolean;
  noCache: boolean;
  /** Back/forward: the scroll position to restore. */
  restoreScroll?: number;
  leaving: Promise<void>;
  settled: boolean;
  title?: string;
  failure?: unknown;
  abort?: () => void;
  releaseLoader?: () => void;
  /** Undoes the sending state of a submitted form's button. */
  releaseForm?: () => void;
}

type Ctx = {
  shopVisit?: Visit;
  request: { headers: Record<string, string>; abort?: () => void; cache?: RequestCache; action: string };
  response?: { status: number };
  text?: string;
  status?: string;
  select?: string;
  swap?: string;
  target?: Element;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
};
type Detail = { ctx: Ctx; error?: unknown };

const VIRTUAL_PAGEVIEW_MS = 100;
const ANALYTICS_AFTER_MS = 200;

let current: Visit | undefined;

function pageSection(): HTMLElement {
  return document.querySelector<HTMLElement>(PAGE_SECTION) ?? document.querySelector('main') ?? document.body;
}

function setState(state: PageState): void {
  document.body.dataset.pageState = state;
}

function shopState(): Partial<ShopHistoryState> {
  return (history.state?.shop as Partial<ShopHistoryState> | undefined) ?? {};
}

function rememberInHistory(values: Partial<ShopHistoryState>): void {
  history.replaceState({ ...history.state, htmx: true, shop: { ...shopState(), ...values } }, '');
}

/** The culture root (optionally with a hash) is the home page: body class `homepage`, elsewhere `page`. */
export function isHomePath(pathname: string, config: Pick<RuntimeConfig, 'app'>): boolean {
  const rest = pathname.slice(config.app.length).replace(/\/+$/, '');
  return rest === '' || /^\/(fr|nl)$/.test(rest);
}

function announcer(): HTMLElement {
  let region = document.getElementById('rt-page-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'rt-page-announcer';
    region.className = 'visually-hidden rt-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

function imagesLoaded(root: Element): Promise<void> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete && img.loading !== 'lazy');
  return Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Forms whose answer is on its way: they cannot be sent twice. */
/** The culture switcher links to the current address with the other culture segment (runtime spec §2). */
function updateCultureSwitch(url: URL): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]:not([data-page-section] a)')) {
    const culture = link.hreflang.slice(0, 2);
    pointLinkTo(link, url.pathname.replace(/\/(fr|nl)(?=\/|$)/, `/${culture}`) + url.search + url.hash);
  }
}

export function startNavigation(runtime: Runtime): void {
  const { config } = runtime;
  htmx.config.history = true;
  htmx.config.includeIndicatorCSS = false;
  pageSection().setAttribute('hx-history-elt', '');
  announcer();

  const finishLeaving = (visit: Visit) => {
    visit.settled = true;
    visit.releaseLoader?.();
    visit.releaseForm?.();
    if (visit !== current) return; // a newer visit owns the page state now
    document.body.classList.remove('page-leaving', 'long-loading');
    pageSection().removeAttribute('aria-busy');
  };

  async function arrive(visit: Visit): Promise<void> {
    finishLeaving(visit);
    const section = pageSection();
    section.setAttribute('hx-history-elt', '');
    if (visit.title) document.title = visit.title;
    const url = new URL(location.href);
    const home = isHomePath(url.pathname, config);
    document.body.classList.toggle('homepage', home);
    document.body.classList.toggle('page', !home);
    document.body.classList.add('page-entering');
    setTimeout(() => document.body.classList.remove('page-entering'), prefersReducedMotion() ? 0 : config.delayOut);

    if (visit.restoreScroll !== undefined) {
      window.scrollTo({ top: visit.restoreScroll, behavior: 'instant' });
    } else if (!(url.hash && (await goToAnchor(url.hash)))) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    if (!url.hash || visit.restoreScroll !== undefined) {
      const heading = section.querySelector<HTMLElement>('h1') ?? section;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    announcer().textContent = document.title;
    updateCultureSwitch(url);

    setState('images');
    await imagesLoaded(section);
    setState('finished');
    emit('page:loaded', { url: location.href, initial: false });
    setTimeout(() => {
      track({
        event: 'VirtualPageview',
        virtualPageURL: location.pathname + location.search,
        virtualPageTitle: document.title,
      });
      setTimeout(
        () => track({ event: 'page_view', page_location: location.href, page_title: document.title }),
        ANALYTICS_AFTER_MS,
      );
    }, VIRTUAL_PAGEVIEW_MS);
  }

  function fail(visit: Visit): void {
    // The page animation comes back in and the loader goes, then the error catalogue reacts.
    finishLeaving(visit);
    setState('failed');
    runtime.errors.report(visit.failure, { returnUrl: visit.url });
  }

  htmx.registerExtension('shop-navigation', {
    htmx_config_request(_elt: Element, detail: Detail) {
      const ctx = detail.ctx;
      if (ctx.request.headers['HX-History-Restore-Request'] !== 'true') return;
      // Back or forward: htmx re-fetches the page; slice it like any visit and restore the scroll position.
      current?.abort?.();
      const saved = shopState();
      const visit: Visit = {
        url: location.pathname + location.search + location.hash,
        push: false,
        noCache: saved.disableCache ?? false,
        restoreScroll: saved.scrollTop ?? 0,
        leaving: Promise.resolve(),
        settled: false,
      };
      current = visit;
      ctx.shopVisit = visit;
      ctx.select = undefined;
      ctx.swap = 'innerHTML';
      ctx.target = pageSection();
    },
    htmx_before_request(_elt: Element, detail: Detail) {
      const ctx = detail.ctx;
      const visit = ctx.shopVisit;
      if (!visit) return;
      // Back/forward requests carry htmx's own history signal instead of an abort function (htmx aborts them).
      const abort = ctx.request.abort;
      if (typeof abort === 'function') visit.abort = () => abort();
      if (visit.noCache) ctx.request.cache = 'no-store';
      const fetchPage = ctx.fetch ?? window.fetch.bind(window);
      // The swap waits for the leaving animation.
      ctx.fetch = async (url, init) => (await Promise.all([fetchPage(url, init), visit.leaving]))[0];
    },
    htmx_after_request(_elt: Element, detail: Detail) {
      const ctx = detail.ctx;
      const visit = ctx.shopVisit;
      if (!visit) return;
      const status = ctx.response?.status ?? 0;
      if (status >= 400) {
        visit.failure = new HttpError(`GET ${visit.url} answered ${status}`, status, visit.url, ctx.text);
        return false;
      }
      const fragment = sliceFragment(ctx.text ?? '', [PAGE_SECTION, 'main']);
      ctx.text = fragment.html;
      visit.title = fragment.documentTitle;
      setState('inserting');
      return undefined;
    },
    htmx_before_history_update() {
      // The page being left keeps its scroll position for back and forward.
      rememberInHistory({ scrollTop: window.scrollY });
    },
    htmx_after_history_push() {
      const visit = current;
      rememberInHistory({
        disableCache: visit?.noCache ?? false,
        anchor: new URL(location.href).hash,
        targetId: pageSection().id,
        scrollTop: 0,
      });
    },
    htmx_error(_elt: Element, detail: Detail) {
      const visit = detail.ctx?.shopVisit;
      if (visit && !visit.failure) {
        visit.failure = new HttpError(
          `GET ${visit.url} did not reach the server (${String(detail.error)})`,
          0,
          visit.url,
        );
      }
    },
    htmx_finally_request(_elt: Element, detail: Detail) {
      const ctx = detail.ctx;
      const visit = ctx.shopVisit;
      if (!visit) return;
      if (visit !== current) {
        finishLeaving(visit); // replaced by a newer visit: it was aborted on purpose
        return;
      }
      if (!visit.failure && ctx.status !== 'swapped') {
        visit.failure = new HttpError(`GET ${visit.url} was aborted`, 0, visit.url);
      }
      if (visit.failure) fail(visit);
      else void arrive(visit);
    },
  });

  interface VisitRequest {
    push: boolean;
    noCache: boolean;
    /** A form submitted in place: htmx sends its fields (with the submitter's). */
    form?: { element: HTMLFormElement; method: 'GET' | 'POST'; event: SubmitEvent };
  }

  async function visitPage(url: string, options: VisitRequest): Promise<void> {
    if (!emit('page:leave', { url }, { cancelable: true })) return;
    current?.abort?.();
    const visit: Visit = {
      url,
      push: options.push,
      noCache: options.noCache,
      leaving: Promise.resolve(),
      settled: false,
    };
    current = visit;
    document.body.classList.add('page-leaving');
    pageSection().setAttribute('aria-busy', 'true');
    setState('leaving');
    visit.leaving = delay(prefersReducedMotion() ? 0 : config.delayIn).then(() => {
      if (visit.settled || visit !== current) return;
      // Still pending as the leaving animation ends.
      document.body.classList.add('long-loading');
      visit.releaseLoader = holdBlockLoader();
      setState('loading');
    });
    const form = options.form;
    if (form) visit.releaseForm = markSending(form.element, form.event.submitter);
    await htmx.ajax(form?.method ?? 'GET', url, {
      target: pageSection(),
      swap: 'innerHTML',
      // A form pushes its action (a GET form with its query, a redirected POST the address it ended on).
      push: options.push ? (form ? 'true' : url) : 'false',
      shopVisit: visit,
      ...(form ? { source: form.element, event: form.event } : {}),
    } as never);
  }

  // Widgets go places through runtime/page.ts: a new address adds a history entry, a reload does not.
  runtime.pages.attach((url, options) => void visitPage(url, { push: !options.replace, noCache: true }));

  /**
   * A form sent in a modal whose answer is a redirect (the login form going to its return URL): the visitor leaves
   * the modal for that page, unless it is itself a page that opens in a modal (the two-factor pages).
   */
  const leaveOnRedirect = (url: string): boolean => {
    if (opensInModal(new URL(url, location.href).pathname)) return false;
    return runtime.pages.follow(url);
  };

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (isSending(form)) {
      event.preventDefault(); // sent already: a double click or a second Enter sends nothing more
      return;
    }
    const decision = decideForm(formFacts(form, event.submitter, location.href));
    if (decision.kind === 'native') return;
    if (form.closest('dialog')) {
      // A form inside a modal loads its answer within the modal.
      const modal = modalOf(form);
      if (!modal) return;
      event.preventDefault();
      const fields = new FormData(form, event.submitter);
      if (decision.method === 'GET') {
        const target = new URL(decision.url, location.href);
        for (const [name, value] of fields) if (typeof value === 'string') target.searchParams.append(name, value);
        void loadIntoModal(modal, target.pathname + target.search);
      } else {
        // Sent as the browser would: urlencoded unless the form asks for multipart (file uploads).
        const encoded = new URLSearchParams();
        for (const [name, value] of fields) if (typeof value === 'string') encoded.append(name, value);
        const body = form.enctype === 'multipart/form-data' ? fields : encoded;
        void loadIntoModal(modal, decision.url, { method: 'POST', body, leaveOnRedirect });
      }
      return;
    }
    event.preventDefault();
    void visitPage(decision.url, {
      push: true,
      noCache: decision.method === 'POST',
      form: { element: form, method: decision.method, event },
    });
  });

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const decision = decideLink(linkFacts(link, location.href), event);
    if (link.closest('dialog')) {
      // Links inside a modal load within it (the two-factor pages and their back links, for instance).
      const modal = modalOf(link);
      if (!modal || (decision.kind !== 'in-place' && decision.kind !== 'modal')) return;
      event.preventDefault();
      void loadIntoModal(modal, decision.url);
      return;
    }
    switch (decision.kind) {
      case 'native':
        return;
      case 'anchor':
        event.preventDefault();
        history.pushState(history.state, '', decision.hash);
        void goToAnchor(decision.hash);
        return;
      case 'modal': {
        event.preventDefault();
        // A return URL for the modal's page (where its form sends the visitor afterwards), same-site only.
        const returnUrl = link.dataset.modalReturnUrl ? sameOriginPath(link.dataset.modalReturnUrl) : null;
        const target = new URL(decision.url, location.href);
        if (returnUrl) target.searchParams.set('returnUrl', returnUrl);
        void openModal({
          url: target.pathname + target.search + target.hash,
          title: link.dataset.modalTitle,
          size: (link.dataset.modalSize as 'sm' | 'md' | 'lg' | 'xl' | undefined) ?? 'lg',
          className: link.dataset.modalClass,
        });
        return;
      }
      case 'in-place':
        event.preventDefault();
        if (decision.confirm === null) {
          void visitPage(decision.url, { push: true, noCache: decision.noCache });
          return;
        }
        void confirmDialog(decision.confirm || t('SureToDelete')).then((confirmed) => {
          if (confirmed) void visitPage(decision.url, { push: false, noCache: true });
        });
        return;
    }
  });
}
