import { describe, expect, it } from 'vitest';
import { centerOf, markersOf } from './map-rules.ts';

describe('content map data', () => {
  it('makes markers of the items with coordinates, in order, and names the others', () => {
    const { markers, refused } = markersOf([
      { lat: '51.2172', lng: '4.4005', title: 'Antwerpen', id: 'anvers' },
      { lat: 'north', lng: '4', title: 'Nowhere' },
      { lat: '50,8479', lng: '4,3497', title: 'Brussel', icon: '/theme/map/bpost.svg' },
      { lat: '95', lng: '4' },
    ]);
    expect(markers).toEqual([
      { index: 0, id: 'anvers', lat: 51.2172, lng: 4.4005, title: 'Antwerpen', icon: undefined },
      { index: 2, id: 'marker-3', lat: 50.8479, lng: 4.3497, title: 'Brussel', icon: '/theme/map/bpost.svg' },
    ]);
    expect(refused).toEqual(['Nowhere', 'item 4']);
  });

  it('reads the centre as two numbers', () => {
    expect(centerOf(['50.85', '4.35'])).toEqual({ lat: 50.85, lng: 4.35 });
    expect(centerOf(['50.85'])).toBeNull();
    expect(centerOf(['x', '4'])).toBeNull();
    expect(centerOf(undefined)).toBeNull();
  });
});
