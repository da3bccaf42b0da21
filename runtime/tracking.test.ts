// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { contactClickEntry, startContactTracking, trackEcommerce } from './tracking.ts';

afterEach(() => {
  delete window.dataLayer;
  document.body.innerHTML = '';
});

describe('tracking', () => {
  it('maps mailto: and tel: links to their events', () => {
    expect(contactClickEntry('mailto:service@ateliervelo.be?subject=Hi')).toEqual({
      event: 'emailClick',
      email: 'service@ateliervelo.be',
    });
    expect(contactClickEntry('tel:+3225550123')).toEqual({ event: 'phoneClick', phone: '+3225550123' });
    expect(contactClickEntry('/fr/service')).toBeNull();
  });

  it('creates dataLayer when absent and pushes on click', () => {
    const stop = startContactTracking();
    document.body.innerHTML = '<a href="tel:+32 2 555"><span>call</span></a>';
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.dataLayer).toEqual([{ event: 'phoneClick', phone: '+32 2 555' }]);
    stop();
  });

  it('passes ecommerce payloads through unchanged', () => {
    const payload = { event: 'addToCart', ecommerce: { items: [{ item_id: 'AV-1' }] } };
    trackEcommerce(payload);
    expect(window.dataLayer?.[0]).toBe(payload);
  });
});
