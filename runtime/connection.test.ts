import { describe, expect, it } from 'vitest';
import { disconnectionOf } from './connection.ts';

describe('a network failure is not an abort (issue 43)', () => {
  it('a fetch that found no connection, or lost it mid-answer, rejects with a TypeError: offline', () => {
    expect(disconnectionOf(new TypeError('Failed to fetch'), false)).toBe('offline');
    expect(disconnectionOf(new TypeError('network error'), false)).toBe('offline');
  });

  it('a request stopped by its time limit timed out, though its signal was aborted', () => {
    const limit = new DOMException('No answer within 20000 ms', 'TimeoutError');
    expect(disconnectionOf(limit, true)).toBe('timeout');
    expect(disconnectionOf(limit, false)).toBe('timeout');
  });

  it('a request the runtime or the shopper aborted is an abort, whatever it rejected with', () => {
    expect(disconnectionOf(new DOMException('stop', 'AbortError'), true)).toBeUndefined();
    expect(disconnectionOf(new TypeError('Failed to fetch'), true)).toBeUndefined();
    expect(disconnectionOf(new DOMException('stop', 'AbortError'), false)).toBeUndefined();
  });

  it('anything else is no disconnection', () => {
    expect(disconnectionOf(new Error('boom'), false)).toBeUndefined();
    expect(disconnectionOf('boom', false)).toBeUndefined();
  });
});
