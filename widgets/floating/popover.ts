/**
 * Popovers (runtime spec §2; shop spec §2: the shipping methods' info popovers, opened on hover and placed below or
 * above depending on the room left by the scroll position). A non-modal dialog next to its trigger button: opened
 * by click (and by hover with data-trigger="hover"), closed by a second click, Escape (focus back on the trigger)
 * or a click elsewhere. Tab moves from the trigger into it. Its content is data-content text or the trigger's
 * <template>, with an optional data-title heading.
 *
 * A hook costs almost nothing until used: mounting checks the markup and marks the trigger (aria-expanded); one
 * click and one pointer listener on the document serve every popover of the page. The dialog (plain DOM) and
 * Floating UI's DOM library are loaded and created when a popover opens (popover-box.ts), and released when it
 * closes.
 */
import type { Runtime } from '../../runtime/runtime.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';
import type { PopoverOptions as Options } from './definition.ts';

interface PopoverHook {
  element: HTMLElement;
  options: Options;
  content: DocumentFragment | null;
  runtime: Runtime;
  /** Set from the first interaction until the popover is closed and released. */
  release?: () => void;
}

const hooks = new DelegatedHooks<PopoverHook>((signal) => listen(signal));
const hookOf = (target: EventTarget | null) => hooks.of(target);

/** Creates the dialog, open; it releases itself once closed. */
function open(hook: PopoverHook, byHover: boolean): void {
  let released = false;
  let unmount: (() => void) | undefined;
  const release = () => {
    if (released) return;
    released = true;
    if (hook.release === release) hook.release = undefined;
    unmount?.();
  };
  hook.release = release;
  const retry = async () => {
    if (hooks.get(hook.element) === hook && !hook.release) open(hook, byHover);
  };
  hook.runtime.chunks
    .load('widget popover (dialog)', () => import('./popover-box.ts'), retry)
    .then(
      (box) => {
        if (released) return;
        unmount = box.showPopover(hook.element, {
          options: hook.options,
          content: hook.content,
          openedByHover: byHover,
          // The dialog closes itself, then asks to be released.
          onClosed: release,
        });
      },
      () => release(),
    );
}

function listen(signal: AbortSignal): void {
  const options = { signal };
  // An open popover handles its own trigger's events; these only open a closed one.
  document.addEventListener(
    'click',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook || hook.release) return;
      event.preventDefault();
      open(hook, false);
    },
    options,
  );
  document.addEventListener(
    'pointerover',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook || hook.release || hook.options.trigger !== 'hover' || event.pointerType === 'touch') return;
      open(hook, true);
    },
    options,
  );
}

export function mount(element: HTMLElement, options: Options, context: WidgetContext) {
  const template = element.querySelector('template');
  if (!options.content && !template) {
    console.error('[runtime] popover needs data-content or a <template> inside the trigger.', element);
    return undefined;
  }
  if (!options.title && !element.hasAttribute('aria-label') && !element.textContent?.trim()) {
    console.warn('[runtime] popover: the trigger has no accessible name (text or aria-label).', element);
  }
  element.setAttribute('aria-expanded', 'false');
  const hook: PopoverHook = { element, options, content: template?.content ?? null, runtime: context.runtime };
  hooks.add(element, hook);
  return () => {
    hooks.remove(element, hook);
    hook.release?.();
    element.removeAttribute('aria-expanded');
    element.removeAttribute('aria-controls');
  };
}
