import { describe, expect, it } from 'vitest';
import { type HeadEntry, headEntryOf, planHead } from './head-rules.ts';

const BASE = 'https://shop.example/fr/campaign/printemps';
const RUNTIME = 'https://shop.example/Dist/';
const entry = (tag: string, attributes: Record<string, string>) => headEntryOf(tag, attributes, BASE, RUNTIME);
const sheet = (key: string, own = false): HeadEntry => ({ kind: 'sheet', key, own });
const fact = (key: string): HeadEntry => ({ kind: 'fact', key });

describe('what the merge looks at in a head', () => {
  it('a stylesheet by its address; the runtime’s own (its folder) marked', () => {
    expect(entry('link', { rel: 'stylesheet', href: '/theme/campaign.css' })).toEqual(
      sheet('https://shop.example/theme/campaign.css'),
    );
    expect(entry('link', { rel: 'Stylesheet', href: 'print.css', media: 'print' })?.key).toBe(
      'https://shop.example/fr/campaign/print.css',
    );
    expect(entry('link', { rel: 'stylesheet', href: '/Dist/assets/map-view-X.css' })).toEqual(
      sheet('https://shop.example/Dist/assets/map-view-X.css', true),
    );
  });

  it('meta with a name or property, canonical and alternate links: by all their attributes, addresses resolved', () => {
    const canonical = entry('link', { rel: 'canonical', href: '/fr/campaign/printemps' });
    expect(canonical).toEqual(fact('link\nhref=https://shop.example/fr/campaign/printemps\nrel=canonical'));
    expect(entry('link', { href: '/nl/x', hreflang: 'nl', rel: 'alternate' })?.kind).toBe('fact');
    const description = entry('meta', { name: 'description', content: 'Printemps' });
    expect(description).toEqual(fact('meta\ncontent=Printemps\nname=description'));
    expect(entry('meta', { property: 'og:title', content: 'Printemps' })?.kind).toBe('fact');
    // Another description is another fact.
    expect(entry('meta', { content: 'Hiver', name: 'description' })?.key).not.toBe(description?.key);
  });

  it('leaves alone the token, scripts, the title, charset, icons, preloads and inline styles', () => {
    expect(entry('meta', { name: '__RequestVerificationToken', content: 'tok' })).toBeNull();
    expect(entry('meta', { charset: 'utf-8' })).toBeNull();
    expect(entry('meta', { 'http-equiv': 'refresh', content: '0' })).toBeNull();
    expect(entry('link', { rel: 'icon', href: '/theme/favicon.svg' })).toBeNull();
    expect(entry('link', { rel: 'modulepreload', href: '/Dist/chunks/x.js' })).toBeNull();
    expect(entry('link', { rel: 'stylesheet' })).toBeNull();
    expect(entry('script', { src: '/Dist/runtime.js' })).toBeNull();
    expect(entry('style', {})).toBeNull();
    expect(entry('title', {})).toBeNull();
  });
});

describe('how the page’s head becomes the answer’s', () => {
  const bootstrap = sheet('/theme/bootstrap.css');
  const site = sheet('/theme/site.css');
  const runtime = sheet('/Dist/runtime.css', true);
  const mapCss = sheet('/Dist/assets/map.css', true);

  it('adds the answer’s new stylesheets after the sheet that precedes them in the answer', () => {
    const page = [bootstrap, site, runtime];
    const answer = [bootstrap, site, sheet('/theme/campaign.css'), sheet('/theme/campaign-print.css'), runtime];
    expect(planHead(page, answer).addSheets).toEqual([
      { answer: 2, after: 1 },
      { answer: 3, after: 1 },
    ]);
    // None before it in the answer: after the page's last sheet.
    expect(planHead([site], [sheet('/theme/first.css'), site]).addSheets).toEqual([{ answer: 0, after: null }]);
  });

  it('takes the previous page’s own stylesheets away, never the runtime’s', () => {
    const page = [mapCss, bootstrap, site, sheet('/theme/campaign.css'), runtime];
    const plan = planHead(page, [bootstrap, site, runtime]);
    expect(plan.removeSheets).toEqual([3]);
    expect(plan.addSheets).toEqual([]);
  });

  it('replaces the page facts: the previous ones that differ go, the new ones come, equal ones stay', () => {
    const page = [fact('description A'), fact('canonical /a'), fact('alternate nl'), site];
    const answer = [fact('description B'), fact('canonical /b'), fact('alternate nl'), site, fact('og:title B')];
    const plan = planHead(page, answer);
    expect(plan.removeFacts).toEqual([0, 1]);
    expect(plan.addFacts).toEqual([0, 1, 4]);
    expect(plan.removeSheets).toEqual([]);
  });

  it('a sheet and a fact with the same key are not the same entry', () => {
    const plan = planHead([fact('x')], [sheet('x')]);
    expect(plan).toEqual({ addSheets: [{ answer: 0, after: null }], removeSheets: [], removeFacts: [0], addFacts: [] });
  });
});
