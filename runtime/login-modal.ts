/**
 * The login modal a 401 opens (runtime spec §6), whoever called: the error catalogue loads this part on the first
 * 401 only (the modal's own page is fetched then too), which keeps it out of the core.
 */
import type { RuntimeConfig } from './config.ts';
import { t } from './i18n.ts';
import { openModal } from './ui.ts';
import { appUrl, sameOriginPath } from './urls.ts';

/** The login route for a 401 answer: the return URL is the current page, or `returnUrl` when same-origin. */
export function loginUrl(config: Pick<RuntimeConfig, 'app' | 'culture'>, returnUrl?: string): string {
  const current = location.pathname + location.search + location.hash;
  const safe = (returnUrl !== undefined && sameOriginPath(returnUrl)) || current;
  return `${appUrl(config.app, `${config.culture}/security/login`)}?returnUrl=${encodeURIComponent(safe)}`;
}

/**
 * Requests that fail together with a 401 (a page's counters, a list and a widget, all after the session expired):
 * one login modal, not one each; another 401 opens it again once it has closed. When the login page's own load
 * fails with a 401 (the 401s asked again meanwhile), it is loaded once more.
 */
let loginAsked: { again?: boolean } | undefined;

export async function openLogin(url: string, mayRetry = true): Promise<void> {
  if (loginAsked) {
    loginAsked.again = true;
    return;
  }
  const asked: { again?: boolean } = (loginAsked = {});
  let handle;
  try {
    handle = await openModal({ url, className: 'login-modal', title: t('Security.Login'), size: 'md' });
    await handle?.closed;
  } finally {
    loginAsked = undefined;
  }
  if (!handle && asked.again && mayRetry) await openLogin(url, false);
}
