// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './popup.ts';

function banner(html: string, id = 'express-repair'): HTMLElement {
  document.body.innerHTML = `<div class="popup-banner" data-popup-id="${id}" hidden>${html}</div>`;
  return document.querySelector('.popup-banner') as HTMLElement;
}

const mountBanner = (element: HTMLElement) =>
  mount(
    element,
    { popupId: element.dataset.popupId ?? '', kind: 'banner', delay: 3000 },
    { signal: new AbortController().signal, runtime: testRuntime({ cms: 'ateliervelo' }) },
  );

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]?.trim()}=; max-age=0`;
  installStrings('fr', { 'Core.Close': 'Fermer' });
});

describe('popup banner', () => {
  it('shows the content of its <template> before the close button, hooks included', () => {
    const element = banner(
      '<template><p>Réparation express.</p><div data-widget="countdown" data-end="2026-12-31T22:59:00Z"></div></template>',
    );
    const cleanup = mountBanner(element);
    expect(element.hidden).toBe(false);
    expect(Array.from(element.children, (child) => child.tagName)).toEqual(['TEMPLATE', 'P', 'DIV', 'BUTTON']);
    expect(element.querySelector(':scope > [data-widget=countdown]')).not.toBeNull();
    expect(element.querySelector('button')?.getAttribute('aria-label')).toBe('Fermer');
    // The template stays as it was: the page shows a copy.
    expect(element.querySelector('template')?.content.childNodes).toHaveLength(2);

    cleanup?.();
    expect(Array.from(element.children, (child) => child.tagName)).toEqual(['TEMPLATE']);
  });

  it('keeps content written in the banner itself', () => {
    const element = banner('<p>Réparation express.</p>');
    mountBanner(element);
    expect(element.hidden).toBe(false);
    expect(Array.from(element.children, (child) => child.tagName)).toEqual(['P', 'BUTTON']);
  });

  it('on close: hidden, the template’s content gone with its hooks, remembered for the next page', () => {
    const element = banner('<template><p>Offre.</p><div data-widget="countdown"></div></template>');
    mountBanner(element);
    element.querySelector('button')?.click();
    expect(element.hidden).toBe(true);
    expect(element.querySelector(':scope > p, :scope > [data-widget]')).toBeNull();

    const again = banner('<template><p>Offre.</p></template>');
    expect(mountBanner(again)).toBeUndefined();
    expect(again.hidden).toBe(true);
    expect(again.querySelector(':scope > p')).toBeNull();
  });
});
