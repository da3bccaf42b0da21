/**
 * The error catalogue (runtime spec §8): how the page reacts to a failed call.
 *   401            → the login modal (class login-modal) with the current or given same-origin return URL
 *   404            → console log only
 *   0 / aborted    → console warning only
 *   ChunkLoadError → the error modal with a Retry button
 *   anything else  → the error modal with the Manager.UnknowsErrors text and a Close button
 */
import { ChunkLoadError } from './chunks.ts';
import { t } from './i18n.ts';
import { openLoginModal, showError } from './ui.ts';

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

export function reportFailure(error: unknown, context: { returnUrl?: string } = {}): void {
  const reaction = reactionTo(error);
  const message = error instanceof Error ? error.message : String(error);
  switch (reaction) {
    case 'login':
      void openLoginModal(context.returnUrl);
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
