// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSending } from '../sending.ts';
import { confirmDialog, type ModalHandle, modalOf, openModal } from '../ui.ts';
import { loadIntoModal } from '../url-modal.ts';
import type { PageRequest } from './navigator.ts';
import { startRouting } from './routing.ts';

vi.mock('../ui.ts', () => ({
  confirmDialog: vi.fn(async () => true),
  modalOf: vi.fn(() => undefined),
  openModal: vi.fn(async () => undefined),
}));
vi.mock('../url-modal.ts', () => ({ loadIntoModal: vi.fn(async () => {}) }));

let visits: PageRequest[];
let stop: () => void;
/** Whether our listener prevented the browser's own action (checked after it, before happy-dom acts). */
let prevented: boolean[];
const afterRouting = (event: Event) => {
  prevented.push(event.defaultPrevented);
  event.preventDefault();
};

beforeEach(() => {
  history.replaceState(null, '', '/fr/service');
  document.body.innerHTML = '<main data-page-section id="main"></main>';
  visits = [];
  prevented = [];
  stop = startRouting((request) => visits.push(request));
  window.addEventListener('click', afterRouting);
  window.addEventListener('submit', afterRouting);
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // t() warns about keys missing in a test
});

afterEach(() => {
  stop();
  window.removeEventListener('click', afterRouting);
  window.removeEventListener('submit', afterRouting);
  vi.mocked(modalOf).mockReturnValue(undefined);
});

function add<T extends Element>(html: string, parent: Element = document.querySelector('main') as Element): T {
  parent.insertAdjacentHTML('beforeend', html);
  return parent.lastElementChild as T;
}

function click(element: Element, init: MouseEventInit = {}): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

function submit(form: HTMLFormElement, submitter: HTMLElement | null = null): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event;
}

describe('clicks', () => {
  it('a same-site link loads in place and adds history', () => {
    click(add('<a href="/fr/catalog/category/3/">Casques</a>'));
    expect(visits).toEqual([{ url: '/fr/catalog/category/3/', method: 'GET', push: true, noCache: false }]);
    expect(prevented).toEqual([true]);
  });

  it('a no-cache link bypasses the cache', () => {
    click(add('<a class="no-cache" href="/fr/cart">Panier</a>'));
    expect(visits).toEqual([{ url: '/fr/cart', method: 'GET', push: true, noCache: true }]);
  });

  it.each([
    ['class no-ajax', '<a class="no-ajax" href="/fr/service?print=1">Imprimer</a>', {}],
    ['another language', '<a href="/nl/service">NL</a>', {}],
    ['a file', '<a href="/media/catalogue.pdf">PDF</a>', {}],
    ['Ctrl', '<a href="/fr/catalog">Catalogue</a>', { ctrlKey: true }],
  ])('%s is left to the browser', (_name, html, init) => {
    click(add(html), init);
    expect(visits).toEqual([]);
    expect(prevented).toEqual([false]);
  });

  it('a click somewhere else than a link is not ours', () => {
    click(add('<span>texte</span>'));
    expect(prevented).toEqual([false]);
  });

  it('a click another listener prevented already is not ours', () => {
    const link = add<HTMLAnchorElement>('<a href="/fr/catalog">Catalogue</a>');
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(visits).toEqual([]);
  });

  it('a same-page anchor adds a history entry with the hash and loads nothing', () => {
    add('<h2 id="faq">FAQ</h2>');
    click(add('<a href="#faq">FAQ</a>'));
    expect(visits).toEqual([]);
    expect(prevented).toEqual([true]);
    expect(location.hash).toBe('#faq');
  });

  it('a confirm link asks first, then loads without cache and without history', async () => {
    click(add('<a data-confirm="Supprimer ?" href="/fr/service/requests/delete/1">Supprimer</a>'));
    expect(confirmDialog).toHaveBeenCalledWith('Supprimer ?');
    expect(visits).toEqual([]);
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(visits[0]).toEqual({ url: '/fr/service/requests/delete/1', method: 'GET', push: false, noCache: true });
  });

  it('a declined confirm loads nothing; an empty confirm text asks the SureToDelete text', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    click(add('<a data-confirm href="/fr/service/requests/delete/2">Supprimer</a>'));
    expect(confirmDialog).toHaveBeenLastCalledWith('SureToDelete');
    await Promise.resolve();
    await Promise.resolve();
    expect(visits).toEqual([]);
  });

  it('a modal link opens its page in a dialog with its title, size, class and a same-site return URL', () => {
    click(
      add(
        '<a data-modal data-modal-title="Frais" data-modal-size="xl" data-modal-class="rates" ' +
          'data-modal-return-url="/fr/cart" href="/fr/service/shipping-rates">Frais</a>',
      ),
    );
    expect(openModal).toHaveBeenLastCalledWith({
      url: '/fr/service/shipping-rates?returnUrl=%2Ffr%2Fcart',
      title: 'Frais',
      size: 'xl',
      className: 'rates',
    });
    expect(visits).toEqual([]);
  });

  it('a modal link with another site as return URL or an unknown size gets neither', () => {
    click(add('<a data-modal data-modal-size="huge" data-modal-return-url="https://evil.example/" href="/fr/x">x</a>'));
    expect(openModal).toHaveBeenLastCalledWith({ url: '/fr/x', title: undefined, size: 'lg', className: undefined });
  });

  it('a link inside a URL modal loads within it', () => {
    const modal = { element: document.createElement('dialog') } as unknown as ModalHandle;
    vi.mocked(modalOf).mockReturnValue(modal);
    const dialog = add('<dialog open></dialog>', document.body);
    click(add('<a href="/fr/security/twofactorsetup">Configurer</a>', dialog));
    expect(loadIntoModal).toHaveBeenLastCalledWith(modal, '/fr/security/twofactorsetup');
    expect(visits).toEqual([]);
    expect(prevented).toEqual([true]);
  });

  it('a link inside another dialog (no URL modal) is left alone', () => {
    const dialog = add('<dialog open></dialog>', document.body);
    click(add('<a href="/fr/cart">Panier</a>', dialog));
    expect(visits).toEqual([]);
    expect(prevented).toEqual([false]);
  });
});

