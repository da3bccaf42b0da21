/**
 * URL modals: a dialog whose body is a page of the site, fetched and sliced like a page loaded in place (the
 * dialog facade, ./ui.ts, opens it); links and forms inside it load their answer into the same dialog (the submit
 * step `dialog`, navigation/routing.ts). As for content loaded in place, the scripts its CMS nonced get the page's
 * nonce, so that consent can release them (./script-trust.ts).
 */
import { type Fragment, sliceFragment } from './fragment.ts';
import { type PageAnswer, requestPage } from './http.ts';
import { pageRuntime } from './page-runtime.ts';
import { policyNonce, trustAnswerScripts } from './script-trust.ts';
import type { ModalHandle } from './dialog/types.ts';

/**
 * A page fetched for a modal; undefined when the call failed (the error catalogue has reacted). As for content
 * loaded in place, the scripts its CMS nonced get the page's nonce, so that consent can release them.
 */
export async function fetchModalPage(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: FormData | URLSearchParams } = {},
): Promise<{ fragment: Fragment; answer: PageAnswer } | undefined> {
  try {
    const answer = await requestPage(url, { loader: true, method: init.method, body: init.body });
    const nonces = [policyNonce(answer.policy), pageRuntime()?.scriptNonce ?? ''] as const;
    return { fragment: sliceFragment(answer.html, undefined, (part) => trustAnswerScripts(part, ...nonces)), answer };
  } catch {
    return undefined;
  }
}

export interface ModalLoad {
  method?: 'GET' | 'POST';
  body?: FormData | URLSearchParams;
  /**
   * The answer was a redirect (a form sent in the modal, such as the login form going to its return URL): return
   * true when the visitor should leave the modal for that address (the caller follows it), false to show it here.
   */
  leaveOnRedirect?: (url: string) => boolean;
}

/** Loads a page (a link or a form inside the modal) into the modal, sliced like a page. */
export async function loadIntoModal(handle: ModalHandle<unknown>, url: string, init: ModalLoad = {}): Promise<void> {
  const fetched = await fetchModalPage(url, init);
  // On failure the modal keeps what the visitor typed.
  if (!fetched) return;
  if (fetched.answer.redirected && init.leaveOnRedirect?.(fetched.answer.url)) {
    handle.close();
    return;
  }
  handle.setContent({ html: fetched.fragment.html, title: fetched.fragment.title });
}
