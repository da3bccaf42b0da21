import { describe, expect, it } from 'vitest';
import { addIdToken, removeIdToken } from './id-tokens.ts';

describe('id reference lists', () => {
  it('adds an id after the others, once', () => {
    expect(addIdToken('', 'a')).toBe('a');
    expect(addIdToken('hint  error', 'tip')).toBe('hint error tip');
    expect(addIdToken('hint tip', 'tip')).toBe('hint tip');
  });
  it('removes only that id', () => {
    expect(removeIdToken('hint tip error', 'tip')).toBe('hint error');
    expect(removeIdToken('tip', 'tip')).toBe('');
    expect(removeIdToken('tip-text', 'tip')).toBe('tip-text');
  });
});
