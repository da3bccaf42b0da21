/**
 * The error catalogue (runtime spec §8): how the page reacts to a failed call.
 *   401            → the login modal (class login-modal) with the current or given same-origin return URL
 *   404            → console log only
 *   0 / aborted    → console warning only
 *   ChunkLoadError → the error modal with a Retry button
 *   anything else  → the error modal with the Manager.UnknowsErrors text and a Close button
 */
import { ChunkLoadError } from './chunks.ts';
import type { RuntimeConfig } from './config.ts';
import { on } from './events.ts';
import { t } from './i18n.ts';
import { openModal, showError } from './ui.ts';
import { appUrl, sameOriginPath } from './urls.ts';

interface FailureStatus {
  status: number;
  url?: string;
  message?: string;
}

function statusOf(error: unknown): FailureStatus | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error as FailureStatus;
  }
  return undefined;
}

export type FailureReaction = 'login' | 'log' | 'warn' | 'retry-dialog' | 'error-dialog';

/** Which reaction a failure gets; pure, so it can be tested without a page. */
export function reactionTo(error: unknown): FailureReaction {
  if (error instanceof ChunkLoadError) return 'retry-dialog';
  if (error instanceof DOMException && error.name === 'AbortError') return 'warn';
  const failure = statusOf(error);
  if (failure?.status === 401) return 'login';
  if (failure?.status === 404) return 'log';
  if (failure?.status === 0) return 'warn';
  return 'error-dialog';
}

/** The login route for a 401 answer: the return URL is the current page, or `returnUrl` when same-origin. */
export function loginUrl(config: Pick<RuntimeConfig, 'app' | 'culture'>, returnUrl?: string): string {
  const current = location.pathname + location.search + location.hash;
  const safe = (returnUrl !== undefined && sameOriginPath(returnUrl)) || current;
  return `${appUrl(config.app, `${config.culture}/security/login`)}?returnUrl=${encodeURIComponent(safe)}`;
}

export interface ErrorCatalogue {
  /** Reacts to a failure as runtime spec §8 says. */
  report(error: unknown, context?: { returnUrl?: string }): void;
}

/**
 * Boot starts the catalogue: it reacts to every failed request the HTTP client announces (`request:failed`), and
 * the parts that fail otherwise (navigation, chunks) report to it directly.
 */
export function startErrorCatalogue(
  config: Pick<RuntimeConfig, 'app' | 'culture'>,
  signal?: AbortSignal,
): ErrorCatalogue {
  const catalogue: ErrorCatalogue = { report: (error, context = {}) => react(error, context, config) };
  on('request:failed', (event) => catalogue.report(event.detail.error, { returnUrl: event.detail.returnUrl }), {
    signal,
  });
  return catalogue;
}

function react(error: unknown, context: { returnUrl?: string }, config: Pick<RuntimeConfig, 'app' | 'culture'>): void {
  const reaction = reactionTo(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (reaction) {
    case 'login':
      void openLogin(loginUrl(config, context.returnUrl));
      return;
    case 'log':
      console.log(`[runtime] Not found: ${message}`);
      return;
    case 'warn':
      console.warn(`[runtime] Request aborted: ${message}`);
      return;
    case 'retry-dialog': {
      console.error(`[runtime] ${message}`);
      retryLater((error as ChunkLoadError).retry);
      return;
    }
    case 'error-dialog':
      console.error(`[runtime] ${message}`);
      void showError(t('Manager.UnknowsErrors'));
      return;
  }
}

/**
 * Requests that fail together with a 401 (a page's counters, a list and a widget, all after the session expired):
 * one login modal, not one each; another 401 opens it again once it has closed. When the login page's own load
 * fails with a 401 (the 401s asked again meanwhile), it is loaded once more.
 */
let loginAsked: { again?: boolean } | undefined;

async function openLogin(url: string, mayRetry = true): Promise<void> {
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

/**
 * Chunks that failed while their dialog is open (a slow connection fails several at once): one dialog, whose Retry
 * loads them all again.
 */
let waitingRetries: (() => unknown)[] | undefined;

function retryLater(retry: () => unknown): void {
  if (waitingRetries) {
    waitingRetries.push(retry);
    return;
  }
  const retries = [retry];
  waitingRetries = retries;
  void showError(t('Core.ChunkLoadError'), {
    retry: () => {
      for (const again of retries) void again();
    },
  }).finally(() => {
    if (waitingRetries === retries) waitingRetries = undefined;
  });
}
