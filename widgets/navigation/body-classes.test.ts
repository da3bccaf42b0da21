// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachBodyClasses } from './body-classes.ts';

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('attachBodyClasses in a browser of the targets without Element.checkVisibility() (Safari 16.4)', () => {
  const checkVisibility = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility');
  let controller: AbortController;
  let errors: unknown[];
  const recordError = (event: ErrorEvent) => errors.push(event.error);

  beforeEach(() => {
    // Safari 16.4's Element has no checkVisibility (it came in Safari 17.4).
    Reflect.deleteProperty(Element.prototype, 'checkVisibility');
    errors = [];
    window.addEventListener('error', recordError);
    document.body.innerHTML = `
      <button type="button" data-body-class="menu-open" aria-controls="mobile-menu">Menu</button>
      <nav id="mobile-menu"><a href="/fr/catalog">Boutique</a><a href="/fr/contact">Contact</a></nav>`;
    controller = new AbortController();
    attachBodyClasses(controller.signal, () => {});
  });
  afterEach(() => {
    controller.abort();
    window.removeEventListener('error', recordError);
    if (checkVisibility) Object.defineProperty(Element.prototype, 'checkVisibility', checkVisibility);
  });

  it('opening the menu moves the focus into it; Escape closes it and gives the focus back to its button', () => {
    expect('checkVisibility' in document.body).toBe(false);
    const toggle = document.querySelector<HTMLButtonElement>('[data-body-class]')!;
    toggle.click();
    expect(document.body.classList.contains('menu-open')).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('#mobile-menu a'));

    press(document.activeElement!, 'Escape');
    expect(document.body.classList.contains('menu-open')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(errors).toEqual([]);
  });
});
