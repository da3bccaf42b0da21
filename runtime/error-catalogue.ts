/**
 * The error catalogue (runtime spec §8): how the page reacts to a failed call.
 *   401            → the login modal (class login-modal) with the current or given same-origin return URL
 *   404            → console log only
 *   0 / aborted    → console warning only
 *   disconnection  → (no connection, a reset one, no answer in time: issue 43) a console warning and the error modal
 *                    saying Core.ConnectionLost, with a Retry button when the failed action can be repeated
 *   ChunkLoadError → the error modal with a Retry button; while the browser is offline, the lost connection's
 *                    (one dialog for the link and the parts of the page that failed with it)
 *   anything else  → the error modal with the Manager.UnknowsErrors text and a Close button
 */
import { ChunkLoadError } from './chunks.ts';
import type { RuntimeConfig } from './config.ts';
import { on } from './events.ts';
import { t } from './i18n.ts';
import { lazyChunk, showError } from './ui.ts';

/** The login modal's part (./login-modal.ts): loaded on the first 401 only, as the modal's own page is. */
const loadLogin = lazyChunk('login', () => import('./login-modal.ts'));

interface FailureStatus {
  status: number;
  url?: string;
  message?: string;
  /** Set by the HTTP client and navigation when the connection failed rather than the request was aborted. */
  disconnection?: unknown;
}

function statusOf(error: unknown): FailureStatus | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error as FailureStatus;
  }
  return undefined;
}

export type FailureReaction = 'login' | 'log' | 'warn' | 'connection-lost' | 'retry-dialog' | 'error-dialog';

/**
 * Which reaction a failure gets; pure, so it can be tested without a page. `online` is the browser's own word on
 * the connection: a chunk that failed while it is off failed for that reason.
 */
export function reactionTo(error: unknown, online = true): FailureReaction {
  if (error instanceof ChunkLoadError) return online ? 'retry-dialog' : 'connection-lost';
  if (error instanceof DOMException && error.name === 'AbortError') return 'warn';
  const failure = statusOf(error);
  if (failure?.status === 401) return 'login';
  if (failure?.status === 404) return 'log';
  if (failure?.status === 0) return failure.disconnection ? 'connection-lost' : 'warn';
  return 'error-dialog';
}

export interface FailureContext {
  returnUrl?: string;
  /** Repeats the failed action (a link's visit, a form's submit): the Retry of a lost connection's message. */
  retry?: () => void;
}

export interface ErrorCatalogue {
  /** Reacts to a failure as runtime spec §8 says. */
  report(error: unknown, context?: FailureContext): void;
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

function react(error: unknown, context: FailureContext, config: Pick<RuntimeConfig, 'app' | 'culture'>): void {
  const reaction = reactionTo(error, navigator.onLine);
  const message = error instanceof Error ? error.message : String(error);
  switch (reaction) {
    case 'login':
      loadLogin().then(
        (login) => login.openLogin(login.loginUrl(config, context.returnUrl)),
        (chunkError: unknown) => react(chunkError, context, config),
      );
      return;
    case 'log':
      console.log(`[runtime] Not found: ${message}`);
      return;
    case 'warn':
      console.warn(`[runtime] Request aborted: ${message}`);
      return;
    case 'connection-lost':
      console.warn(`[runtime] Connection lost: ${message}`);
      retryLater(
        t('Core.ConnectionLost'),
        context.retry ?? (error instanceof ChunkLoadError ? error.retry : undefined),
      );
      return;
    case 'retry-dialog': {
      console.error(`[runtime] ${message}`);
      retryLater(t('Core.ChunkLoadError'), context.retry ?? (error as ChunkLoadError).retry);
      return;
    }
    case 'error-dialog':
      console.error(`[runtime] ${message}`);
      void showError(t('Manager.UnknowsErrors'));
      return;
  }
}

/**
 * Failures that come while their dialog is open (a slow connection fails several chunks at once, a lost one several
 * calls): one dialog per message, whose Retry repeats them all. A failure that cannot be repeated (a widget's
 * call: its widget asks again on the shopper's next click) joins with nothing to repeat; with none at all the
 * dialog has only its Close button.
 */
const waiting = new Map<string, ((() => unknown) | undefined)[]>();

function retryLater(message: string, retry: (() => unknown) | undefined): void {
  const retries = waiting.get(message);
  if (retries) {
    retries.push(retry);
    return;
  }
  const joined = [retry];
  waiting.set(message, joined);
  const again = () => joined.forEach((action) => void action?.());
  // Set only while absent: the group this dialog closes is the one in the map.
  void showError(message, { retry: retry && again }).finally(() => waiting.delete(message));
}
