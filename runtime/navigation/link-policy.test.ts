import { describe, expect, it } from 'vitest';
import { type ClickFacts, decideForm, decideLink, type FormFacts, type LinkFacts } from './link-policy.ts';

const click: ClickFacts = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const link = (href: string | null, extra: Partial<LinkFacts> = {}): LinkFacts => ({
  href,
  location: 'https://shop.example/fr/catalog?q=casque',
  classes: [],
  target: '',
  togglesComponent: false,
  download: false,
  confirm: null,
  modal: false,
  ...extra,
});
const kind = (facts: LinkFacts, clickFacts: ClickFacts = click) => decideLink(facts, clickFacts).kind;

describe('link policy (runtime spec §2 link handling)', () => {
  it('loads same-site links in place', () => {
    expect(decideLink(link('/fr/service'), click)).toEqual({
      kind: 'in-place',
      url: '/fr/service',
      noCache: false,
      confirm: null,
    });
    expect(kind(link('https://shop.example/fr/'))).toBe('in-place');
    expect(kind(link('service'))).toBe('in-place');
    expect(kind(link('/fr/page.html'))).toBe('in-place');
  });

  it.each([
    ['mailto:service@ateliervelo.be', 'mailto: link'],
    ['tel:+3225550123', 'tel: link'],
    ['javascript:void(0)', 'javascript: link'],
    ['https://other.example/fr/', 'another site'],
    ['http://shop.example/fr/', 'another site'],
    ['//cdn.example/x', 'another site'],
    ['/fr/security/logoff', 'logoff link'],
    ['/fr/account/logout?returnUrl=/fr/', 'logoff link'],
    ['/media/catalogue-2027.pdf', 'file'],
    ['/media/photo.JPG', 'file'],
    ['/downloads/manual.zip?v=2', 'file'],
  ])('%s is external (%s)', (href, reason) => {
    expect(decideLink(link(href), click)).toEqual({ kind: 'native', reason });
  });

  it('leaves links with class no-ajax or ajax-tab to the browser', () => {
    expect(kind(link('/fr/service', { classes: ['btn', 'no-ajax'] }))).toBe('native');
    expect(kind(link('/fr/service', { classes: ['ajax-tab'] }))).toBe('native');
  });

  it('leaves new-window, download and Bootstrap toggle links to the browser', () => {
    expect(kind(link('/fr/service', { target: '_blank' }))).toBe('native');
    expect(kind(link('/fr/service', { target: '_self' }))).toBe('in-place');
    expect(kind(link('/fr/service', { download: true }))).toBe('native');
    expect(kind(link('#panel', { togglesComponent: true }))).toBe('native');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, modifier) => {
    expect(kind(link('/fr/service'), { ...click, ...modifier })).toBe('native');
  });

  it('treats a link without href, or an empty one, as not ours', () => {
    expect(kind(link(null))).toBe('native');
    expect(kind(link('  '))).toBe('native');
  });

  it('loads another language as a whole page (header and footer change too)', () => {
    expect(decideLink(link('/nl/catalog?q=casque'), click)).toEqual({ kind: 'native', reason: 'another language' });
    expect(kind(link('/shop/nl/', { location: 'https://shop.example/shop/fr/service' }))).toBe('native');
    expect(kind(link('/fr/'))).toBe('in-place');
  });

  it('recognises same-page anchors', () => {
    expect(decideLink(link('#livraison'), click)).toEqual({ kind: 'anchor', hash: '#livraison' });
    expect(decideLink(link('/fr/catalog?q=casque#avis'), click)).toEqual({ kind: 'anchor', hash: '#avis' });
    expect(kind(link('/fr/service#horaires'))).toBe('in-place');
  });

  it('bypasses the cache for no-cache and confirm links', () => {
    expect(decideLink(link('/fr/wishlist/clear', { classes: ['no-cache'] }), click)).toMatchObject({ noCache: true });
    expect(decideLink(link('/fr/wishlist/delete/3', { confirm: '' }), click)).toMatchObject({
      kind: 'in-place',
      noCache: true,
      confirm: '',
    });
  });

  it('opens modal links and the two-factor home page in a modal', () => {
    expect(decideLink(link('/fr/sales/order/ChangeDeliveryAddressRequest', { modal: true }), click)).toEqual({
      kind: 'modal',
      url: '/fr/sales/order/ChangeDeliveryAddressRequest',
    });
    expect(kind(link('/fr/security/TwoFactorHome'))).toBe('modal');
  });
});

describe('form policy (forms that update a page push their action)', () => {
  const form = (action: string, extra: Partial<FormFacts> = {}): FormFacts => ({
    action,
    method: 'get',
    location: 'https://shop.example/fr/catalog?q=casque',
    classes: [],
    target: '',
    ...extra,
  });

  it('submits same-site GET and POST forms in place', () => {
    expect(decideForm(form('/fr/catalog'))).toEqual({ kind: 'in-place', url: '/fr/catalog', method: 'GET' });
    expect(decideForm(form('/fr/security/login?returnUrl=%2Ffr%2F', { method: 'post' }))).toEqual({
      kind: 'in-place',
      url: '/fr/security/login?returnUrl=%2Ffr%2F',
      method: 'POST',
    });
    expect(decideForm(form(''))).toMatchObject({ kind: 'in-place', url: '/fr/catalog?q=casque' });
  });

  it('leaves other forms to the browser', () => {
    expect(decideForm(form('/fr/catalog', { classes: ['no-ajax'] })).kind).toBe('native');
    expect(decideForm(form('/fr/catalog', { target: '_blank' })).kind).toBe('native');
    expect(decideForm(form('https://pay.example/checkout', { method: 'post' })).kind).toBe('native');
    expect(decideForm(form('/fr/x', { method: 'dialog' })).kind).toBe('native');
    expect(decideForm(form('/fr/security/logoff', { method: 'post' })).kind).toBe('native');
  });
});
