// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../runtime/options.ts';
import { mapOptions } from './definition.ts';
import { firstChoice, MAP_TYPES, offersTypeControl, styleChoices } from './map-types.ts';

describe('map types', () => {
  it('offers roadmap first, then each type with a style, in the CMS’s order', () => {
    expect(
      styleChoices({ roadmap: '/map/style.json', terrain: '/map/terrain.json', satellite: '/map/sat.json' }),
    ).toEqual([
      { type: 'roadmap', url: '/map/style.json' },
      { type: 'satellite', url: '/map/sat.json' },
      { type: 'terrain', url: '/map/terrain.json' },
    ]);
    expect(styleChoices({ roadmap: '/map/style.json', hybrid: '' })).toEqual([
      { type: 'roadmap', url: '/map/style.json' },
    ]);
  });

  it('draws the wanted type’s style first; a type without one gives the roadmap and is named', () => {
    const choices = styleChoices({ roadmap: '/map/style.json', terrain: '/map/terrain.json' });
    expect(firstChoice(choices, undefined)).toEqual({ choice: { type: 'roadmap', url: '/map/style.json' } });
    expect(firstChoice(choices, 'roadmap')).toEqual({ choice: { type: 'roadmap', url: '/map/style.json' } });
    expect(firstChoice(choices, 'terrain')).toEqual({ choice: { type: 'terrain', url: '/map/terrain.json' } });
    expect(firstChoice(choices, 'satellite')).toEqual({
      choice: { type: 'roadmap', url: '/map/style.json' },
      missing: 'satellite',
    });
  });

  it('draws the control when asked and there are two styles or more', () => {
    const one = styleChoices({ roadmap: '/map/style.json' });
    const two = styleChoices({ roadmap: '/map/style.json', hybrid: '/map/hybrid.json' });
    expect(offersTypeControl(true, two)).toBe(true);
    expect(offersTypeControl(false, two)).toBe(false);
    expect(offersTypeControl(true, one)).toBe(false);
  });
});

describe('the map type option', () => {
  it('accepts exactly the map types these rules know', () => {
    const parse = (mapType: string) =>
      parseOptions(mapOptions, { styleUrl: '/map/style.json', label: 'Carte', mapType });
    for (const type of MAP_TYPES) expect(parse(type)).toMatchObject({ ok: true, options: { mapType: type } });
    expect(parse('street').ok).toBe(false);
  });
});
