/**
 * The part of validation that lives in the core: delegated listeners that load the validation chunk the first
 * time a visitor touches or sends a form with data-val fields, so pages without such forms download nothing.
 * It also works for forms that arrive later (in-place loads, modals): nothing is bound per form.
 *
 * A submit of such a form is held by the first submit step (runtime/submit.ts) until it is valid; the later steps
 * (a widget's own sending, a dialog's form, the in-place visit) then send it. Buttons with class `cancel` or
 * `formnovalidate` skip validation.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { registerSubmitStep, submitAgain, type SubmitStep } from '../runtime/submit.ts';
import { isField, isTextEntry } from './fields.ts';

type Binding = typeof import('./binding.ts');

const VALIDATED = '[data-val="true"]';
const hasValidation = (form: HTMLFormElement | null | undefined): form is HTMLFormElement =>
  !!form?.querySelector(VALIDATED);

function skipsValidation(submitter: HTMLElement | null): boolean {
  return !!submitter && (submitter.classList.contains('cancel') || submitter.hasAttribute('formnovalidate'));
}

/** The submit step `validate`: holds a form with data-val fields until the validation chunk has checked it. */
function validateStep(loadBinding: () => Promise<Binding>, runtime: Pick<Runtime, 'config' | 'errors'>): SubmitStep {
  return (submission) => {
    const { form, submitter } = submission;
    if (!hasValidation(form) || skipsValidation(submitter)) return undefined;
    return loadBinding()
      .then(async (module) => {
        if (!(await module.validateOnSubmit(form, runtime.config.culture))) return false;
        form.noValidate = true; // the browser's own bubbles would stop the form now sent on
        return true;
      })
      .catch((error: unknown) => {
        // The validation chunk could not load: its Retry sends the form again, which loads it first.
        runtime.errors.report(error, { retry: () => submitAgain(submission) });
        return false;
      });
  };
}

/** Validates a field of a data-val form as the visitor leaves or edits it (a text entry on input, not on change). */
function validateOnFieldEvent(
  event: Event,
  loadBinding: () => Promise<Binding>,
  culture: Runtime['config']['culture'],
): void {
  const field = event.target as Element | null;
  if (!isField(field)) return;
  // Every field of a form with data-val fields: its own markup has rules too (required, min, pattern…).
  if (!hasValidation(field.form)) return;
  if (event.type === 'change' && isTextEntry(field)) return;
  void loadBinding().then(
    (module) => module.validateOnEvent(field, event.type, culture),
    () => {},
  );
}

/** Starts the delegated listeners and the submit step `validate`; returns the public API (ShopRuntime.validation). */
export function startValidationLoader(runtime: Pick<Runtime, 'config' | 'chunks' | 'errors'>) {
  const { culture } = runtime.config;
  let binding: Promise<Binding> | undefined;
  const loadBinding = (): Promise<Binding> => {
    binding ??= runtime.chunks
      .load('validation', () => import('./binding.ts'), loadBinding)
      .catch((error: unknown) => {
        binding = undefined;
        throw error;
      });
    return binding;
  };

  document.addEventListener(
    'focusin',
    (event) => {
      const form = (event.target as Element | null)?.closest?.('form');
      // The browser's own bubbles would fire before our messages: the form is ours now.
      if (hasValidation(form)) form.noValidate = true;
    },
    true,
  );

  registerSubmitStep('validate', validateStep(loadBinding, runtime));

  for (const type of ['focusout', 'input', 'change']) {
    document.addEventListener(type, (event) => validateOnFieldEvent(event, loadBinding, culture), true);
  }

  // A widget hid and emptied a field: its message goes. Nothing to clear before the chunk has shown anything.
  document.addEventListener('validation:reset', (event) => {
    const field = event.target as Element | null;
    if (!binding || !isField(field)) return;
    void binding.then(
      (module) => module.resetField(field),
      () => {},
    );
  });

  return {
    /** Validates a form and shows its messages; resolves true when valid. */
    validateForm: async (form: HTMLFormElement) => (await loadBinding()).validateOnSubmit(form, culture),
    /** Validates one field and shows its message; resolves true when valid. */
    validateField: async (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
      (await loadBinding()).validateField(field, culture),
    /** Registers a custom rule: `data-val-<name>` with the listed `data-val-<name>-<param>` parameters. */
    registerRule: async (rule: import('./rule.ts').Rule, params: readonly string[] = []) =>
      (await import('./catalogue.ts')).registerRule(rule, params),
  };
}

/** The public API of validation (window.ShopRuntime.validation): the same checks the forms get, for theme scripts. */
export type ValidationApi = ReturnType<typeof startValidationLoader>;
