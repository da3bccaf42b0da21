import { describe, expect, it } from 'vitest';
import { cultureSwitchHref, focusesHeading, isHomePath, scrollPlan } from './page-rules.ts';

describe('the home page (body class homepage, elsewhere page)', () => {
  it.each([
    ['/', ''],
    ['/fr', ''],
    ['/fr/', ''],
    ['/nl/', ''],
    ['/nl//', ''],
    ['/shop', '/shop'],
    ['/shop/fr/', '/shop'],
    ['/shop/nl', '/shop'],
  ])('%s is the home page (app "%s")', (pathname, app) => {
    expect(isHomePath(pathname, { app })).toBe(true);
  });

  it.each([
    ['/fr/service', ''],
    ['/de/', ''],
    ['/fr/catalog/category/3/', ''],
    ['/france/', ''],
    ['/shop/fr/service', '/shop'],
    ['/shop/fr/catalog', '/shop'],
  ])('%s is not (app "%s")', (pathname, app) => {
    expect(isHomePath(pathname, { app })).toBe(false);
  });
});

describe('the culture switcher address (runtime spec §2: the culture segment is replaced)', () => {
  const url = (href: string) => new URL(href, 'https://shop.example');

  it('replaces the culture segment and keeps the query and hash', () => {
    expect(cultureSwitchHref(url('/fr/catalog/category/3/?page=2#top'), 'nl')).toBe(
      '/nl/catalog/category/3/?page=2#top',
    );
    expect(cultureSwitchHref(url('/nl/'), 'fr')).toBe('/fr/');
    expect(cultureSwitchHref(url('/nl'), 'fr')).toBe('/fr');
  });

  it('finds the segment under an application path, and only a whole segment', () => {
    expect(cultureSwitchHref(url('/shop/fr/service'), 'nl')).toBe('/shop/nl/service');
    expect(cultureSwitchHref(url('/fr/frames/nl-guide'), 'nl')).toBe('/nl/frames/nl-guide');
    expect(cultureSwitchHref(url('/france/'), 'nl')).toBe('/france/');
  });
});

describe('where an arrived page scrolls and focuses', () => {
  it('back/forward restores the saved position and focuses the heading, hash or not', () => {
    expect(scrollPlan('', 640)).toEqual({ kind: 'restore', top: 640 });
    expect(scrollPlan('#faq', 0)).toEqual({ kind: 'restore', top: 0 });
    expect(focusesHeading(scrollPlan('#faq', 0))).toBe(true);
  });

  it('an address with a hash goes to the anchor, which takes focus', () => {
    const plan = scrollPlan('#faq-helmet-answer', undefined);
    expect(plan).toEqual({ kind: 'anchor', hash: '#faq-helmet-answer' });
    expect(focusesHeading(plan)).toBe(false);
  });

  it('anything else starts at the top with focus on the heading', () => {
    expect(scrollPlan('', undefined)).toEqual({ kind: 'top' });
    expect(focusesHeading(scrollPlan('', undefined))).toBe(true);
  });
});
