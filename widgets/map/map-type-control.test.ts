// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { mapTypeControl } from './map-type-control.ts';
import { styleChoices } from './map-types.ts';

const choices = styleChoices({ roadmap: '/map/style.json', terrain: '/map/terrain.json' });

beforeEach(() => installStrings('fr', STRING_RESOURCES.fr));

describe('the map type control', () => {
  it('is a named group with one button per style, the drawn one pressed', () => {
    const group = mapTypeControl(choices, 'terrain', vi.fn()).onAdd();
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toBe('Type de carte');
    expect(group.classList).toContain('maplibregl-ctrl-group');
    const buttons = Array.from(group.querySelectorAll('button'));
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Plan', 'false'],
      ['Relief', 'true'],
    ]);
  });

  it('tells the chosen style and presses its button; the drawn one again tells nothing', () => {
    const onPick = vi.fn();
    const group = mapTypeControl(choices, 'roadmap', onPick).onAdd();
    const [roadmap, terrain] = Array.from(group.querySelectorAll('button')) as [HTMLButtonElement, HTMLButtonElement];
    terrain.click();
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ type: 'terrain', url: '/map/terrain.json' });
    expect(terrain.getAttribute('aria-pressed')).toBe('true');
    expect(roadmap.getAttribute('aria-pressed')).toBe('false');
    terrain.click();
    expect(onPick).toHaveBeenCalledTimes(1);
    roadmap.click();
    expect(onPick).toHaveBeenLastCalledWith({ type: 'roadmap', url: '/map/style.json' });
    expect(terrain.getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves the map with it', () => {
    const control = mapTypeControl(choices, 'roadmap', vi.fn());
    const group = control.onAdd();
    document.body.append(group);
    control.onRemove();
    expect(group.isConnected).toBe(false);
  });
});
