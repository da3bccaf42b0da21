/**
 * The part of validation that lives in the core: delegated listeners that load the validation chunk the first
 * time a visitor touches or sends a form with data-val fields, so pages without such forms download nothing.
 * It also works for forms that arrive later (in-place loads, modals): nothing is bound per form.
 *
 * A submit of such a form is held (preventDefault + stopImmediatePropagation, before in-place navigation sees it),
 * validated, and sent again with requestSubmit() when valid. Buttons with class `cancel` or `formnovalidate`
 * skip validation.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { isField, isTextEntry } from './fields.ts';

type Binding = typeof import('./binding.ts');

const VALIDATED = '[data-val="true"]';
/** Forms whose next submit has been validated already. */
const approved = new WeakSet<HTMLFormElement>();

const hasValidation = (form: HTMLFormElement | null | undefined): form is HTMLFormElement =>
  !!form?.querySelector(VALIDATED);

function skipsValidation(submitter: HTMLElement | null): boolean {
  return !!submitter && (submitter.classList.contains('cancel') || submitter.hasAttribute('formnovalidate'));
}

/**
 * Holds the submit of a form with data-val fields until the validation chunk has checked it, then sends it again
 * (the approved submit passes through).
 */
function holdSubmit(
  event: SubmitEvent,
  loadBinding: () => Promise<Binding>,
  runtime: Pick<Runtime, 'config' | 'errors'>,
): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !hasValidation(form) || skipsValidation(event.submitter)) return;
  if (approved.has(form)) {
    approved.delete(form);
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  const submitter = event.submitter;
  loadBinding()
    .then(async (module) => {
      if (!(await module.validateOnSubmit(form, runtime.config.culture))) return;
      approved.add(form);
      form.noValidate = true;
      // In a task of its own: when validation finished within the submit event's microtasks, the form is
      // still "firing submission events" and requestSubmit() would silently do nothing.
      setTimeout(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
    })
    .catch((error: unknown) => {
      approved.delete(form);
      runtime.errors.report(error);
    });
}

/** Validates a data-val field as the visitor leaves or edits it (a text entry on input, not on change). */
function validateOnFieldEvent(
  event: Event,
  loadBinding: () => Promise<Binding>,
  culture: Runtime['config']['culture'],
): void {
  const field = event.target as Element | null;
  if (!isField(field)) return;
  if (field.getAttribute('data-val') !== 'true' || !field.form) return;
  if (event.type === 'change' && isTextEntry(field)) return;
  void loadBinding().then(
    (module) => module.validateOnEvent(field, event.type, culture),
    () => {},
  );
}

/**
 * Starts the delegated listeners (before in-place navigation's, so a held submit never reaches it) and returns the
 * public API (window.ShopRuntime.validation).
 */
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

  document.addEventListener('submit', (event) => holdSubmit(event, loadBinding, runtime), true);

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
