// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachDropdowns } from './dropdowns.ts';

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('attachDropdowns: the keyboard', () => {
  let controller: AbortController;
  let toggle: HTMLAnchorElement;
  const items = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('#nav-shop a'));

  beforeEach(() => {
    document.body.innerHTML = `<nav><ul>
      <li class="dropdown"><a class="dropdown-toggle" href="/fr/catalog" aria-controls="nav-shop">Boutique</a>
        <ul class="dropdown-menu" id="nav-shop">
          <li><a href="/fr/helmets">Casques</a></li><li><a href="/fr/gloves">Gants</a></li><li><a href="/fr/boots">Bottes</a></li>
        </ul></li></ul></nav>`;
    controller = new AbortController();
    attachDropdowns([{ root: document.querySelector('nav')!, hover: false }], controller.signal);
    toggle = document.querySelector('.dropdown-toggle')!;
  });
  afterEach(() => controller.abort());

  it('ArrowDown on the toggle opens the menu on its first item; the arrows wrap; Escape closes it back to the toggle', () => {
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    press(toggle, 'ArrowDown');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('#nav-shop')!.classList.contains('show')).toBe(true);
    expect(document.activeElement).toBe(items()[0]);
    press(items()[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(items()[2]);
    press(items()[2]!, 'ArrowDown');
    expect(document.activeElement).toBe(items()[0]);
    press(items()[0]!, 'End');
    expect(document.activeElement).toBe(items()[2]);
    press(items()[2]!, 'Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('ArrowUp on the toggle opens the menu on its last item; a click outside closes it', () => {
    toggle.focus();
    press(toggle, 'ArrowUp');
    expect(document.activeElement).toBe(items()[2]);
    document.body.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('attachDropdowns: the mouse at the large breakpoint', () => {
  let controller: AbortController;
  let toggle: HTMLAnchorElement;
  const mouse = (type: string, target: Element, x: number, y: number) =>
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: y, bubbles: true }));

  beforeEach(() => {
    document.body.innerHTML = `<nav><ul>
      <li class="dropdown"><a class="dropdown-toggle" href="/fr/catalog" aria-controls="nav-shop">Boutique</a>
        <ul class="dropdown-menu" id="nav-shop"><li><a href="/fr/helmets">Casques</a></li></ul></li></ul></nav>`;
    controller = new AbortController();
    toggle = document.querySelector('.dropdown-toggle')!;
  });
  afterEach(() => controller.abort());

  it('closed from outside (the page left) under a resting mouse, it opens again only once the mouse moves', () => {
    const dropdowns = attachDropdowns([{ root: document.querySelector('nav')!, hover: true }], controller.signal);
    mouse('pointerover', toggle, 30, 12);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    mouse('pointermove', toggle, 40, 10);
    dropdowns.closeAll();
    // Chromium's word that the resting mouse is over the toggle again, after the page below it moved and back.
    mouse('pointerover', toggle, 40, 10);
    mouse('pointermove', toggle, 40, 10);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    mouse('pointermove', toggle, 41, 10);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
