import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, formatDistance } from './distance.ts';

const BRUSSELS = { lat: 50.8466, lng: 4.3528 };
const GHENT = { lat: 51.0543, lng: 3.7174 };
const LUXEMBOURG = { lat: 49.6116, lng: 6.1319 };

describe('distances', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(BRUSSELS, BRUSSELS)).toBe(0);
    expect(distanceKm(BRUSSELS, GHENT)).toBeCloseTo(50.3, 0);
    expect(distanceKm(BRUSSELS, LUXEMBOURG)).toBeCloseTo(distanceKm(LUXEMBOURG, BRUSSELS), 9);
    expect(distanceKm(BRUSSELS, LUXEMBOURG)).toBeGreaterThan(180);
    expect(distanceKm(BRUSSELS, LUXEMBOURG)).toBeLessThan(195);
  });

  it('sorts stores nearest first, keeping the order of equal distances', () => {
    const stores = [
      { id: 'lux', ...LUXEMBOURG },
      { id: 'gent', ...GHENT },
      { id: 'bxl-a', ...BRUSSELS },
      { id: 'bxl-b', ...BRUSSELS },
    ];
    const sorted = byDistance(stores, { lat: 50.85, lng: 4.35 });
    expect(sorted.map((entry) => entry.store.id)).toEqual(['bxl-a', 'bxl-b', 'gent', 'lux']);
    expect(sorted[0]?.km).toBeLessThan(1);
    expect(byDistance(stores, GHENT)[0]?.store.id).toBe('gent');
    expect(stores[0]?.id).toBe('lux'); // the input is left alone
  });

  it('formats distances in the page’s language', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDistance(3.21, 'fr'))).toBe('3,2 km');
    expect(plain(formatDistance(3.21, 'nl'))).toBe('3,2 km');
    expect(plain(formatDistance(0.04, 'fr'))).toBe('0,0 km');
    expect(plain(formatDistance(45.6, 'nl'))).toBe('46 km');
    expect(plain(formatDistance(1234.4, 'fr'))).toBe('1 234 km');
  });
});
