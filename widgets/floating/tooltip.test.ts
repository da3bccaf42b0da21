// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../runtime/runtime.ts';
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
