import { describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { LABEL_KEYS } from './wishlist-api.ts';
import {
  answerMessage,
  AUTO_OPEN_DELAY_MS,
  autoOpenKind,
  characterCount,
  countAnswer,
  dataLayerEntries,
  editProblem,
  failureNotice,
  membershipAnswer,
  ownStatusText,
  positiveQuantity,
} from './wishlist-rules.ts';
import * as v from 'valibot';

describe('wishlist rules: opening, quantities and names', () => {
  it('opens the modal of the kind the query names, 200 ms after load (shop spec §2, §9)', () => {
    expect(AUTO_OPEN_DELAY_MS).toBe(200);
    expect(autoOpenKind('?openWishlist=true')).toBe('wishlist');
    expect(autoOpenKind('?openWishlist')).toBe('wishlist');
    expect(autoOpenKind('?sort=name&openBirthlist=1')).toBe('birthlist');
    expect(autoOpenKind('?openWishlist=false')).toBeNull();
    expect(autoOpenKind('?q=wishlist')).toBeNull();
  });

  it('shows a desired quantity as a positive number (shop spec §5)', () => {
    expect(positiveQuantity(-3)).toBe(3);
    expect(positiveQuantity('-3')).toBe(3);
    expect(positiveQuantity(' 4 ')).toBe(4);
    expect(positiveQuantity('2.7')).toBe(2);
    expect(positiveQuantity('abc')).toBeNull();
    expect(positiveQuantity('')).toBeNull();
    expect(positiveQuantity(null)).toBeNull();
  });

  it('counts an emoji as one character and checks names and descriptions', () => {
    expect(characterCount('🎁🎂')).toBe(2);
    const name = { required: true, maxLength: 100 };
    expect(editProblem('   ', name)).toBe('required');
    expect(editProblem('x'.repeat(101), name)).toBe('length');
    expect(editProblem('🎁'.repeat(100), name)).toBeNull();
    expect(editProblem('', { required: false, maxLength: 500 })).toBeNull();
  });
});

describe('wishlist rules: the server’s answers', () => {
  it('reads the Message of a failed answer as text, or nothing', () => {
    expect(answerMessage('{"Message":"  Liste introuvable "}')).toBe('Liste introuvable');
    expect(answerMessage('{"Message":""}')).toBeNull();
    expect(answerMessage('{"Message":42}')).toBeNull();
    expect(answerMessage('<h1>500</h1>')).toBeNull();
  });

  it('a failed call shows the answer’s Message whatever its status; else the fallback, or the catalogue (shop spec §8)', () => {
    const gone = '{"Message":"Cette liste n’existe plus."}';
    // A list deleted meanwhile: the CMS answers 404 with a Message, which the shopper sees.
    expect(failureNotice(404, gone, 'Erreur')).toBe('Cette liste n’existe plus.');
    expect(failureNotice(400, gone, 'Erreur')).toBe('Cette liste n’existe plus.');
    expect(failureNotice(500, '<h1>500</h1>', 'Erreur')).toBe('Erreur');
    expect(failureNotice(200, '{"Message": "cut', 'Erreur')).toBe('Erreur');
    // Nothing to show: the error catalogue's console line (404), its warning (0); a 401 is the login modal only.
    expect(failureNotice(404, '<h1>404</h1>', 'Erreur')).toBeNull();
    expect(failureNotice(404, '', 'Erreur')).toBeNull();
    expect(failureNotice(0, '', 'Erreur')).toBeNull();
    expect(failureNotice(401, '{"Message":"Unauthorized"}', 'Erreur')).toBeNull();
  });

  it('shows a status text only when the server wrote its own (shop spec §8)', () => {
    expect(ownStatusText('Quantite refusee')).toBe('Quantite refusee');
    expect(ownStatusText('Internal Server Error')).toBeNull();
    expect(ownStatusText('not found')).toBeNull();
    expect(ownStatusText('  ')).toBeNull();
  });

  it('reads the membership and count answers in the shapes the CMS gives', () => {
    expect(v.parse(membershipAnswer, true)).toBe(true);
    expect(v.parse(membershipAnswer, { IsInList: false })).toBe(false);
    expect(v.safeParse(membershipAnswer, 'yes').success).toBe(false);
    expect(v.parse(countAnswer, 3)).toBe(3);
    expect(v.parse(countAnswer, { Count: 0 })).toBe(0);
    expect(v.safeParse(countAnswer, -1).success).toBe(false);
  });

  it('pushes a DataLayer given as an object, a list or JSON text, and refuses anything else', () => {
    expect(dataLayerEntries({ event: 'addToWishlist' })).toEqual([{ event: 'addToWishlist' }]);
    expect(dataLayerEntries('[{"event":"a"},{"event":"b"}]')).toHaveLength(2);
    expect(dataLayerEntries(null)).toEqual([]);
    expect(() => dataLayerEntries('[1]')).toThrow();
    expect(() => dataLayerEntries('{oops')).toThrow();
  });
});

describe('wishlist rules: labels', () => {
  it('has each label of its own for both kinds in both languages', () => {
    for (const culture of ['fr', 'nl'] as const) {
      for (const prefix of ['Wishlist', 'Birthlist']) {
        const missing = LABEL_KEYS.filter((key) => !(`${prefix}.${key}` in STRING_RESOURCES[culture]));
        expect(missing, `${culture} ${prefix}`).toEqual([]);
      }
    }
  });
});
