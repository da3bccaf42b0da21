// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delegate } from '../../runtime/dom.ts';
import { DelegatedHooks } from './delegated-hooks.ts';

/** Hooks that count their clicks through one document listener; `added` counts the listeners ever added. */
function clickCounter() {
  const counts = new Map<string, number>();
  const listen = vi.fn((signal: AbortSignal) => {
    document.addEventListener(
      'click',
      (event) => {
        const name = hooks.of(event.target);
        if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
      },
      { signal },
    );
  });
  const hooks = new DelegatedHooks<string>(listen);
  return { hooks, listen, counts };
}

function hookElement(html = '<span>text</span>'): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('DelegatedHooks', () => {
  it('adds the listeners once for every hook of the type, on the first mount', () => {
    const { hooks, listen, counts } = clickCounter();
    const first = hookElement();
    const second = hookElement();
    hooks.add(first, 'first');
    hooks.add(second, 'second');
    expect(listen).toHaveBeenCalledTimes(1);
    first.querySelector('span')!.click();
    second.click();
    expect(Object.fromEntries(counts)).toEqual({ first: 1, second: 1 });
  });

  it('removes the listeners with the last hook, and adds them again for the next mount', () => {
    const { hooks, listen, counts } = clickCounter();
    const first = hookElement();
    const second = hookElement();
    hooks.add(first, 'first');
    hooks.add(second, 'second');
    hooks.remove(first, 'first');
    const [[signal]] = listen.mock.calls as [[AbortSignal]];
    expect(signal.aborted).toBe(false);
    second.click();
    hooks.remove(second, 'second');
    expect(signal.aborted).toBe(true);
    expect(hooks.size).toBe(0);
    second.click();
    expect(Object.fromEntries(counts)).toEqual({ second: 1 });

    hooks.add(first, 'again');
    expect(listen).toHaveBeenCalledTimes(2);
    first.click();
    expect(counts.get('again')).toBe(1);
  });

  it('keeps a hook that took the element’s place when the old one’s removal comes late', () => {
    const { hooks } = clickCounter();
    const element = hookElement();
    hooks.add(element, 'old');
    hooks.add(element, 'new');
    hooks.remove(element, 'old');
    expect(hooks.get(element)).toBe('new');
  });

  it('finds the hook of a target in a text node or an SVG icon inside it, none outside', () => {
    const { hooks } = clickCounter();
    const element = hookElement('<button><svg><path></path></svg>label</button>');
    hooks.add(element, 'button');
    const path = element.querySelector('path')!;
    const text = element.querySelector('button')!.lastChild!;
    expect(hooks.of(path)).toBe('button');
    expect(hooks.of(text)).toBe('button');
    expect(hooks.of(document.body)).toBeUndefined();
    expect(hooks.of(null)).toBeUndefined();
  });
});

describe('delegate', () => {
  const eventAt = (target: EventTarget) => {
    const event = new Event('click');
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('finds the element matching the selector at the target or above it, from an SVG icon or a text node', () => {
    const element = hookElement('<a href="/x" data-more><svg><path></path></svg>more</a>');
    const link = element.querySelector('a')!;
    expect(delegate(eventAt(link), '[data-more]')).toBe(link);
    expect(delegate(eventAt(element.querySelector('path')!), '[data-more]')).toBe(link);
    expect(delegate(eventAt(link.lastChild!), '[data-more]')).toBe(link);
  });

  it('is null when nothing matches or the target is no node', () => {
    const element = hookElement();
    expect(delegate(eventAt(element), '[data-more]')).toBeNull();
    expect(delegate(eventAt(window), '[data-more]')).toBeNull();
    expect(delegate(new Event('click'), '[data-more]')).toBeNull();
  });
});
