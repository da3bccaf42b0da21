import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../runtime/http.ts';
import { showsAlert } from './news-fragments.ts';

describe('showsAlert (a failed news call)', () => {
  afterEach(() => vi.restoreAllMocks());
  const running = () => new AbortController().signal;

  it('shows the inline alert for an error answer or a broken one', () => {
    expect(showsAlert(new HttpError('GET x answered 500', 500, 'x'), running())).toBe(true);
    expect(showsAlert(new HttpError('GET x answered 404', 404, 'x'), running())).toBe(true);
  });

  it('shows nothing of its own for a 401: the login modal only (runtime spec §6)', () => {
    expect(showsAlert(new HttpError('GET x answered 401', 401, 'x'), running())).toBe(false);
  });

  it('warns, without the alert, when the answer never came whole', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(showsAlert(new HttpError('GET x was aborted while reading', 0, 'x'), running())).toBe(false);
    expect(warn).toHaveBeenCalledWith('[runtime] Request aborted: GET x was aborted while reading');
  });

  it('says nothing when the widget itself stopped the call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopped = new AbortController();
    stopped.abort();
    expect(showsAlert(new HttpError('GET x aborted', 0, 'x'), stopped.signal)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