describe('submits', () => {
  it('a GET form loads in place and pushes its action; htmx adds the fields', () => {
    const form = add<HTMLFormElement>(
      '<form action="/fr/catalog"><input name="q" value="casque"><button>Go</button></form>',
    );
    const button = form.querySelector('button');
    const event = submit(form, button);
    expect(visits).toEqual([
      { url: '/fr/catalog', method: 'GET', push: true, noCache: false, form: { element: form, event } },
    ]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a POST form bypasses the cache', () => {
    const form = add<HTMLFormElement>('<form method="post" action="/fr/contact"></form>');
    submit(form);
    expect(visits[0]).toMatchObject({ url: '/fr/contact', method: 'POST', noCache: true });
  });

  it('a form on its way is not sent again', () => {
    const form = add<HTMLFormElement>('<form action="/fr/catalog"><button>Go</button></form>');
    const release = markSending(form, null);
    const event = submit(form);
    release();
    expect(visits).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a no-ajax form is left to the browser', () => {
    const form = add<HTMLFormElement>('<form class="no-ajax" action="/fr/catalog"></form>');
    const event = submit(form);
    expect(visits).toEqual([]);
    expect(prevented).toEqual([false]);
    expect(event.defaultPrevented).toBe(true); // by the test's window listener only
  });

  it('a GET form inside a URL modal loads its answer within the modal, with its fields', () => {
    const modal = { element: document.createElement('dialog') } as unknown as ModalHandle;
    vi.mocked(modalOf).mockReturnValue(modal);
    const dialog = add('<dialog open></dialog>', document.body);
    const form = add<HTMLFormElement>('<form action="/fr/search"><input name="q" value="gourde"></form>', dialog);
    submit(form);
    expect(loadIntoModal).toHaveBeenLastCalledWith(modal, '/fr/search?q=gourde');
    expect(visits).toEqual([]);
  });

  it('a POST form inside a URL modal sends its fields urlencoded', () => {
    const modal = { element: document.createElement('dialog') } as unknown as ModalHandle;
    vi.mocked(modalOf).mockReturnValue(modal);
    const dialog = add('<dialog open></dialog>', document.body);
    const form = add<HTMLFormElement>(
      '<form method="post" action="/fr/security/twofactorsetup"><input name="Code" value="123456"></form>',
      dialog,
    );
    submit(form);
    const [, url, init] = vi.mocked(loadIntoModal).mock.lastCall ?? [];
    expect(url).toBe('/fr/security/twofactorsetup');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('Code=123456');
  });
});

it('stops listening when asked', () => {
  stop();
  click(add('<a href="/fr/catalog">Catalogue</a>'));
  expect(visits).toEqual([]);
  stop = () => {};
});
