import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr } from '../../runtime/options.ts';
import { defineWidget, WidgetRegistry } from '../../runtime/registry.ts';
import { testRuntime } from './test-runtime.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function greeter(log: string[]) {
  return defineWidget({
    name: 'greeter',
    description: 'Greets someone.',
    options: v.object({
      who: attr.text({ description: 'Who' }),
      times: v.optional(attr.number({ description: 'How often', min: 1, integer: true }), '1'),
    }),
    load: async () => ({
      mount(element: HTMLElement, options: { who: string; times: number }) {
        element.textContent = `Hello ${options.who}`.repeat(options.times);
        log.push(`mount ${options.who}`);
        return () => log.push(`cleanup ${options.who}`);
      },
    }),
  });
}

let registry: WidgetRegistry | undefined;
afterEach(() => {
  registry?.stop();
  document.body.innerHTML = '';
});

describe('widget registry', () => {
  it('mounts hooks present at start with parsed options', async () => {
    const log: string[] = [];
    document.body.innerHTML = '<div id="a" data-widget="greeter" data-who="Anne" data-times="2"></div>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    await tick();
    expect(document.getElementById('a')?.textContent).toBe('Hello AnneHello Anne');
    expect(registry.mountedCount).toBe(1);
  });

  it('mounts hooks added later and cleans up removed ones', async () => {
    const log: string[] = [];
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    const section = document.createElement('section');
    section.innerHTML = '<p><span data-widget="greeter" data-who="Bram"></span></p>';
    document.body.append(section);
    await tick();
    await tick();
    expect(log).toEqual(['mount Bram']);
    section.remove();
    await tick();
    expect(log).toEqual(['mount Bram', 'cleanup Bram']);
    expect(registry.mountedCount).toBe(0);
  });

  it('does not remount an element that only moved', async () => {
    const log: string[] = [];
    document.body.innerHTML = '<div id="box"></div><span data-widget="greeter" data-who="Chloé"></span>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    await tick();
    const hook = document.querySelector('[data-widget]') as HTMLElement;
    document.getElementById('box')?.append(hook);
    await tick();
    expect(log).toEqual(['mount Chloé']);
  });

  it('skips a hook with bad options with one error naming element and attribute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log: string[] = [];
    document.body.innerHTML =
      '<div id="bad" class="promo" data-widget="greeter" data-who="Dirk" data-times="zero"></div><div data-widget="greeter" data-who="Eva"></div>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    await tick();
    expect(log).toEqual(['mount Eva']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe(
      '[runtime] Widget "greeter" skipped on <div#bad.promo>: data-times must be a number (got "zero").',
    );
  });

  it('reports a missing required option', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-widget="greeter"></div>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter([]));
    registry.start(document.body);
    expect(String(error.mock.calls[0]?.[0])).toBe('[runtime] Widget "greeter" skipped on <div>: data-who is missing.');
  });

  it('mounts hooks of a widget registered after start', async () => {
    const log: string[] = [];
    document.body.innerHTML = '<div data-widget="greeter" data-who="Fien"></div>';
    registry = new WidgetRegistry(testRuntime());
    registry.start(document.body);
    registry.register(greeter(log));
    await tick();
    expect(log).toEqual(['mount Fien']);
  });

  it('refuses a bad name and a duplicate', () => {
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter([]));
    expect(() => registry?.register(greeter([]))).toThrow(/already registered/);
    expect(() => registry?.register({ ...greeter([]), name: 'Bad Name' })).toThrow(/lowercase/);
  });

  it('keeps the rest of the page going when a mount throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<i data-widget="broken"></i><b data-widget="greeter" data-who="Gert"></b>';
    const log: string[] = [];
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.register(
      defineWidget({
        name: 'broken',
        description: 'Throws.',
        options: v.object({}),
        load: async () => ({
          mount() {
            throw new Error('kaput');
          },
        }),
      }),
    );
    registry.start(document.body);
    await tick();
    expect(log).toEqual(['mount Gert']);
    expect(String(error.mock.calls[0]?.[0])).toContain('"broken" failed to mount on <i>');
  });
});
