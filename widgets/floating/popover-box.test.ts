// @vitest-environment happy-dom
/**
 * The open popover's wiring in happy-dom (popover-box.ts, plain DOM): the dialog named by its title with its text
 * and template content, the trigger marked; a second click, Escape (focus back on the trigger) and a pointer down
 * elsewhere close it and release it; a hover trigger's click keeps it open, the pointer leaving closes it after the
 * grace period, a touch neither opens nor closes it; Tab and Shift+Tab at its ends, and the focus leaving it; once
 * released it leaves nothing behind. Placement, the keys' real focus moves and axe run in Chromium
 * (tests/e2e/page-widgets.spec.ts, floating-boxes.spec.ts, shop-cart, checkout-delivery).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLeftovers } from '../../tests/unit/leftovers.ts';
import { HOVER_CLOSE_MS } from './hover-intent.ts';
import { type PopoverProps, showPopover } from './popover-box.ts';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A trigger with its popover open, and the count of its releases. */
function open(options: Partial<PopoverProps['options']> = {}, openedByHover = false) {
  document.body.innerHTML = `<p>Texte <button type="button" id="info">Info</button> <a href="#x">ailleurs</a></p>`;
  const trigger = document.querySelector<HTMLElement>('#info')!;
  const template = document.createElement('template');
  template.innerHTML = '<a href="/fr/livraison">Délais de livraison</a> <a href="/fr/tarifs">Tarifs</a>';
  const onClosed = vi.fn();
  unmount = showPopover(trigger, {
    options: { trigger: 'click', placement: 'bottom', title: 'Livraison', content: 'Sous 48 h', ...options },
    content: template.content,
    openedByHover,
    onClosed,
  });
  const box = () => document.querySelector<HTMLElement>('.rt-popover')!;
  return { trigger, box, onClosed, links: () => [...box().querySelectorAll<HTMLElement>('.rt-popover__body a')] };
}

const key = (target: Element | Document, name: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const pointer = (target: Element, type: string, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: type === 'pointerdown' }));
const released = () => new Promise((resolve) => setTimeout(resolve));

describe('an open popover', () => {
  it('is a dialog named by its title, with its text and the template’s content; the trigger controls it', () => {
    const { trigger, box, links } = open();
    expect(box().getAttribute('role')).toBe('dialog');
    expect(box().hidden).toBe(false);
    expect(box().parentElement).toBe(document.body);
    expect(document.getElementById(box().getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Livraison');
    expect(box().querySelector('.rt-popover__text')?.textContent).toBe('Sous 48 h');
    expect(links().map((link) => link.textContent)).toEqual(['Délais de livraison', 'Tarifs']);
    expect(box().querySelector('svg.rt-floating__arrow')?.getAttribute('aria-hidden')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(box().id);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('a second click on the trigger closes it, and it asks to be released a task later', async () => {
    const { trigger, box, onClosed } = open();
    trigger.click();
    expect(box().hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Not at once: the page's listener must still find it open while the click bubbles (or it would open anew).
    expect(onClosed).not.toHaveBeenCalled();
    await released();
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('Escape closes it and gives the focus back to the trigger when it was inside', async () => {
    const { trigger, box, onClosed, links } = open();
    links()[0]!.focus();
    key(document.activeElement!, 'Escape');
    expect(box().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await released();
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('a pointer down elsewhere closes it; one inside it or on the trigger does not', () => {
    const { trigger, box } = open();
    pointer(box().querySelector('.rt-popover__text')!, 'pointerdown');
    pointer(trigger, 'pointerdown');
    expect(box().hidden).toBe(false);
    pointer(document.querySelector('a[href="#x"]')!, 'pointerdown');
    expect(box().hidden).toBe(true);
  });

  it('a hover trigger: a click keeps it open; the pointer leaving closes it after the grace period', () => {
    const { trigger, box } = open({ trigger: 'hover' });
    vi.useFakeTimers();
    trigger.click();
    expect(box().hidden).toBe(false);
    pointer(trigger, 'pointerleave');
    vi.advanceTimersByTime(HOVER_CLOSE_MS - 1);
    expect(box().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(box().hidden).toBe(true);
    // Coming back opens it again.
    pointer(trigger, 'pointerenter');
    expect(box().hidden).toBe(false);
    // From the trigger onto the box within the grace period, it stays.
    pointer(trigger, 'pointerleave');
    pointer(box(), 'pointerenter');
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(box().hidden).toBe(false);
  });

  it('a hover trigger: a touch neither closes it by leaving nor opens it by coming (a tap is a click)', () => {
    const { trigger, box } = open({ trigger: 'hover' });
    vi.useFakeTimers();
    pointer(trigger, 'pointerleave', 'touch');
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(box().hidden).toBe(false);
    trigger.click();
    pointer(trigger, 'pointerleave');
    vi.advanceTimersByTime(HOVER_CLOSE_MS);
    expect(box().hidden).toBe(true);
    pointer(trigger, 'pointerenter', 'touch');
    expect(box().hidden).toBe(true);
  });
});

describe('an open popover in the Tab order (it stands at the end of the body)', () => {
  it('Tab on the trigger goes to its first link; Shift+Tab from there back to the trigger, still open', () => {
    const { trigger, box, links } = open();
    trigger.focus();
    expect(key(trigger, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(links()[0]);
    expect(key(links()[0]!, 'Tab').defaultPrevented).toBe(false);
    expect(key(links()[0]!, 'Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(trigger);
    expect(box().hidden).toBe(false);
  });

  it('Tab from its last link goes to what follows the trigger in the page, and closes it', () => {
    const { box, links } = open();
    links()[1]!.focus();
    expect(key(links()[1]!, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('a[href="#x"]'));
    expect(box().hidden).toBe(true);
  });

  it('with nothing to focus inside, Tab on the trigger is left to the browser; the focus going elsewhere closes it', () => {
    const { trigger, box } = open({ title: undefined }, false);
    box().querySelector('.rt-popover__body')!.replaceChildren();
    trigger.focus();
    expect(key(trigger, 'Tab').defaultPrevented).toBe(false);
    box().focus();
    expect(box().hidden).toBe(false);
    document.querySelector<HTMLElement>('a[href="#x"]')!.focus();
    expect(box().hidden).toBe(true);
  });
});

describe('a released popover', () => {
  it('leaves nothing behind: no box, no listener, no observer, no timer; the trigger unmarked', async () => {
    const leftovers = watchLeftovers();
    vi.useFakeTimers();
    const { trigger, box } = open({ trigger: 'hover' });
    await vi.advanceTimersByTimeAsync(0);
    expect(leftovers.listeners()).toEqual(expect.arrayContaining(['scroll on window', 'keydown on HTMLDocument']));
    expect(leftovers.observers()).toBeGreaterThan(0);
    // Timers running: the grace period of the pointer leaving, and the release after Escape closed it.
    pointer(trigger, 'pointerleave');
    key(document, 'Escape');
    expect(vi.getTimerCount()).toBe(2);
    unmount!();
    unmount = undefined;
    expect(box()).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.hasAttribute('aria-controls')).toBe(false);
    expect(leftovers.listeners()).toEqual([]);
    expect(leftovers.observers()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
