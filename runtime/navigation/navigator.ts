/**
 * The Navigator owns the current visit (runtime spec §4 "Page load"): starting a visit aborts the previous one, and
 * back/forward during a visit aborts it and starts a restore visit. It turns the visit's transitions into what the
 * page shows (./visit-view.ts: data-page-state, page-leaving, long-loading, the block loader) and runs the steps
 * of a load in order:
 *
 *   visit(): page:leave (cancelable) → the older visit aborted → leaving ‖ request (ports.send)
 *   leaving animation over, answer still pending → loading (long-loading + block loader)
 *   insert(): the answer is in → inserting          fail(): → failed → the error catalogue (ports.report), with
 *                                                   a retry that sends the same request again (a lost connection)
 *   arrive(): swapped → images (cleanups) → show (title → tracking) → images loaded → finished → page:loaded
 *
 * No htmx here: the adapter (./htmx-adapter.ts) calls restore, insert, fail and arrive as htmx goes, and sends the
 * request through ./visit-fetch.ts, which tells the visit when the answer is in.
 */
import { delay } from '../dom.ts';
import { emit } from '../events.ts';
import { markSending } from '../sending.ts';
import type { ShopHistoryState } from './history-state.ts';
import { Visit, type VisitInit } from './visit.ts';
import type { InitialVisitState } from './visit-state.ts';
import type { VisitView } from './visit-view.ts';

/** A page to load in place: a link, a form (htmx sends its fields with the submitter's) or a widget's visit. */
export interface PageRequest {
  url: string;
  method: 'GET' | 'POST';
  push: boolean;
  noCache: boolean;
  form?: { element: HTMLFormElement; event: SubmitEvent };
}

export interface NavigatorPorts {
  /** Sends the visit's request; rejects when it could not even be sent. */
  send(visit: Visit, request: PageRequest): Promise<void>;
  view: VisitView;
  /** Title (tracking counts from it), body class, scroll, focus, announcement of the arrived page. */
  show(visit: Visit): Promise<void>;
  /** Resolves when the new content's images have loaded. */
  imagesLoaded(): Promise<void>;
  /** The error catalogue; `retry` visits again with the failed visit's request. */
  report(error: unknown, context: { returnUrl: string; retry: () => void }): void;
  /** How long the leaving animation lasts, in ms. */
  leavingMs(): number;
  /** Loads an address as a whole page (runtime.pages.loadWhole). */
  loadWhole(url: string): void;
}

export class Navigator {
  #current: Visit | undefined;
  readonly #ports: NavigatorPorts;
  /** The request each visit sent, for a retry; a back/forward visit has none (its retry reloads its address). */
  readonly #requests = new WeakMap<Visit, PageRequest>();

  constructor(ports: NavigatorPorts) {
    this.#ports = ports;
  }

  /** The visit that owns the page, live or over. */
  get current(): Visit | undefined {
    return this.#current;
  }

  /** Loads a page in place. Undefined when a page:leave listener kept the visitor here. */
  visit(request: PageRequest): Visit | undefined {
    if (!emit('page:leave', { url: request.url }, { cancelable: true })) return undefined;
    const visit = this.#begin({ url: request.url, push: request.push, noCache: request.noCache }, 'leaving');
    this.#requests.set(visit, request);
    visit.addCleanup(this.#ports.view.showLeaving());
    const form = request.form;
    if (form) visit.addCleanup(markSending(form.element, form.event.submitter));
    void delay(this.#ports.leavingMs()).then(() => this.#leavingEnded(visit));
    void this.#ports.send(visit, request).catch((error: unknown) => this.fail(visit, error));
    return visit;
  }

  /** Back or forward: the browser is on the entry already; its content is requested again. */
  restore(url: string, saved: Partial<ShopHistoryState>): Visit {
    const visit = this.#begin(
      { url, push: false, noCache: saved.disableCache ?? false, restoreScroll: saved.scrollTop ?? 0 },
      'loading',
    );
    visit.endLeaving();
    return visit;
  }

  /** The answer is good and goes in. False when the visit is over: its answer must not be swapped. */
  insert(visit: Visit, title: string): boolean {
    if (!visit.transition('inserting')) return false;
    visit.title = title;
    return true;
  }

  /**
   * The answer was rendered for another release of the runtime (./release.ts): it is not swapped in; the visit
   * ends and `url`, where the answer ended, loads as a whole page, bringing its release's runtime.
   */
  loadWhole(visit: Visit, url: string): void {
    if (visit.abort()) this.#ports.loadWhole(url);
  }

  /** The visit failed: the page animation comes back, the loader goes, then the error catalogue reacts. */
  fail(visit: Visit, error: unknown): boolean {
    if (!visit.transition('failed')) return false;
    const request = this.#requests.get(visit) ?? { url: visit.url, method: 'GET', push: false, noCache: visit.noCache };
    this.#ports.report(error, { returnUrl: visit.url, retry: () => void this.visit(request) });
    return true;
  }

  /** The content is in: show the page, wait for its images, then tell. */
  async arrive(visit: Visit): Promise<void> {
    if (!visit.transition('images')) return;
    await this.#ports.show(visit);
    if (!visit.live) return;
    await this.#ports.imagesLoaded();
    if (!visit.transition('finished')) return;
    emit('page:loaded', { url: location.href, initial: false });
  }

  /**
   * The browser gave the page back from its back-forward cache: a load under way when the shopper left is dropped
   * (its cleanups take its loader and leaving classes away), and the page is the one they left, finished.
   */
  settle(): void {
    if (this.#current?.abort()) this.#ports.view.writeState('finished');
  }

  #begin(init: VisitInit, initial: InitialVisitState): Visit {
    this.#current?.abort();
    const visit = new Visit(init, initial, (changed) => this.#changed(changed));
    this.#current = visit;
    this.#ports.view.writeState(initial);
    return visit;
  }

  /** data-page-state follows the current visit; an aborted one never writes it. */
  #changed(visit: Visit): void {
    const state = visit.state;
    if (visit === this.#current && state !== 'aborted') this.#ports.view.writeState(state);
  }

  #leavingEnded(visit: Visit): void {
    visit.endLeaving();
    if (visit.answered || !visit.transition('loading')) return;
    visit.addCleanup(this.#ports.view.showLongLoading());
  }
}
