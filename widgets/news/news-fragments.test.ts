// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../runtime/http.ts';
import { dangerAlert, showsAlert } from './news-fragments.ts';

vi.mock('../../runtime/i18n.ts', () => ({ t: (key: string) => key }));

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

  it('shows the alert, saying the connection was lost, when it was (issue 43)', () => {
    const lost = new HttpError('GET x got no answer', 0, 'x', '', '', 'offline');
    expect(showsAlert(lost, running())).toBe(true);
    expect(dangerAlert(lost).textContent).toBe('Core.ConnectionLost');
    expect(dangerAlert(new HttpError('GET x answered 500', 500, 'x')).textContent).toBe('Core.ErrorServer');
  });

  it('says nothing when the widget itself stopped the call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopped = new AbortController();
    stopped.abort();
    expect(showsAlert(new HttpError('GET x aborted', 0, 'x'), stopped.signal)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
