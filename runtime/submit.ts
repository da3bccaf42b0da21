/**
 * The one submit path: one `submit` listener on the document (bubble phase, so the form's own listeners and a
 * theme's have spoken) runs named steps in a fixed order. It is the document's last listener: at the start of each
 * submit (the capture phase) it goes to the end of the document's list, so a theme's listener added to the
 * document after boot speaks before it too. The layers that need a step register it:
 *
 *   validate   validation/loader.ts      holds a form with data-val fields until it is valid
 *   forget     navigation/prefetch.ts    a form going on forgets the pages fetched ahead
 *   send       runtime/sending.ts        a widget that sends its own form (sendOnce)
 *   dialog     navigation/routing.ts     a form inside a URL modal loads its answer within the modal
 *   visit      navigation/routing.ts     the in-place visit
 *
 * A step lets the submission go on (returns nothing), says who sends it (`'sent'`: the step did, the browser must
 * not; `'native'`: the browser does), or holds it with a promise (true: the later steps go on, false: it stops).
 * A submit another listener prevented is not ours. A step that throws is reported and skipped: the later steps,
 * or the browser, still send the form.
 */
export type SubmitStepName = 'validate' | 'forget' | 'send' | 'dialog' | 'visit';
export const SUBMIT_STEPS: readonly SubmitStepName[] = ['validate', 'forget', 'send', 'dialog', 'visit'];

export interface Submission {
  form: HTMLFormElement;
  /** The button that sent it (in the form), or null. */
  submitter: HTMLElement | null;
  /** The submit event; a held submission goes on after it is over (its default prevented). */
  event: SubmitEvent;
}

export type SubmitStep = (submission: Submission) => 'sent' | 'native' | Promise<boolean> | undefined;

const steps = new Map<SubmitStepName, SubmitStep>();
/** Held forms the browser must send after all: their next submit passes untouched. */
const handedBack = new WeakSet<HTMLFormElement>();

/** The submitter, while it is still one of the form's buttons. */
const ownSubmitter = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  submitter && (submitter as HTMLButtonElement).form === form ? submitter : null;

/** Sends the form as its button would (a new submit event), with the native method a theme cannot have replaced. */
const requestSubmit = ({ form, submitter }: Pick<Submission, 'form' | 'submitter'>) =>
  HTMLFormElement.prototype.requestSubmit.call(form, ownSubmitter(form, submitter));

const failed = (name: string, error: unknown) => console.error(`[runtime] The submit step "${name}" failed:`, error);

/** Runs the steps from `index` on; `held`: the event is over, its default prevented. */
function runFrom(index: number, submission: Submission, held: boolean): void {
  const { form, event } = submission;
  for (let next = index; next < SUBMIT_STEPS.length; next++) {
    const name = SUBMIT_STEPS[next] as SubmitStepName;
    let outcome: ReturnType<SubmitStep>;
    try {
      outcome = steps.get(name)?.(submission);
    } catch (error) {
      failed(name, error);
      continue;
    }
    if (outcome === 'native') break;
    if (outcome === 'sent') return void event.preventDefault();
    if (outcome) {
      event.preventDefault();
      outcome.then(
        (goOn) => {
          if (goOn) runFrom(next + 1, submission, true);
        },
        (error: unknown) => {
          failed(name, error);
          runFrom(next + 1, submission, true);
        },
      );
      return;
    }
  }
  if (!held) return;
  // The browser sends it, with its submitter, in a task of its own (requestSubmit does nothing while the form is
  // still firing its submit event).
  handedBack.add(form);
  setTimeout(() => requestSubmit(submission));
}

/**
 * Sends a held submission again from its first step, as its button would (the Retry of a step whose part of the
 * page could not load). A form no longer in the page is not sent.
 */
export function submitAgain(submission: Pick<Submission, 'form' | 'submitter'>): void {
  if (submission.form.isConnected) requestSubmit(submission);
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || handedBack.delete(form) || event.defaultPrevented) return;
  runFrom(0, { form, submitter: ownSubmitter(form, event.submitter), event }, false);
}

/** At the start of each submit, before it reaches the document's bubble listeners: ours goes after them all. */
function stayLast(): void {
  document.removeEventListener('submit', onSubmit);
  document.addEventListener('submit', onSubmit);
}

/** Registers the step `name` (one per name); returns the function that removes it. */
export function registerSubmitStep(name: SubmitStepName, step: SubmitStep): () => void {
  // Once: adding the same listener again adds nothing. The capture listener adds the bubble one (`stayLast`).
  document.addEventListener('submit', stayLast, true);
  steps.set(name, step);
  return () => {
    if (steps.get(name) === step) steps.delete(name);
  };
}
