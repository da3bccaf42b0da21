/**
 * Tooltips (runtime spec §2): a short description of the trigger, shown on hover and keyboard focus, hidden with
 * Escape, kept while the pointer moves onto it (WCAG 1.4.13).
 *
 * A hook costs almost nothing until used: mounting only takes the text (data-tooltip, or the title attribute, which
 * is removed so the browser does not show a second tooltip) into a hidden description the trigger points to
 * (aria-describedby), so screen readers have it without any floating element; tooltips that say the same (the
 * cards of a listing) share one description. One set of delegated listeners on the document serves every tooltip
 * of the page; the floating box (tooltip-box.ts, plain DOM) and Floating UI's DOM library are loaded and created
 * on the first hover or focus, and released when the tooltip hides.
 */
import type { Runtime } from '../../runtime/runtime.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';
import type { TooltipOptions as Options } from './definition.ts';
import { hoverIntent, type HoverIntent } from './hover-intent.ts';
import { addIdToken, removeIdToken } from './id-tokens.ts';

/** A hidden description and how many mounted tooltips point to it. */
interface Description {
  element: HTMLElement;
  users: number;
}

interface TooltipHook {
  element: HTMLElement;
  /** The floating box's id, made when it first shows. */
  id?: string;
  text: string;
  description: Description;
  placement: Options['placement'];
  runtime: Runtime;
  hovered: boolean;
  focused: boolean;
  intent?: HoverIntent;
  /** Releases the floating box (set while it is shown or loading). */
  release?: () => void;
  /** What the trigger had before the mount, given back by the cleanup. */
  title: string | null;
  describedBy: string | null;
}

const hooks = new DelegatedHooks<TooltipHook>((signal) => listen(signal));
let nextId = 1;
let nextDescription = 1;
let holder: HTMLElement | undefined;
/** The descriptions in the holder, by text. */
const descriptions = new Map<string, Description>();

/** The hidden description of `text`, created in the holder (itself made with the first tooltip) if none has it. */
function describe(text: string): Description {
  if (!holder?.isConnected) {
    holder = document.createElement('div');
    holder.id = 'rt-tooltip-descriptions';
    holder.hidden = true;
    document.body.append(holder);
    descriptions.clear();
  }
  let description = descriptions.get(text);
  if (!description) {
    const element = document.createElement('span');
    element.id = `rt-tooltip-text-${nextDescription++}`;
    element.textContent = text;
    holder.append(element);
    descriptions.set(text, (description = { element, users: 0 }));
  }
  description.users += 1;
  return description;
}

function undescribe(hook: TooltipHook): void {
  const { description } = hook;
  description.users -= 1;
  if (description.users > 0) return;
  description.element.remove();
  if (descriptions.get(hook.text) === description) descriptions.delete(hook.text);
}

const hookOf = (target: EventTarget | null) => hooks.of(target);

function intentOf(hook: TooltipHook): HoverIntent {
  hook.intent ??= hoverIntent((hovered) => {
    hook.hovered = hovered;
    update(hook);
  });
  return hook.intent;
}

function update(hook: TooltipHook): void {
  const wanted = hooks.get(hook.element) === hook && (hook.hovered || hook.focused);
  if (wanted && !hook.release) show(hook);
  else if (!wanted && hook.release) hide(hook);
}

function show(hook: TooltipHook): void {
  const id = (hook.id ??= `rt-tooltip-${nextId++}`);
  let released = false;
  let unmount: (() => void) | undefined;
  hook.release = () => {
    released = true;
    hook.release = undefined;
    unmount?.();
    hook.element.setAttribute(
      'aria-describedby',
      addIdToken(removeIdToken(describedBy(hook), id), descriptionId(hook)),
    );
  };
  const retry = async () => update(hook);
  hook.runtime.chunks
    .load('widget tooltip (box)', () => import('./tooltip-box.ts'), retry)
    .then(
      (box) => {
        if (released) return;
        const intent = intentOf(hook);
        unmount = box.showTooltip(hook.element, {
          id,
          text: hook.text,
          placement: hook.placement,
          onPointerEnter: intent.enter,
          onPointerLeave: intent.leave,
        });
        // While shown, the trigger is described by the tooltip itself.
        hook.element.setAttribute(
          'aria-describedby',
          addIdToken(removeIdToken(describedBy(hook), descriptionId(hook)), id),
        );
      },
      () => {
        if (!released) hook.release = undefined;
      },
    );
}

function hide(hook: TooltipHook): void {
  hook.release?.();
}

const describedBy = (hook: TooltipHook) => hook.element.getAttribute('aria-describedby') ?? '';
const descriptionId = (hook: TooltipHook) => hook.description.element.id;

/** Touch has no hover: a tap would open and close at once. */
const byMouse = (event: PointerEvent) => event.pointerType !== 'touch';

function listen(signal: AbortSignal): void {
  const options = { signal };
  document.addEventListener(
    'pointerover',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook || !byMouse(event) || hookOf(event.relatedTarget) === hook) return;
      intentOf(hook).enter();
    },
    options,
  );
  document.addEventListener(
    'pointerout',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook || !byMouse(event) || hookOf(event.relatedTarget) === hook) return;
      intentOf(hook).leave();
    },
    options,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook) return;
      hook.focused = true;
      update(hook);
    },
    options,
  );
  document.addEventListener(
    'focusout',
    (event) => {
      const hook = hookOf(event.target);
      if (!hook || hookOf(event.relatedTarget) === hook) return;
      hook.focused = false;
      update(hook);
    },
    options,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const hook of hooks.values()) {
        if (!hook.release) continue;
        hook.intent?.cancel();
        hook.hovered = false;
        hook.focused = false;
        update(hook);
      }
    },
    options,
  );
}

export function mount(element: HTMLElement, options: Options, context: WidgetContext) {
  const title = element.getAttribute('title');
  const text = options.tooltip ?? title ?? '';
  if (!text.trim()) {
    console.error('[runtime] tooltip needs data-tooltip or a title attribute.', element);
    return undefined;
  }
  if (title !== null) element.removeAttribute('title');
  const previous = element.getAttribute('aria-describedby');
  const hook: TooltipHook = {
    element,
    text,
    description: describe(text),
    placement: options.placement,
    runtime: context.runtime,
    hovered: false,
    focused: false,
    title,
    describedBy: previous,
  };
  const id = descriptionId(hook);
  element.setAttribute('aria-describedby', previous ? addIdToken(previous, id) : id);
  hooks.add(element, hook);
  return unmount;
}

/** One cleanup for every tooltip (no closure per hook): what the hook changed, given back. */
function unmount(element: HTMLElement): void {
  const hook = hooks.get(element);
  if (!hook) return;
  hooks.remove(element, hook);
  hook.intent?.cancel();
  hide(hook);
  undescribe(hook);
  if (hook.describedBy) element.setAttribute('aria-describedby', hook.describedBy);
  else element.removeAttribute('aria-describedby');
  if (hook.title !== null) element.setAttribute('title', hook.title);
}
