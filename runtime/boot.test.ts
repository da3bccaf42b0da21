// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { registerBuiltInWidgets } from './boot.ts';
import { ChunkLoadError } from './chunks.ts';
import { nextTask } from './main-thread.ts';
import { defineWidget, WidgetRegistry } from './registry.ts';
import { testRuntime } from '../tests/unit/test-runtime.ts';

/** A built-in widget that writes its name into its hook. */
const stamp = (name: string) =>
  defineWidget({
    name,
    description: `${name} (test)`,
    options: v.object({}),
    load: async () => ({
      mount(element: HTMLElement) {
        element.textContent = name;
        return undefined;
      },
    }),
  });

const catalogue = { builtInWidgets: [stamp('basket'), stamp('aisle')] };

async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) await nextTask();
}

let registry: WidgetRegistry | undefined;
afterEach(() => {
  registry?.stop();
  document.body.innerHTML = '';
});

describe('the built-in widgets, a chunk boot imports after the strings', () => {
  it('registers every widget of the catalogue before the registry reads the page', async () => {
    const runtime = testRuntime();
    registry = new WidgetRegistry(runtime);
    await registerBuiltInWidgets(runtime, registry, async () => catalogue);
    expect(registry.catalog().names()).toEqual(['basket', 'aisle']);
    expect(runtime.reported).toEqual([]);
  });

  it('reports a catalogue that cannot load as a ChunkLoadError, whose Retry registers and mounts them', async () => {
    document.body.innerHTML = '<p data-widget="aisle"></p>';
    const runtime = testRuntime();
    registry = new WidgetRegistry(runtime);
    let attempts = 0;
    const importCatalogue = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return catalogue;
    };
    await registerBuiltInWidgets(runtime, registry, importCatalogue);
    expect(registry.catalog().names()).toEqual([]);
    const [error] = runtime.reported;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).chunk).toBe('widget catalogue');

    // Boot goes on: the registry starts without them, and the dialog's Retry brings them.
    registry.start(document.body);
    await (error as ChunkLoadError).retry();
    await settled();
    expect(registry.catalog().names()).toEqual(['basket', 'aisle']);
    expect(document.querySelector('[data-widget="aisle"]')?.textContent).toBe('aisle');
  });
});
