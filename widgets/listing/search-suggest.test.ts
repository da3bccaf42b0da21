import { describe, expect, it } from 'vitest';
import { SEARCH, toSuggestions } from './search-suggest.ts';

describe('search suggestions (shop spec §3, §9)', () => {
  it('asks 5 results at accuracy 0.3 from 2 characters, and shows at most 30', () => {
    expect(SEARCH).toEqual({ minLength: 2, results: 5, accuracy: 0.3, limit: 30 });
    const many = Array.from({ length: 40 }, (_, i) => ({ Name: `P${i}`, Photo: null, ProductUrl: `/fr/p/${i}` }));
    expect(toSuggestions(many, '/a/{AssetId}/{AssetName}')).toHaveLength(30);
  });

  it('builds the photo address, keeps a null photo empty, and drops malformed entries', () => {
    const answer = [
      { Name: 'Casque route Aéro', Photo: { AssetId: 1020, AssetName: '1020 casque.svg' }, ProductUrl: '/fr/c/1020' },
      { Name: 'Bidon club', Photo: null, ProductUrl: '/fr/c/1028' },
      { Name: 42, ProductUrl: '/fr/x' },
      { Name: 'Sans lien' },
    ];
    expect(toSuggestions(answer, '/assets/{AssetId}/{AssetName}')).toEqual([
      { label: 'Casque route Aéro', value: '/fr/c/1020', href: '/fr/c/1020', image: '/assets/1020/1020%20casque.svg' },
      { label: 'Bidon club', value: '/fr/c/1028', href: '/fr/c/1028', image: null },
    ]);
    expect(toSuggestions({ not: 'a list' }, '')).toEqual([]);
  });
});
