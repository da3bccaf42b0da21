import { describe, expect, it } from 'vitest';
import { hostileAnswer, XSS_PAYLOAD, XSS_URL } from '../../fixtures/hostile.ts';

describe('hostile answers (reference CMS test mode)', () => {
  it('appends the payload to every text at any depth, arrays included', () => {
    expect(
      hostileAnswer({
        Message: 'Ajouté',
        Items: [{ Name: 'Casque', Tags: ['route', 'ville'] }],
        Nested: { A: { B: 'b' } },
      }),
    ).toEqual({
      Message: `Ajouté${XSS_PAYLOAD}`,
      Items: [{ Name: `Casque${XSS_PAYLOAD}`, Tags: [`route${XSS_PAYLOAD}`, `ville${XSS_PAYLOAD}`] }],
      Nested: { A: { B: `b${XSS_PAYLOAD}` } },
    });
  });

  it('URL fields and a whole-string answer become javascript: addresses', () => {
    expect(hostileAnswer({ ProductUrl: '/fr/p', ProductLink: '/fr/q', Uri: '/x', href: '/y' })).toEqual({
      ProductUrl: XSS_URL,
      ProductLink: XSS_URL,
      Uri: XSS_URL,
      href: XSS_URL,
    });
    expect(hostileAnswer('/fr/account/prepaidaccounts/1')).toBe(XSS_URL);
  });

  it('keeps codes, numbers, dates, statuses, keys and the CMS-rendered HTML blocks', () => {
    const kept = {
      CurrencyCode: 'EUR',
      Country: 'BE',
      Price: '72,54',
      Date: '2026-11-24T08:00:00Z',
      ResponseStatusDescription: 'Success',
      ReasonType: 'warning',
      ReasonResourceKey: 'Currency.CartWillBeConverted',
      CustomerId: 'c-12',
      ProductGalleryHtml: '<div class="gallery"></div>',
      Empty: '',
      Count: 3,
      Flag: true,
      None: null,
    };
    expect(hostileAnswer(kept)).toEqual(kept);
  });
});
