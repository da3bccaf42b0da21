// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr } from './options.ts';
import { nextTask, SLICE_MS } from './main-thread.ts';
import { defineWidget, type WidgetContext, type WidgetModule, WidgetRegistry } from './registry.ts';
import { testRuntime } from '../tests/unit/test-runtime.ts';

/** Until the main thread's sliced work has run dry (each step is one task). */
async function drained(tasks = 20): Promise<void> {
  for (let i = 0; i < tasks; i++) await nextTask();
}

/**
 * A later task, once the mounting work has run: the registry slices it by time (10 ms), so on a busy machine one
 * task may not hold it all.
 */
const tick = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await drained();
};

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

/** A widget with no options whose module mounts with `mount`. */
function optionless(name: string, mount: WidgetModule<object>['mount']) {
  return defineWidget({ name, description: `${name} (test)`, options: v.object({}), load: async () => ({ mount }) });
}

let registry: WidgetRegistry | undefined;
afterEach(async () => {
  registry?.stop();
  document.body.innerHTML = '';
  // Each test starts with a fresh slice: one left running would defer the next test's synchronous work.
  await drained();
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

  it('skips a hook inside a widget its definition names in notInside, and mounts it elsewhere or on the same element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounted: string[] = [];
    const carousel = (name: string) =>
      defineWidget({
        name,
        description: '',
        options: v.object({}),
        notInside: ['carousel'],
        load: async () => ({ mount: (element: HTMLElement) => void mounted.push(`${name} ${element.id}`) }),
      });
    document.body.innerHTML = `
      <div id="outer" data-widget="carousel"><div id="inner" class="slide" data-widget="carousel"></div></div>
      <div id="beside" data-widget="carousel thumbs"></div>`;
    registry = new WidgetRegistry(testRuntime());
    registry.register(carousel('carousel'));
    registry.register(carousel('thumbs'));
    registry.start(document.body);
    await tick();
    expect(mounted.sort()).toEqual(['carousel beside', 'carousel outer', 'thumbs beside']);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      '[runtime] Widget "carousel" skipped on <div#inner.slide>: it cannot be inside a "carousel" widget.',
    ]);
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
      optionless('broken', () => {
        throw new Error('kaput');
      }),
    );
    registry.start(document.body);
    await tick();
    expect(log).toEqual(['mount Gert']);
    expect(String(error.mock.calls[0]?.[0])).toContain('"broken" failed to mount on <i>');
  });

  it('mounts hooks of a loaded widget in the task that adds them, parsing equal attributes once', async () => {
    // The clock stands still: the registry's 10 ms slice never runs out, however busy the machine is (the slicing
    // has its own tests).
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const log: string[] = [];
    let parses = 0;
    const counted = v.pipe(
      attr.text({ description: 'Who' }),
      v.check(() => (parses += 1) > 0),
    );
    registry = new WidgetRegistry(testRuntime());
    registry.register(
      defineWidget({
        ...greeter(log),
        options: v.object({
          who: counted,
          times: v.optional(attr.number({ description: 'How often', min: 1, integer: true }), '1'),
        }),
      }),
    );
    registry.start(document.body);
    document.body.insertAdjacentHTML('beforeend', '<p data-widget="greeter" data-who="Hanne"></p>');
    await tick();
    // The chunk is loaded now: three more hooks, two with the same attributes.
    const list = document.createElement('ul');
    list.innerHTML =
      '<li data-widget="greeter" data-who="Ines"></li><li data-widget="greeter" data-who="Ines"></li><li data-widget="greeter" data-who="Jan" data-times="2"></li>';
    document.body.append(list);
    await Promise.resolve(); // the registry's MutationObserver, no task in between
    expect(log).toEqual(['mount Hanne', 'mount Ines', 'mount Ines', 'mount Jan']);
    expect(list.querySelectorAll('[data-widget-mounted="greeter"]')).toHaveLength(3);
    expect(parses).toBe(3); // Hanne, Ines, Jan
  });

  it('mounts hooks in the page’s order when the slice runs out before their chunk arrives', async () => {
    const log: string[] = [];
    // Every reading of the clock is 11 ms after the last: each slice (10 ms) holds one hook.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 11));
    document.body.innerHTML = ['An', 'Bo', 'Cas', 'Dirk']
      .map((who) => `<p data-widget="greeter" data-who="${who}"></p>`)
      .join('');
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    await tick();
    expect(log).toEqual(['mount An', 'mount Bo', 'mount Cas', 'mount Dirk']);
  });

  it('never shares a parse between hooks whose data attributes differ, even when their texts read alike', async () => {
    const log: string[] = [];
    // Joined naively, both would read "data-who=Noor data-times=2"; and an attribute added later is read too.
    document.body.innerHTML =
      '<p data-widget="greeter" data-who="Noor" data-times="2"></p><p data-widget="greeter" data-who="Noor data-times=2"></p>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter(log));
    registry.start(document.body);
    await tick();
    const late = document.createElement('p');
    late.setAttribute('data-widget', 'greeter');
    late.setAttribute('data-who', 'Noor');
    late.setAttribute('data-times', '3');
    document.body.append(late);
    await tick();
    expect(log).toEqual(['mount Noor', 'mount Noor data-times=2', 'mount Noor']);
    expect([...document.querySelectorAll('p')].map((hook) => hook.textContent)).toEqual([
      'Hello NoorHello Noor',
      'Hello Noor data-times=2',
      'Hello NoorHello NoorHello Noor',
    ]);
  });

  it('reports a bad value on every hook that has it, with the same message, when the parse is shared', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<b id="one" data-widget="greeter" data-who="Kim" data-times="0"></b><b id="two" data-widget="greeter" data-who="Kim" data-times="0"></b>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter([]));
    registry.start(document.body);
    await tick();
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      '[runtime] Widget "greeter" skipped on <b#one>: data-times must be at least 1 (got "0").',
      '[runtime] Widget "greeter" skipped on <b#two>: data-times must be at least 1 (got "0").',
    ]);
  });

  it('marks and unmarks each of several widgets on one element', async () => {
    document.body.innerHTML = '<div data-widget="greeter marker" data-who="Lien"></div>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(greeter([]));
    registry.register(optionless('marker', () => undefined));
    registry.start(document.body);
    await tick();
    const hook = document.querySelector('div') as HTMLElement;
    expect(hook.getAttribute('data-widget-mounted')?.split(' ').sort()).toEqual(['greeter', 'marker']);
    registry.stop();
    expect(hook.hasAttribute('data-widget-mounted')).toBe(false);
  });

  it('hands hooks with equal attributes one frozen options object: a widget that writes to it fails to mount, clearly', async () => {
    const seen: object[] = [];
    const received: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<i data-widget="keeper" data-who="Mia" data-tags="a,b"></i><i data-widget="keeper" data-who="Mia" data-tags="a,b"></i>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(
      defineWidget({
        name: 'keeper',
        description: 'Keeps its options.',
        options: v.object({ who: attr.text({ description: 'Who' }), tags: attr.list({ description: 'Tags' }) }),
        load: async () => ({
          mount(_element: HTMLElement, options: { who: string; tags: string[] }) {
            seen.push(options);
            received.push(options.who);
            expect(() => options.tags.push('c')).toThrow(TypeError);
            options.who = 'changed by this hook';
            return undefined;
          },
        }),
      }),
    );
    registry.start(document.body);
    await tick();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(received).toEqual(['Mia', 'Mia']);
    expect(registry.mountedCount).toBe(0);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('Widget "keeper" failed to mount on <i>');
    error.mockRestore();
  });

  it('cleans up hooks that left the page in slices, and keeps the widgets of one that came back before its turn', async () => {
    const cleaned: string[] = [];
    let now = 1000;
    document.body.innerHTML =
      '<section><i data-widget="slow" id="a"></i><i data-widget="slow" id="b"></i><i data-widget="slow" id="c"></i></section>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(
      // Each cleanup takes a whole slice.
      optionless('slow', () => (element: HTMLElement) => {
        cleaned.push(element.id);
        now += SLICE_MS;
      }),
    );
    registry.start(document.body);
    await tick();
    await drained();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const c = document.getElementById('c')!;
    document.querySelector('section')!.remove();
    await Promise.resolve(); // the registry's mutation observer
    expect(cleaned).toEqual(['a']);
    document.body.append(c);
    await drained();
    expect(cleaned).toEqual(['a', 'b']);
    expect(c.getAttribute('data-widget-mounted')).toBe('slow');
    expect(registry.mountedCount).toBe(1);
  });

  it('hands the cleanup its element, so one function can serve every hook', async () => {
    const cleaned: Element[] = [];
    const unmount = (element: HTMLElement) => cleaned.push(element);
    document.body.innerHTML = '<i data-widget="shared" id="one"></i><i data-widget="shared" id="two"></i>';
    registry = new WidgetRegistry(testRuntime());
    registry.register(optionless('shared', () => unmount));
    registry.start(document.body);
    await tick();
    document.body.innerHTML = '';
    await tick();
    expect(cleaned.map((element) => element.id).sort()).toEqual(['one', 'two']);
  });

  it('gives a widget a signal that aborts when its element leaves, and an aborted one when it asks afterwards', async () => {
    const signals: AbortSignal[] = [];
    const contexts: WidgetContext[] = [];
    registry = new WidgetRegistry(testRuntime());
    registry.register(
      optionless('listener', (element, _options, context) => {
        contexts.push(context);
        if (element.id === 'early') signals.push(context.signal);
        return () => undefined;
      }),
    );
    document.body.innerHTML = '<i id="early" data-widget="listener"></i><i id="late" data-widget="listener"></i>';
    registry.start(document.body);
    await tick();
    await tick();
    expect(contexts).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(false);
    document.body.innerHTML = '';
    await tick();
    expect(signals[0]?.aborted).toBe(true);
    // The widget that never asked gets an aborted signal when its late callback asks after the element left.
    expect(contexts[1]?.signal.aborted).toBe(true);
  });

  it('mounts a widget whose chunk failed once when its hooks are mounted again', async () => {
    const log: string[] = [];
    let attempts = 0;
    document.body.innerHTML = '<div data-widget="flaky greeter" data-who="Noor"></div>';
    const runtime = testRuntime();
    registry = new WidgetRegistry(runtime);
    registry.register(greeter(log));
    registry.register(
      defineWidget({
        name: 'flaky',
        description: 'Fails to load the first time.',
        options: v.object({}),
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { mount: () => () => log.push('cleanup flaky') };
        },
      }),
    );
    registry.start(document.body);
    await tick();
    await tick();
    const hook = document.querySelector('div') as HTMLElement;
    expect(hook.getAttribute('data-widget-mounted')).toBe('greeter');
    expect(runtime.reported).toEqual([expect.objectContaining({ name: 'ChunkLoadError', chunk: 'widget flaky' })]);
    registry.mountIn(document.body);
    await tick();
    await tick();
    expect(attempts).toBe(2);
    expect(hook.getAttribute('data-widget-mounted')?.split(' ').sort()).toEqual(['flaky', 'greeter']);
    expect(registry.mountedCount).toBe(2);
    registry.stop();
    expect(log.sort()).toEqual(['cleanup Noor', 'cleanup flaky', 'mount Noor']);
    expect(hook.hasAttribute('data-widget-mounted')).toBe(false);
  });
});
