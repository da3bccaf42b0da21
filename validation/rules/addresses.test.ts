import { describe, expect, it } from 'vitest';
import { isEmailAddress, isWebAddress } from './addresses.ts';

describe('web addresses, as jquery-validation judges them', () => {
  it.each([
    'https://ateliervelo.be/fr/',
    'http://www.ateliervelo.be/fr/velos?page=2#liste',
    'ftp://fichiers.ateliervelo.be/catalogue.pdf',
    'HTTPS://ATELIERVELO.BE',
    'https://ateliervelo.be./fr/',
    'https://vélo-atelier.be/',
    'https://atelier_velo.ateliervelo.be/',
    'https://pro.photography',
    'https://jan:geheim@ateliervelo.be:8443/pro',
    'https://jan@ateliervelo.be',
    'http://142.42.1.1/',
    'http://223.255.255.254',
  ])('accepts %s', (address) => expect(isWebAddress(address)).toBe(true));

  it.each([['//cdn.ateliervelo.be/images/velo.jpg'], ['//142.42.1.1']])('accepts the protocol-relative %s', (address) =>
    expect(isWebAddress(address)).toBe(true),
  );

  it.each([
    ['a host without a dot', 'http://ateliervelo'],
    ['a host without a dot, with a path', 'https://intranet/velos'],
    ['a trailing dot without a top-level domain', 'http://ateliervelo.'],
    ['a comma in the host', 'http://ateliervelo,be'],
    ['a semicolon in the host', 'http://ateliervelo;be'],
    ['a host starting with a dot', 'http://.ateliervelobe'],
    ['an empty label', 'http://atelier..be'],
    ['an incomplete IP address', 'http://192.168.8.'],
    ['an IP address of three numbers', 'http://142.42.1'],
    ['an IP address number above 255', 'http://142.42.256.1'],
    ['a private IP address', 'http://192.168.1.10/'],
    ['a loopback IP address', 'http://127.0.0.1:8080/'],
    ['a network IP address (.0)', 'http://142.42.1.0'],
    ['no scheme', 'ateliervelo.be'],
    ['another scheme', 'htp://ateliervelo.be'],
    ['a mail address', 'mailto:jan@ateliervelo.be'],
    ['a one-digit port', 'https://ateliervelo.be:8/'],
    ['a space in the path', 'https://ateliervelo.be/mes velos'],
    ['surrounding spaces', ' https://ateliervelo.be/ '],
    ['a one-letter top-level domain', 'https://ateliervelo.b'],
    ['a top-level domain with digits', 'https://ateliervelo.b3'],
  ])('refuses %s: %s', (_, address) => expect(isWebAddress(address)).toBe(false));
});

describe('e-mail addresses, as the HTML standard and jquery-validation judge them', () => {
  it.each([
    'jan.peeters@ateliervelo.be',
    'jan+velo@ateliervelo.be',
    "o'brien@ateliervelo.co.uk",
    'jan@ateliervelo',
    'jan@localhost',
    'jan.@ateliervelo.be',
    'j@a.b',
    'jan@atelier-velo.be',
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    ['no @', 'jan'],
    ['nothing after @', 'jan@'],
    ['nothing before @', '@ateliervelo.be'],
    ['two @', 'jan@atelier@velo.be'],
    ['a space', 'jan peeters@ateliervelo.be'],
    ['a comma', 'jan,@ateliervelo.be'],
    ['a semicolon', 'jan;@ateliervelo.be'],
    ['a trailing dot', 'jan@ateliervelo.be.'],
    ['an empty label', 'jan@ateliervelo..be'],
    ['a label ending with a hyphen', 'jan@atelier-.be'],
    ['a letter beyond ASCII in the domain', 'jan@vélo.be'],
    ['a letter beyond ASCII before @', 'jörn@ateliervelo.be'],
    ['a label of 64 characters', `jan@${'a'.repeat(64)}.be`],
  ])('refuses %s: %s', (_, address) => expect(isEmailAddress(address)).toBe(false));

  it('a label of 63 characters is a label', () => expect(isEmailAddress(`jan@${'a'.repeat(63)}.be`)).toBe(true));
});
