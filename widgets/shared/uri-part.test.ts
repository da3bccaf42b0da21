import { describe, expect, it } from 'vitest';
import { encodeUriPart } from './uri-part.ts';

describe('encodeUriPart', () => {
  it('encodes as encodeURIComponent does', () => {
    expect(encodeUriPart('4,7 é/ü?&')).toBe(encodeURIComponent('4,7 é/ü?&'));
    expect(encodeUriPart('vélo 🚲')).toBe('v%C3%A9lo%20%F0%9F%9A%B2');
  });

  it('writes a lone surrogate as the replacement character instead of throwing', () => {
    expect(() => encodeURIComponent('4\uD800')).toThrow(URIError);
    expect(encodeUriPart('4\uD800')).toBe('4%EF%BF%BD');
    expect(encodeUriPart('\uDC00x\uD83D')).toBe('%EF%BF%BDx%EF%BF%BD');
  });
});
