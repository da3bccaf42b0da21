// @vitest-environment happy-dom
/**
 * The open popover's wiring in happy-dom (popover-box.tsx, through the page's one React root): the dialog named by
 * its title with its text and template content, the trigger marked; a second click, Escape (focus back on the
 * trigger) and a pointer down elsewhere close it and release it; a hover trigger's click keeps it open and the
 * pointer leaving closes it after the grace period. Placement, Tab into it and axe run in Chromium
 * (tests/e2e/page-widgets.spec.ts, shop-cart, checkout-delivery).
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_CLOSE_MS } from './hover-intent.ts';
import { type PopoverProps, showPopover } from './popover-box.tsx';

let unmount: (() => void) | undefined;
afterEach(async () => {
  await act(async () => unmount?.());
  unmount = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A trigger with its popover open, and the count of its releases. */
async function open(options: Partial<PopoverProps['options']> = {}, openedByHover = false) {
  document.body.innerHTML = `<p>Texte <button type="button" id="info">Info</button></p><a href="#x">ailleurs</a>`;
  const trigger = document.querySelector<HTMLElement>('#info') as HTMLElement;
  const template = document.createElement('template');
  template.innerHTML = '<a href="/fr/livraison">Délais de livraison</a>';
  const onClosed = vi.fn();
  await act(async () => {
    unmount = showPopover(trigger, {
      options: { trigger: 'click', placement: 'bottom', title: 'Livraison', content: 'Sous 48 h', ...options },
      content: template.content,
      openedByHover,
      onClosed,
    });
  });
  const box = () => document.querySelector<HTMLElement>('.rt-popover') as HTMLElement;
  return { trigger, box, onClosed };
}

const key = (name: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('an open popover', () => {
  it('is a dialog named by its title, with its text and the template’s content; the trigger controls it', async () => {
    const { trigger, box } = await open();
    expect(box().getAttribute('role')).toBe('dialog');
    expect(box().hidden).toBe(false);
    expect(document.getElementById(box().getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Livraison');
    expect(box().querySelector('.rt-popover__text')?.textContent).toBe('Sous 48 h');
    expect(box().querySelector('.rt-popover__body a')?.textContent).toBe('Délais de livraison');
    expect(trigger.getAttribute('aria-controls')).toBe(box().id);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('a second click on the trigger closes it, and it asks to be released', async () => {
    const { trigger, box, onClosed } = await open();
    await act(async () => trigger.click());
    expect(box().hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
  });

  it('Escape closes it and gives the focus back to the trigger when it was inside', async () => {
    const { trigger, box, onClosed } = await open();
    const link = box().querySelector<HTMLElement>('.rt-popover__body a') as HTMLElement;
    link.focus();
    await act(async () => key('Escape'));
    expect(box().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await waitFor(() => expect(onClosed).toHaveBeenCalledOnce());
  });

  it('a pointer down elsewhere closes it; one inside it or on the trigger does not', async () => {
    const { trigger, box } = await open();
    const down = (target: Element) => target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await act(async () => {
      down(box().querySelector('.rt-popover__text') as Element);
      down(trigger);
    });
    expect(box().hidden).toBe(false);
    await act(async () => down(document.querySelector('a[href="#x"]') as Element));
    expect(box().hidden).toBe(true);
  });

  it('a hover trigger: a click keeps it open; the pointer leaving closes it after the grace period', async () => {
    const { trigger, box } = await open({ trigger: 'hover' });
    vi.useFakeTimers();
    await act(async () => trigger.click());
    expect(box().hidden).toBe(false);
    await act(async () => trigger.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' })));
    await act(async () => vi.advanceTimersByTime(HOVER_CLOSE_MS - 1));
    expect(box().hidden).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(box().hidden).toBe(true);
    // Coming back opens it again.
    await act(async () => trigger.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' })));
    expect(box().hidden).toBe(false);
  });
});
