/**
 * Sending files with upload progress: the one XMLHttpRequest of the runtime (fetch reports no upload progress).
 * It keeps runtime/http.ts's contract: the anti-forgery token on the request, any 2xx resolves with the parsed JSON
 * (an empty body is null), every failure (a status outside 2xx, no answer, a cancel through `signal`, a 2xx that is
 * not JSON) rejects with an HttpError after being announced as `request:failed` (unless handleErrors: false; a 401
 * is announced always: the login modal), so the error catalogue reacts to uploads as to any call. A 2xx answer
 * emits `server:changed` like http.ts's.
 */
import { emit } from './events.ts';
import { antiForgeryToken, HttpError, readJsonAnswer, TOKEN_HEADER } from './http.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  handleErrors?: boolean;
}

export function upload<T = unknown>(url: string, body: FormData, options: UploadOptions = {}): Promise<T | null> {
  const describe = `POST ${url}`;
  const fail = (error: HttpError): never => {
    if (options.handleErrors !== false || error.status === 401) emit('request:failed', { error });
    throw error;
  };
  return new Promise<T | null>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (run: () => T | null) => {
      options.signal?.removeEventListener('abort', cancel);
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    };
    const cancel = () => xhr.abort();
    if (options.signal?.aborted) {
      settle(() => fail(new HttpError(`${describe} aborted`, 0, url)));
      return;
    }
    options.signal?.addEventListener('abort', cancel, { once: true });
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = antiForgeryToken();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        const text = xhr.responseText;
        if (xhr.status < 200 || xhr.status > 299) {
          return fail(new HttpError(`${describe} answered ${xhr.status}`, xhr.status, url, text, xhr.statusText));
        }
        // The server kept the files: what was fetched before (a prefetched page) may be out of date, as after
        // any state-changing request of http.ts.
        emit('server:changed', { method: 'POST', url });
        try {
          return readJsonAnswer(text, xhr.status, url, describe) as T | null;
        } catch (error) {
          return fail(error as HttpError);
        }
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => fail(new HttpError(`${describe} did not reach the server`, 0, url, '', '', 'offline'))),
    );
    xhr.addEventListener('abort', () => settle(() => fail(new HttpError(`${describe} aborted`, 0, url))));
    xhr.send(body);
  });
}
