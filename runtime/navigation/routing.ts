/**
 * Where clicks and submits go (runtime spec §2 "Link handling"): one delegated click listener on the document and
 * the submit steps `dialog` and `visit` (runtime/submit.ts). ./link-policy.ts decides (pure); this module acts:
 *   the browser's own load · a same-page anchor · a URL modal · a confirm link · an in-place visit
 * and loads links and forms inside a URL modal within that modal. In-place visits go to `visit` (the Navigator).
 */
import { t } from '../i18n.ts';
import { isSending } from '../sending.ts';
import { registerSubmitStep, type SubmitStep, type Submission } from '../submit.ts';
import { MODAL_SIZES } from '../dialog/types.ts';
import { confirmDialog, type ModalSize, modalOf, openModal } from '../ui.ts';
import { loadIntoModal } from '../url-modal.ts';
import { sameOriginPath } from '../urls.ts';
import { goToAnchor } from './anchors.ts';
import { decideForm, decideLink, formFacts, type LinkDecision, linkFacts, opensInModal } from './link-policy.ts';
import type { PageRequest } from './navigator.ts';

export type StartVisit = (request: PageRequest) => void;
/** Follows a URL (runtime.pages.follow): returns whether it did. */
export type FollowUrl = (url: string) => boolean;

function modalSize(value: string | undefined): ModalSize {
  return (MODAL_SIZES as readonly string[]).includes(value ?? '') ? (value as ModalSize) : 'lg';
}

/**
 * The submit step `dialog`: a form inside a URL modal loads its answer within the modal. When the answer is a
 * redirect (a login form going to its return URL), the visitor leaves the modal for that page, unless it is itself a
 * page that opens in a modal. A form in another dialog is left to that dialog's own listeners, or the browser.
 */
function submitInModal({ form, submitter }: Submission, follow: FollowUrl): ReturnType<SubmitStep> {
  if (!form.closest('dialog')) return undefined;
  const decision = decideForm(formFacts(form, submitter, location.href));
  const modal = modalOf(form);
  if (decision.kind === 'native' || !modal) return 'native';
  const fields = new FormData(form, submitter);
  if (decision.method === 'GET') {
    const target = new URL(decision.url, location.href);
    for (const [name, value] of fields) if (typeof value === 'string') target.searchParams.append(name, value);
    void loadIntoModal(modal, target.pathname + target.search);
    return 'sent';
  }
  // Sent as the browser would: urlencoded unless the form asks for multipart (file uploads).
  const encoded = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') encoded.append(name, value);
  const body = form.enctype === 'multipart/form-data' ? fields : encoded;
  const leaveOnRedirect = (url: string) => !opensInModal(new URL(url, location.href).pathname) && follow(url);
  void loadIntoModal(modal, decision.url, { method: 'POST', body, leaveOnRedirect });
  return 'sent';
}

/** The submit step `visit`: a same-site form that does not opt out loads its answer in place. */
function submitInPlace({ form, submitter, event }: Submission, visit: StartVisit): ReturnType<SubmitStep> {
  if (isSending(form)) return 'sent'; // sent already: a double click or a second Enter sends nothing more
  const decision = decideForm(formFacts(form, submitter, location.href));
  if (decision.kind === 'native') return 'native';
  visit({
    url: decision.url,
    method: decision.method,
    push: true,
    noCache: decision.method === 'POST',
    form: { element: form, event },
  });
  return 'sent';
}

/** A link with data-modal (or to the two-factor pages) opens its page in a dialog. */
function openLinkModal(link: HTMLAnchorElement, url: string): void {
  // A return URL for the modal's page (where its form sends the visitor afterwards), same-site only.
  const returnUrl = link.dataset.modalReturnUrl ? sameOriginPath(link.dataset.modalReturnUrl) : null;
  const target = new URL(url, location.href);
  if (returnUrl) target.searchParams.set('returnUrl', returnUrl);
  void openModal({
    url: target.pathname + target.search + target.hash,
    title: link.dataset.modalTitle,
    size: modalSize(link.dataset.modalSize),
    className: link.dataset.modalClass,
  });
}

function followLink(link: HTMLAnchorElement, decision: LinkDecision, event: MouseEvent, visit: StartVisit): void {
  switch (decision.kind) {
    case 'native':
      return;
    case 'anchor':
      event.preventDefault();
      history.pushState(history.state, '', decision.hash);
      void goToAnchor(decision.hash);
      return;
    case 'modal':
      event.preventDefault();
      openLinkModal(link, decision.url);
      return;
    case 'in-place':
      event.preventDefault();
      if (decision.confirm === null) {
        visit({ url: decision.url, method: 'GET', push: true, noCache: decision.noCache });
        return;
      }
      // Asked first; then loaded bypassing the cache and without adding history.
      void confirmDialog(decision.confirm || t('SureToDelete')).then((confirmed) => {
        if (confirmed) visit({ url: decision.url, method: 'GET', push: false, noCache: true });
      });
      return;
  }
}

function onClick(event: MouseEvent, visit: StartVisit): void {
  if (event.defaultPrevented) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const decision = decideLink(linkFacts(link, location.href), event);
  if (link.closest('dialog')) {
    // Links inside a modal load within it (the two-factor pages and their back links, for instance).
    const modal = modalOf(link);
    if (!modal || (decision.kind !== 'in-place' && decision.kind !== 'modal')) return;
    event.preventDefault();
    void loadIntoModal(modal, decision.url);
    return;
  }
  followLink(link, decision, event, visit);
}

/** Starts the delegated click listener and the submit steps `dialog` and `visit`; returns what stops them. */
export function startRouting(
  visit: StartVisit,
  follow: FollowUrl = () => false,
  root: Document = document,
): () => void {
  const click = (event: MouseEvent) => onClick(event, visit);
  const stopDialog = registerSubmitStep('dialog', (submission) => submitInModal(submission, follow));
  const stopVisit = registerSubmitStep('visit', (submission) => submitInPlace(submission, visit));
  root.addEventListener('click', click);
  return () => {
    stopDialog();
    stopVisit();
    root.removeEventListener('click', click);
  };
}
