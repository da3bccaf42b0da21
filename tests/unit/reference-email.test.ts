import { describe, expect, it } from 'vitest';
import { emailAccepted } from '../../fixtures/data/email.ts';

describe('the reference CMS checks an e-mail address as ASP.NET’s [EmailAddress] does', () => {
  it('accepts an address whose domain has no dot, as the client rule does', () => {
    expect(emailAccepted('demo@localhost')).toBe(true);
    expect(emailAccepted('anne.peeters@ateliervelo.be')).toBe(true);
  });

  it('refuses no @, two @, an @ first or last, and a line break', () => {
    for (const email of ['demo.ateliervelo.be', 'a@b@c', '@ateliervelo.be', 'demo@', 'demo@atelier\nvelo.be', ''])
      expect(emailAccepted(email), email).toBe(false);
  });
});
