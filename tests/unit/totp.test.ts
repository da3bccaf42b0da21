import { describe, expect, it } from 'vitest';
import { base32, fromBase32, otpauthUri, totp, verifyTotp } from '../../fixtures/data/totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890", codes truncated to 6 digits.
const RFC_SECRET = base32(Buffer.from('12345678901234567890'));

describe('the reference CMS’s authenticator codes (RFC 6238)', () => {
  it('computes the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totp(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('reads base32 back and accepts the neighbouring periods only', () => {
    expect(fromBase32(RFC_SECRET).toString()).toBe('12345678901234567890');
    const now = 1_111_111_109_000;
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '081 804', now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('writes the otpauth address an authenticator app reads', () => {
    expect(otpauthUri('Atelier Vélo', 'demo@ateliervelo.be', 'ABC')).toBe(
      'otpauth://totp/Atelier%20V%C3%A9lo:demo%40ateliervelo.be?secret=ABC&issuer=Atelier%20V%C3%A9lo&algorithm=SHA1&digits=6&period=30',
    );
  });
});
