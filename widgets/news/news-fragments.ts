/** What the news widgets share: the inline failure alert. */
import { HttpError } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';

/**
 * Runtime spec §8: a failing news call → an inline danger alert with the core error text; a lost connection (issue
 * 43) says so instead, and the shopper tries again with the widget's own link or button.
 */
export function dangerAlert(error?: unknown): HTMLElement {
  const alert = document.createElement('div');
  alert.className = 'alert alert-danger';
  alert.setAttribute('role', 'alert');
  alert.textContent = t(error instanceof HttpError && error.disconnection ? 'Core.ConnectionLost' : 'Core.ErrorServer');
  return alert;
}

/**
 * Whether a failed news call shows the inline alert (runtime spec §8). Not when the widget itself stopped it (its
 * signal: the page moved on), nor for a 401 (the login modal only); an aborted call (status 0, no lost connection)
 * is a console warning only, as the error catalogue's aborted requests are.
 */
export function showsAlert(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted || asksLogin(error)) return false;
  if (error instanceof HttpError && error.aborted) {
    console.warn(`[runtime] Request aborted: ${error.message}`);
    return false;
  }
  return true;
}
