// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../runtime/runtime.ts';
import { watchLeftovers } from '../../tests/unit/leftovers.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { HOVER_CLOSE_MS } from './hover-intent.ts';
import { mount } from './tooltip.ts';

/** A runtime whose chunk loader never resolves: mounting must not need it. */
function context() {
  const load = vi.fn(() => new Promise<never>(() => {}));
  return {
    load,
    context: { signal: new AbortController().signal, runtime: { chunks: { load } } as unknown as Runtime },
  };
}

describe('tooltip hooks cost nothing until used', () => {
  it('mounting describes the trigger with hidden text and creates no floating box nor loads a chunk', () => {
    document.body.innerHTML =
      '<button type="button" title="Contrôle en 32 points" aria-describedby="hint">Révision</button><p id="hint">x</p>';
    const button = document.querySelector('button')!;
    const { load, context: widgetContext } = context();
    const cleanup = mount(button, { placement: 'top' }, widgetContext);
    expect(button.hasAttribute('title')).toBe(false);
    const ids = button.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('hint');
    const description = document.getElementById(ids[1]!)!;
    expect(description.textContent).toBe('Contrôle en 32 points');
    expect(description.closest('[hidden]')).not.toBeNull();
    expect(document.querySelector('[role=tooltip]')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    cleanup!(button);
    expect(button.getAttribute('title')).toBe('Contrôle en 32 points');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(document.getElementById(ids[1]!)).toBeNull();
  });

  it('tooltips that say the same share one description, kept until the last of them is unmounted', () => {
    document.body.innerHTML =
      '<button type="button">A</button><button type="button">B</button><button type="button">C</button>';
    const [a, b, c] = [...document.querySelectorAll('button')];
    const { context: widgetContext } = context();
    const cleanA = mount(a!, { tooltip: 'Prix hors TVA', placement: 'top' }, widgetContext)!;
    const cleanB = mount(b!, { tooltip: 'Prix hors TVA', placement: 'top' }, widgetContext)!;
    const cleanC = mount(c!, { tooltip: 'Prix TVA comprise', placement: 'top' }, widgetContext)!;
    const shared = a!.getAttribute('aria-describedby')!;
    expect(b!.getAttribute('aria-describedby')).toBe(shared);
    expect(c!.getAttribute('aria-describedby')).not.toBe(shared);
    expect(document.getElementById(shared)?.textContent).toBe('Prix hors TVA');
    expect(document.getElementById(c!.getAttribute('aria-describedby')!)?.textContent).toBe('Prix TVA comprise');
    expect(document.querySelectorAll('#rt-tooltip-descriptions > *')).toHaveLength(2);

    cleanA(a!);
    expect(document.getElementById(shared)?.textContent).toBe('Prix hors TVA');
    cleanB(b!);
    expect(document.getElementById(shared)).toBeNull();
    // Mounted again, the text gets a description again.
    const again = mount(a!, { tooltip: 'Prix hors TVA', placement: 'top' }, widgetContext)!;
    expect(document.getElementById(a!.getAttribute('aria-describedby')!)?.textContent).toBe('Prix hors TVA');
    again(a!);
    cleanC(c!);
    expect(document.querySelectorAll('#rt-tooltip-descriptions > *')).toHaveLength(0);
  });

  it('the first focus loads the box; the blur before it arrived leaves nothing behind', () => {
    document.body.innerHTML = '<button type="button" data-tooltip="Livré demain">Livraison</button>';
    const button = document.querySelector('button')!;
    const { load, context: widgetContext } = context();
    const cleanup = mount(button, { tooltip: 'Livré demain', placement: 'top' }, widgetContext);
    button.focus();
    expect(load).toHaveBeenCalledTimes(1);
    button.blur();
    button.focus();
    expect(load).toHaveBeenCalledTimes(2);
    cleanup!(button);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });
});

const pointer = (target: Element, type: 'pointerover' | 'pointerout', pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent(type, { pointerType, bubbles: true }));

/** The tooltip's box, once its chunk has loaded and drawn it. */
const shown = () =>
  vi.waitFor(() => {
    const tooltip = document.querySelector<HTMLElement>('[role=tooltip]');
    if (!tooltip) throw new Error('no tooltip yet');
    return tooltip;
  });

describe('a tooltip in use (its box chunk loaded for real)', () => {
  it('a touch does not show it (a tap would open and close it at once); a mouse does', () => {
    document.body.innerHTML = '<button type="button">Révision</button>';
    const button = document.querySelector('button')!;
    const { load, context: widgetContext } = context();
    const cleanup = mount(button, { tooltip: 'Contrôle en 32 points', placement: 'top' }, widgetContext)!;
    pointer(button, 'pointerover', 'touch');
    expect(load).not.toHaveBeenCalled();
    pointer(button, 'pointerover');
    expect(load).toHaveBeenCalledOnce();
    cleanup(button);
  });

  it('shows a plain DOM box that describes its trigger, kept while the pointer is on it, hidden after the grace period', async () => {
    document.body.innerHTML = '<p><button type="button">Révision</button></p>';
    const button = document.querySelector('button')!;
    const widgetContext = { signal: new AbortController().signal, runtime: testRuntime() };
    const cleanup = mount(button, { tooltip: 'Contrôle en 32 points', placement: 'top' }, widgetContext)!;
    pointer(button, 'pointerover');
    const tooltip = await shown();
    expect(tooltip.textContent).toBe('Contrôle en 32 points');
    expect(tooltip.parentElement).toBe(document.body);
    expect(tooltip.querySelector('svg.rt-floating__arrow')).not.toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    vi.useFakeTimers();
    // The pointer travels onto the tooltip within the grace period (WCAG 1.4.13): it stays.
    pointer(button, 'pointerout');
    tooltip.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2);
    expect(tooltip.isConnected).toBe(true);
    tooltip.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(HOVER_CLOSE_MS - 1);
    expect(tooltip.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(tooltip.isConnected).toBe(false);
    expect(button.getAttribute('aria-describedby')).toMatch(/^rt-tooltip-text-/);
    cleanup(button);
  });

  it('its trigger going while it shows leaves nothing behind: no box, listener, observer or timer', async () => {
    document.body.innerHTML = '<p><button type="button">Révision</button></p>';
    const button = document.querySelector('button')!;
    const leftovers = watchLeftovers();
    const widgetContext = { signal: new AbortController().signal, runtime: testRuntime() };
    const cleanup = mount(button, { tooltip: 'Contrôle en 32 points', placement: 'top' }, widgetContext)!;
    button.focus();
    const tooltip = await shown();
    await vi.waitFor(() => expect(leftovers.listeners()).toContain('scroll on window'));
    expect(leftovers.observers()).toBeGreaterThan(0);
    vi.useFakeTimers();
    // The pointer leaving (its grace period runs) while the focus keeps it shown.
    pointer(button, 'pointerover');
    pointer(button, 'pointerout');
    expect(vi.getTimerCount()).toBe(1);
    button.remove();
    cleanup(button);
    expect(tooltip.isConnected).toBe(false);
    expect(document.querySelector('[role=tooltip]')).toBeNull();
    expect(leftovers.listeners()).toEqual([]);
    expect(leftovers.observers()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('Escape hides it, though the focus stays', async () => {
    document.body.innerHTML = '<button type="button">Révision</button>';
    const button = document.querySelector('button')!;
    const widgetContext = { signal: new AbortController().signal, runtime: testRuntime() };
    const cleanup = mount(button, { tooltip: 'Contrôle en 32 points', placement: 'top' }, widgetContext)!;
    button.focus();
    const tooltip = await shown();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tooltip.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
    cleanup(button);
  });
});
