// @vitest-environment happy-dom
/**
 * The content map's wiring of the CMS's map settings, the map chunk replaced by a recording double (maplibre needs
 * WebGL: the drawn map is tests/e2e/content-map.spec.ts's): the style drawn first, the map type control and what
 * its buttons draw, the street view note.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { parseOptions } from '../../runtime/options.ts';
import { expectConsole } from '../../tests/unit/console-guard.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import type { MapViewOptions } from '../shared/map-view.ts';
import { mount } from './content-map.ts';
import { mapOptions } from './definition.ts';

const drawn = vi.hoisted(() => ({
  options: [] as unknown[],
  styles: [] as string[],
  controls: [] as { element: HTMLElement; position: string }[],
}));

vi.mock('../shared/map-view.ts', () => ({
  createMapView: (_canvas: HTMLElement, options: unknown) => {
    drawn.options.push(options);
    return Promise.resolve({
      map: {
        addControl: (control: { onAdd(): HTMLElement }, position: string) =>
          drawn.controls.push({ element: control.onAdd(), position }),
      },
      setPoints: () => {},
      fitPoints: () => {},
      activate: () => {},
      setStyle: (style: string) => drawn.styles.push(style),
      destroy: () => {},
    });
  },
}));

beforeEach(() => installStrings('fr', STRING_RESOURCES.fr));
afterEach(() => {
  drawn.options.length = 0;
  drawn.styles.length = 0;
  drawn.controls.length = 0;
  document.body.replaceChildren();
});

/** The store map's hook with these data attributes, mounted; resolves once the double has drawn it. */
async function mountMap(data: Record<string, string>) {
  const element = document.createElement('section');
  element.innerHTML = '<div data-map-canvas></div><ul data-map-markers></ul>';
  document.body.append(element);
  const parsed = parseOptions(mapOptions, { styleUrl: '/map/style.json', label: 'Carte', ...data });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  await mount(element, parsed.options, { signal: new AbortController().signal, runtime: testRuntime() });
  return drawn.options[0] as MapViewOptions;
}

describe('the content map’s map types', () => {
  it('draws the roadmap style; with a second style, a control whose buttons draw each', async () => {
    const options = await mountMap({ terrainStyleUrl: '/map/terrain.json' });
    expect(options.style).toBe('/map/style.json');
    expect(drawn.controls).toHaveLength(1);
    const [{ element, position }] = drawn.controls as [{ element: HTMLElement; position: string }];
    expect(position).toBe('top-left');
    const [plan, relief] = Array.from(element.querySelectorAll('button')) as [HTMLButtonElement, HTMLButtonElement];
    expect([plan.textContent, relief.textContent]).toEqual(['Plan', 'Relief']);
    expect(plan.getAttribute('aria-pressed')).toBe('true');
    relief.click();
    plan.click();
    expect(drawn.styles).toEqual(['/map/terrain.json', '/map/style.json']);
  });

  it('draws the map type the CMS names first, pressed in the control', async () => {
    const options = await mountMap({ mapType: 'terrain', terrainStyleUrl: '/map/terrain.json' });
    expect(options.style).toBe('/map/terrain.json');
    const pressed = drawn.controls[0]?.element.querySelector('[aria-pressed="true"]');
    expect(pressed?.textContent).toBe('Relief');
  });

  it('draws no control with one style, or when the CMS turns it off', async () => {
    await mountMap({ mapTypeControl: 'true' });
    expect(drawn.controls).toEqual([]);
    drawn.options.length = 0;
    await mountMap({ terrainStyleUrl: '/map/terrain.json', mapTypeControl: 'false' });
    expect(drawn.controls).toEqual([]);
  });

  it('tells the theme developer of a map type without a style, and draws the roadmap', async () => {
    expectConsole('warn', /data-map-type is "satellite" but no data-satellite-style-url names its style/);
    const options = await mountMap({ mapType: 'satellite', terrainStyleUrl: '/map/terrain.json' });
    expect(options.style).toBe('/map/style.json');
  });

  it('notes that street view is not drawn, only when the CMS asks for it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await mountMap({ streetViewControl: 'false' });
    expect(info).not.toHaveBeenCalled();
    await mountMap({ streetViewControl: 'true' });
    expect(info).toHaveBeenCalledExactlyOnceWith(
      '[runtime] The map has no street view (maplibre has none): data-street-view-control is ignored.',
    );
  });
});
