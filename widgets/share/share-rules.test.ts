import { describe, expect, it } from 'vitest';
import { isNetwork, shareAddress } from './share-rules.ts';

const page = { url: 'https://www.ateliervelo.be/fr/atelier?x=1&y=2', text: 'L’atelier & ses vélos' };

describe('shareAddress', () => {
  it('encodes the page address and text for each network', () => {
    expect(shareAddress('facebook', page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.ateliervelo.be%2Ffr%2Fatelier%3Fx%3D1%26y%3D2',
    );
    expect(shareAddress('x', page)).toContain('text=L%E2%80%99atelier%20%26%20ses%20v%C3%A9los&url=https%3A%2F%2F');
    expect(shareAddress('whatsapp', page)).toBe(
      `https://wa.me/?text=${encodeURIComponent('L’atelier & ses vélos https://www.ateliervelo.be/fr/atelier?x=1&y=2')}`,
    );
    expect(shareAddress('email', page)).toMatch(/^mailto:\?subject=L%E2%80%99atelier.*&body=https%3A/);
  });
  it('has no address for copy (the clipboard)', () => {
    expect(shareAddress('copy', page)).toBeNull();
  });
  it('knows its networks', () => {
    expect(isNetwork('linkedin')).toBe(true);
    expect(isNetwork('myspace')).toBe(false);
  });
});
