// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sliceFragment } from './fragment.ts';

const page = (main: string) =>
  `<!doctype html><html><head><title>Casques | Atelier Vélo</title></head><body><header>nav</header>${main}<footer>f</footer></body></html>`;

describe('slicing an HTML answer', () => {
  it('keeps the page section marker first', () => {
    const fragment = sliceFragment(page('<main><div data-page-section><h1>Casques</h1><p>x</p></div></main>'));
    expect(fragment.html).toBe('<h1>Casques</h1><p>x</p>');
    expect(fragment.title).toBe('Casques');
  });

  it('tells the answer’s module script tags as written: the release it was rendered for (issue 43)', () => {
    const answer = `<!doctype html><html><head><script type="importmap">{}</script><script type="module" src="/Dist/runtime.js?release=2" integrity="sha384-abc"></script><script src="/theme/site.js"></script></head><body><main><script type="module" src="/theme/hero.js"></script><p>m</p></main></body></html>`;
    expect(sliceFragment(answer).moduleScripts).toEqual([
      { src: '/Dist/runtime.js?release=2', integrity: 'sha384-abc' },
      { src: '/theme/hero.js', integrity: '' },
    ]);
    expect(sliceFragment(page('<main><p>m</p></main>')).moduleScripts).toEqual([]);
  });

  it('falls back to <main>, then to the body', () => {
    expect(sliceFragment(page('<main><p>m</p></main>')).html).toBe('<p>m</p>');
    expect(sliceFragment('<p>only</p>').html).toBe('<p>only</p>');
  });

  it('prefers a modal content marker', () => {
    const fragment = sliceFragment(page('<main data-page-section><div data-modal-content><form></form></div></main>'));
    expect(fragment.html).toBe('<form></form>');
    expect(fragment.title).toBe('Casques | Atelier Vélo');
    const withHeading = sliceFragment(
      page('<main><h1>Connexion</h1><div data-modal-content><form></form></div></main>'),
    );
    expect(withHeading.title).toBe('Connexion');
    expect(withHeading.documentTitle).toBe('Casques | Atelier Vélo');
  });
});
