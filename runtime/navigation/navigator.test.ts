// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlockLoaderShown } from '../block-loader.ts';
import { on } from '../events.ts';
import { isSending } from '../sending.ts';
import { Navigator, type NavigatorPorts, type PageRequest } from './navigator.ts';
import type { Visit } from './visit.ts';
import type { PageState } from './visit-state.ts';
import { domVisitView, type VisitView } from './visit-view.ts';

const LEAVING_MS = 350;

interface Gate {
  promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const link = (url: string): PageRequest => ({ url, method: 'GET', push: true, noCache: false });

/** The Navigator with the real DOM view (counted), and the htmx side played by the test. */
function harness() {
  document.body.className = '';
  delete document.body.dataset.pageState;
  document.body.innerHTML = '<main data-page-section id="main"><h1>Accueil</h1></main>';
  window.dataLayer = [];
  const written: PageState[] = [];
  const undone = { leaving: 0, longLoading: 0 };
  const view: VisitView = {
    showLeaving() {
      const undo = domVisitView.showLeaving();
      return () => {
        undone.leaving += 1;
        undo();
      };
    },
    showLongLoading() {
      const undo = domVisitView.showLongLoading();
      return () => {
        undone.longLoading += 1;
        undo();
      };
    },
    writeState(state) {
      written.push(state);
      domVisitView.writeState(state);
    },
  };
  const sent: Visit[] = [];
  const cancelled: Visit[] = [];
  const ports = {
    send: vi.fn(async (visit: Visit, _request: PageRequest) => {
      sent.push(visit);
      visit.onAbort(() => cancelled.push(visit));
    }),
    view,
    show: vi.fn(async (_visit: Visit) => {}),
    imagesLoaded: vi.fn(async () => {}),
    report: vi.fn((_error: unknown, _context: { returnUrl: string; retry: () => void }) => {}),
    leavingMs: vi.fn(() => LEAVING_MS),
    loadWhole: vi.fn((_url: string) => {}),
  } satisfies NavigatorPorts;
  const loaded: string[] = [];
  const listening = new AbortController();
  on('page:loaded', (event) => loaded.push(event.detail.url), { signal: listening.signal });
  const navigator = new Navigator(ports);
  const body = document.body;
  const section = () => document.querySelector('main') as HTMLElement;
  /** What htmx does for a good answer: the answer is in, inserted, swapped. */
  const answerAndArrive = async (visit: Visit, title = 'Casques | Atelier') => {
    visit.markAnswered();
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    navigator.insert(visit, title);
    await navigator.arrive(visit);
  };
  return {
    navigator,
    ports,
    written,
    undone,
    sent,
    cancelled,
    loaded,
    body,
    section,
    answerAndArrive,
    stop: () => listening.abort(),
  };
}

let h: ReturnType<typeof harness>;

beforeEach(() => {
  vi.useFakeTimers();
  h = harness();
});

afterEach(() => {
  h.navigator.current?.abort(); // releases a block loader a test left held
  h.stop();
  vi.useRealTimers();
});

describe('a visit from start to finish', () => {
  it('leaves, loads, inserts, waits for images, finishes; data-page-state follows each step', async () => {
    const visit = h.navigator.visit(link('/fr/catalog/category/3/'));
    expect(visit).toBeDefined();
    if (!visit) return;
    expect(h.ports.send).toHaveBeenCalledWith(visit, link('/fr/catalog/category/3/'));
    expect(h.navigator.current).toBe(visit);
    expect(h.body.dataset.pageState).toBe('leaving');
    expect(h.body.classList.contains('page-leaving')).toBe(true);
    expect(h.section().getAttribute('aria-busy')).toBe('true');

    await vi.advanceTimersByTimeAsync(LEAVING_MS - 1);
    expect(visit.state).toBe('leaving');
    await vi.advanceTimersByTimeAsync(1);
    // Still pending as the leaving animation ends.
    expect(visit.state).toBe('loading');
    expect(h.body.classList.contains('long-loading')).toBe(true);
    expect(isBlockLoaderShown()).toBe(true);

    visit.markAnswered();
    expect(h.navigator.insert(visit, 'Casques | Atelier')).toBe(true);
    expect(visit.title).toBe('Casques | Atelier');
    expect(h.body.dataset.pageState).toBe('inserting');
    // The content is not in yet: the page still shows it is busy.
    expect(h.body.classList.contains('page-leaving')).toBe(true);

    const images = gate();
    h.ports.imagesLoaded.mockReturnValueOnce(images.promise);
    const arriving = h.navigator.arrive(visit);
    expect(h.body.dataset.pageState).toBe('images');
    expect(h.body.className).not.toMatch(/page-leaving|long-loading/);
    expect(h.section().hasAttribute('aria-busy')).toBe(false);
    expect(isBlockLoaderShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.ports.show).toHaveBeenCalledWith(visit);
    expect(h.loaded).toEqual([]);

    images.open();
    await arriving;
    expect(visit.state).toBe('finished');
    expect(h.written).toEqual(['leaving', 'loading', 'inserting', 'images', 'finished']);
    expect(h.loaded).toEqual([location.href]);
    expect(h.undone).toEqual({ leaving: 1, longLoading: 1 });
    expect(h.ports.report).not.toHaveBeenCalled();
  });

  it('an answer in before the animation ends goes straight to inserting: no long-loading, no loader', async () => {
    const visit = h.navigator.visit(link('/fr/service'));
    if (!visit) throw new Error('no visit');
    visit.markAnswered();
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    expect(visit.state).toBe('leaving');
    expect(h.body.classList.contains('long-loading')).toBe(false);
    expect(isBlockLoaderShown()).toBe(false);
    expect(h.navigator.insert(visit, 'Service')).toBe(true);
    expect(h.written).toEqual(['leaving', 'inserting']);
  });

  it('the leaving animation lasts what the port says (0 with reduced motion)', async () => {
    h.ports.leavingMs.mockReturnValue(0);
    const visit = h.navigator.visit(link('/fr/service'));
    await vi.advanceTimersByTimeAsync(0);
    expect(visit?.state).toBe('loading');
  });

  it('a page:leave listener can keep the visitor here: no visit, no request', () => {
    const listening = new AbortController();
    document.addEventListener('page:leave', (event) => event.preventDefault(), { signal: listening.signal });
    expect(h.navigator.visit(link('/fr/service'))).toBeUndefined();
    listening.abort();
    expect(h.ports.send).not.toHaveBeenCalled();
    expect(h.navigator.current).toBeUndefined();
    expect(h.body.dataset.pageState).toBeUndefined();
  });

  it('a cancelled page:leave leaves the running visit alone', async () => {
    const first = h.navigator.visit(link('/fr/service'));
    const listening = new AbortController();
    document.addEventListener('page:leave', (event) => event.preventDefault(), { signal: listening.signal });
    h.navigator.visit(link('/fr/catalog'));
    listening.abort();
    expect(first?.state).toBe('leaving');
    expect(h.navigator.current).toBe(first);
  });
});

describe('failures', () => {
  it('the animation comes back and the loader goes, then the error catalogue reacts with the visit’s URL', async () => {
    const visit = h.navigator.visit(link('/fr/catalog/category/3/'));
    if (!visit) throw new Error('no visit');
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    const error = new Error('answered 500');
    h.ports.report.mockImplementation(() => {
      // The page is back to normal when the catalogue opens its dialog.
      expect(h.body.className).not.toMatch(/page-leaving|long-loading/);
      expect(isBlockLoaderShown()).toBe(false);
      expect(h.body.dataset.pageState).toBe('failed');
    });
    expect(h.navigator.fail(visit, error)).toBe(true);
    expect(h.ports.report).toHaveBeenCalledExactlyOnceWith(error, {
      returnUrl: '/fr/catalog/category/3/',
      retry: expect.any(Function),
    });
    expect(h.undone).toEqual({ leaving: 1, longLoading: 1 });
    // A second report of the same visit (htmx_error, then finally) is ignored.
    expect(h.navigator.fail(visit, new Error('again'))).toBe(false);
    expect(h.ports.report).toHaveBeenCalledOnce();
  });

  it('a request that could not be sent fails the visit', async () => {
    const error = new Error('Target not found');
    h.ports.send.mockRejectedValueOnce(error);
    const visit = h.navigator.visit(link('/fr/service'));
    await vi.advanceTimersByTimeAsync(0);
    expect(visit?.state).toBe('failed');
    expect(h.ports.report).toHaveBeenCalledWith(error, { returnUrl: '/fr/service', retry: expect.any(Function) });
  });

  /** The retry the catalogue was given with the last failure. */
  const lastRetry = () => {
    const retry = h.ports.report.mock.lastCall?.[1].retry;
    if (!retry) throw new Error('no failure reported');
    return retry;
  };

  it('the retry of a failed visit sends the same request again, as a new visit (issue 43)', async () => {
    const request = { ...link('/fr/catalog?q=casque'), method: 'POST' as const };
    const failed = h.navigator.visit(request);
    if (!failed) throw new Error('no visit');
    h.navigator.fail(failed, new Error('offline'));
    lastRetry()();
    expect(h.ports.send).toHaveBeenCalledTimes(2);
    expect(h.ports.send.mock.calls[1]?.[1]).toBe(request);
    const again = h.navigator.current;
    expect(again).not.toBe(failed);
    expect(again?.state).toBe('leaving');
    if (again) await h.answerAndArrive(again);
    expect(h.loaded).toHaveLength(1);
  });

  it('the retry of a failed back/forward visit loads its address again, adding no entry', () => {
    const restore = h.navigator.restore('/fr/service', { disableCache: true });
    h.navigator.fail(restore, new Error('offline'));
    lastRetry()();
    expect(h.ports.send.mock.calls[0]?.[1]).toEqual({ url: '/fr/service', method: 'GET', push: false, noCache: true });
  });
});

describe('an answer rendered for another release (issue 43)', () => {
  it('is not inserted: the visit ends, its animation undone, and the address loads as a whole page, once', async () => {
    const visit = h.navigator.visit(link('/fr/catalog/category/3/'));
    if (!visit) throw new Error('no visit');
    visit.markAnswered();
    h.navigator.loadWhole(visit, 'http://localhost:3000/fr/catalog/category/3/casques');
    expect(h.ports.loadWhole.mock.calls).toEqual([['http://localhost:3000/fr/catalog/category/3/casques']]);
    expect(visit.live).toBe(false);
    expect(h.navigator.insert(visit, 'Casques')).toBe(false);
    expect(h.body.classList.contains('page-leaving')).toBe(false);
    expect(h.ports.report).not.toHaveBeenCalled();
    h.navigator.loadWhole(visit, 'http://localhost:3000/fr/');
    expect(h.ports.loadWhole).toHaveBeenCalledTimes(1);
  });
});

describe('a newer visit aborts the older one', () => {
  it('during leaving: cleanups run once, the request is cancelled, aborted is never written', async () => {
    const first = h.navigator.visit(link('/fr/catalog/category/3/'));
    const second = h.navigator.visit(link('/fr/catalog/category/5/'));
    if (!first || !second) throw new Error('no visit');
    expect(first.state).toBe('aborted');
    expect(h.cancelled).toEqual([first]);
    expect(h.undone.leaving).toBe(1);
    expect(h.navigator.current).toBe(second);
    expect(h.written).toEqual(['leaving', 'leaving']);
    expect(h.body.dataset.pageState).toBe('leaving');
    // The newer visit's marks are in place; the older one's animation end does nothing.
    expect(h.body.classList.contains('page-leaving')).toBe(true);
    first.markAnswered();
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    expect(first.state).toBe('aborted');
    expect(second.state).toBe('loading');
    expect(h.undone).toEqual({ leaving: 1, longLoading: 0 });
  });

  it('a failure (or an answer) of the aborted visit after the abort is ignored', async () => {
    const first = h.navigator.visit(link('/fr/catalog/category/3/'));
    const second = h.navigator.visit(link('/fr/catalog/category/5/'));
    if (!first || !second) throw new Error('no visit');
    expect(h.navigator.fail(first, new Error('aborted'))).toBe(false);
    expect(h.navigator.insert(first, 'Casques')).toBe(false);
    await h.navigator.arrive(first);
    expect(h.ports.report).not.toHaveBeenCalled();
    expect(h.ports.show).not.toHaveBeenCalled();
    expect(first.state).toBe('aborted');
    expect(first.title).toBe('');
    expect(h.body.dataset.pageState).toBe('leaving');
    expect(h.undone.leaving).toBe(1);
  });

  it('while images load: the first is aborted, its late finish ignored, no page:loaded for it', async () => {
    const first = h.navigator.visit(link('/fr/catalog/category/3/'));
    if (!first) throw new Error('no visit');
    const images = gate();
    h.ports.imagesLoaded.mockReturnValueOnce(images.promise);
    first.markAnswered();
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    h.navigator.insert(first, 'Casques');
    const arriving = h.navigator.arrive(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state).toBe('images');

    const second = h.navigator.visit(link('/fr/catalog/category/5/'));
    if (!second) throw new Error('no visit');
    expect(first.state).toBe('aborted');
    images.open();
    await arriving;
    expect(first.state).toBe('aborted');
    expect(h.loaded).toEqual([]);
    expect(h.body.dataset.pageState).toBe('leaving');
    // The first visit's cleanups ran when its content went in, not again on the abort.
    expect(h.undone.leaving).toBe(1);

    await h.answerAndArrive(second);
    expect(h.loaded).toHaveLength(1);
    expect(h.written).toEqual(['leaving', 'inserting', 'images', 'leaving', 'inserting', 'images', 'finished']);
  });

  it('while the arrived page scrolls to its anchor: it stops there, no images wait, no page:loaded', async () => {
    const first = h.navigator.visit(link('/fr/service#faq'));
    if (!first) throw new Error('no visit');
    const scrolled = gate();
    h.ports.show.mockReturnValueOnce(scrolled.promise);
    first.markAnswered();
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    h.navigator.insert(first, 'Service');
    const arriving = h.navigator.arrive(first);
    h.navigator.visit(link('/fr/catalog'));
    scrolled.open();
    await arriving;
    expect(h.ports.imagesLoaded).not.toHaveBeenCalled();
    expect(h.loaded).toEqual([]);
  });
});

describe('back and forward during a visit', () => {
  it('abort the visit and start a restore visit that owns the page', async () => {
    const first = h.navigator.visit(link('/fr/catalog/category/3/'));
    if (!first) throw new Error('no visit');
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    expect(h.body.classList.contains('long-loading')).toBe(true);

    const restore = h.navigator.restore('/fr/', { scrollTop: 420, disableCache: true, anchor: '', targetId: 'main' });
    expect(first.state).toBe('aborted');
    expect(h.cancelled).toEqual([first]);
    expect(h.navigator.current).toBe(restore);
    expect(restore).toMatchObject({ url: '/fr/', push: false, noCache: true, restoreScroll: 420, state: 'loading' });
    // No leaving animation: the restore visit's swap waits for nothing, and the page shows no leaving marks.
    await restore.left;
    expect(h.body.className).not.toMatch(/page-leaving|long-loading/);
    expect(isBlockLoaderShown()).toBe(false);
    expect(h.undone).toEqual({ leaving: 1, longLoading: 1 });
    expect(h.body.dataset.pageState).toBe('loading');

    // The aborted visit's late answer cannot touch the page.
    expect(h.navigator.insert(first, 'Casques')).toBe(false);
    expect(h.navigator.insert(restore, 'Accueil')).toBe(true);
    await h.navigator.arrive(restore);
    expect(restore.state).toBe('finished');
    expect(h.loaded).toHaveLength(1);
    expect(h.written).toEqual(['leaving', 'loading', 'loading', 'inserting', 'images', 'finished']);
  });

  it('without saved state: restore to the top, using the cache', () => {
    const restore = h.navigator.restore('/fr/service', {});
    expect(restore).toMatchObject({ noCache: false, restoreScroll: 0 });
  });

  it('a restore during a restore aborts the first', () => {
    const first = h.navigator.restore('/fr/service', {});
    const second = h.navigator.restore('/fr/', {});
    expect(first.state).toBe('aborted');
    expect(h.navigator.current).toBe(second);
  });
});

describe('a form sent in place', () => {
  function form(): { element: HTMLFormElement; event: SubmitEvent; button: HTMLButtonElement } {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="search" action="/fr/catalog"><input name="q"><button type="submit">Chercher</button></form>',
    );
    const element = document.getElementById('search') as HTMLFormElement;
    const button = element.querySelector('button') as HTMLButtonElement;
    return { element, button, event: new SubmitEvent('submit', { submitter: button }) };
  }

  it('shows it is sending until the content is in, and is released exactly once', async () => {
    const { element, event, button } = form();
    const visit = h.navigator.visit({ ...link('/fr/catalog?q=casque'), form: { element, event } });
    if (!visit) throw new Error('no visit');
    expect(isSending(element)).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await h.answerAndArrive(visit);
    expect(isSending(element)).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('is released when its visit is aborted or fails', () => {
    const sent = form();
    h.navigator.visit({ ...link('/fr/catalog?q=a'), form: { element: sent.element, event: sent.event } });
    h.navigator.visit(link('/fr/service'));
    expect(isSending(sent.element)).toBe(false);

    const failing = h.navigator.visit({
      ...link('/fr/catalog?q=b'),
      form: { element: sent.element, event: sent.event },
    });
    expect(isSending(sent.element)).toBe(true);
    if (failing) h.navigator.fail(failing, new Error('500'));
    expect(isSending(sent.element)).toBe(false);
    expect(sent.button.classList.contains('is-loading')).toBe(false);
  });
});

describe('the page back from the back-forward cache (settle)', () => {
  it('drops the load under way: its loader and leaving classes go, the page is finished, nothing is reported', async () => {
    const visit = h.navigator.visit(link('/fr/service'));
    if (!visit) throw new Error('no visit');
    await vi.advanceTimersByTimeAsync(LEAVING_MS);
    expect(isBlockLoaderShown()).toBe(true);
    h.navigator.settle();
    expect(visit.state).toBe('aborted');
    expect(h.cancelled).toEqual([visit]);
    expect(isBlockLoaderShown()).toBe(false);
    expect(h.body.classList.contains('long-loading')).toBe(false);
    expect(h.body.classList.contains('page-leaving')).toBe(false);
    expect(h.body.dataset.pageState).toBe('finished');
    // Its answer, delivered once the page is back, is not swapped in.
    expect(h.navigator.insert(visit, 'Service')).toBe(false);
    expect(h.ports.report).not.toHaveBeenCalled();
  });

  it('changes nothing when no load was under way', async () => {
    const visit = h.navigator.visit(link('/fr/service'));
    if (!visit) throw new Error('no visit');
    await h.answerAndArrive(visit);
    const written = h.written.length;
    h.navigator.settle();
    expect(visit.state).toBe('finished');
    expect(h.written.length).toBe(written);
  });
});
