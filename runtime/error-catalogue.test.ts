import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './chunks.ts';
import { reactionTo } from './error-catalogue.ts';
import { HttpError } from './http.ts';

describe('error catalogue (runtime spec §8)', () => {
  it.each([
    [401, 'login'],
    [404, 'log'],
    [0, 'warn'],
    [500, 'error-dialog'],
    [400, 'error-dialog'],
    [503, 'error-dialog'],
  ] as const)('HTTP %i → %s', (status, reaction) => {
    expect(reactionTo(new HttpError('x', status, '/x'))).toBe(reaction);
  });

  it('status 0 from a lost connection (none, reset, no answer in time) is told, not a warning (issue 43)', () => {
    expect(reactionTo(new HttpError('x', 0, '/x', '', '', 'offline'))).toBe('connection-lost');
    expect(reactionTo(new HttpError('x', 0, '/x', '', '', 'timeout'))).toBe('connection-lost');
    expect(reactionTo(new HttpError('x', 0, '/x'))).toBe('warn');
  });

  it('an aborted fetch is a warning', () => {
    expect(reactionTo(new DOMException('stop', 'AbortError'))).toBe('warn');
  });

  it('a chunk that failed offers a retry; while the browser is offline, it is the lost connection', () => {
    const failed = new ChunkLoadError('widget x', new TypeError('Failed to fetch'), async () => {});
    expect(reactionTo(failed, true)).toBe('retry-dialog');
    expect(reactionTo(failed, false)).toBe('connection-lost');
  });

  it('anything unknown is the generic error dialog', () => {
    expect(reactionTo(new Error('boom'))).toBe('error-dialog');
    expect(reactionTo('boom')).toBe('error-dialog');
  });
});
