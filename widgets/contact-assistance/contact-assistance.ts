/**
 * The contact assistance form (shop spec §4): the DOM side of visibility.ts. Each FormField<n> control's block is
 * shown or hidden by the table; a hidden control is disabled (the browser leaves it out of the post and validation
 * skips it) and emptied, and validation is told to forget its message.
 */
import { emit } from '../../runtime/events.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { ContactAssistanceOptions } from './definition.ts';
import { afterChange, ALL_FIELDS, type FieldValues, fieldNumber } from './visibility.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

interface Field {
  controls: Control[];
  block: HTMLElement;
}

/** The value a field has for the table: a select's or text's value, the checked box or radio, whether a file is chosen. */
function valueOf(controls: Control[]): string {
  for (const control of controls) {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'hidden') continue;
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (control.checked) return control.value;
        continue;
      }
      if (control.type === 'file') return control.files?.length ? 'file' : '';
    }
    return control.value;
  }
  return '';
}

function empty(control: Control): void {
  if (control instanceof HTMLSelectElement) {
    const blank = Array.from(control.options).findIndex((option) => option.value === '');
    control.selectedIndex = blank >= 0 ? blank : 0;
  } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    control.checked = false;
  } else if (!(control instanceof HTMLInputElement && control.type === 'hidden')) {
    control.value = '';
  }
}

export function mount(element: HTMLElement, { wrapper }: ContactAssistanceOptions, { signal }: WidgetContext) {
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  if (!form) {
    console.error('[runtime] contact-assistance: put the hook on the <form> (or around it).', element);
    return undefined;
  }
  const fields = new Map<number, Field>();
  for (const control of Array.from(form.elements)) {
    if (!isControl(control)) continue;
    const number = fieldNumber(control.name);
    if (number === undefined || !ALL_FIELDS.includes(number)) continue;
    const field = fields.get(number);
    if (field) field.controls.push(control);
    else fields.set(number, { controls: [control], block: control.closest<HTMLElement>(wrapper) ?? control });
  }
  // Shop spec §4: the first option of each select is the disabled placeholder.
  for (const { controls } of fields.values()) {
    for (const control of controls) {
      if (control instanceof HTMLSelectElement && control.options[0]) control.options[0].disabled = true;
    }
  }
  /** Controls the server rendered disabled stay so when their block is shown. */
  const disabledByServer = new Set(
    Array.from(fields.values()).flatMap(({ controls }) => controls.filter((control) => control.disabled)),
  );
  const values = (): FieldValues =>
    Object.fromEntries(Array.from(fields, ([number, { controls }]) => [number, valueOf(controls)]));

  const apply = (changed?: number) => {
    const state = afterChange(values(), changed);
    for (const [number, { controls, block }] of fields) {
      const shown = state.shown.has(number);
      const emptied = state.emptied.includes(number);
      const hiding = !shown && !block.hidden;
      block.hidden = !shown;
      for (const control of controls) {
        if (emptied) empty(control);
        control.disabled = !shown || disabledByServer.has(control);
        if (emptied || hiding) emit('validation:reset', {}, { target: control });
      }
    }
  };

  apply();
  form.addEventListener(
    'change',
    (event) => {
      const target = event.target as Element;
      if (!isControl(target)) return;
      const number = fieldNumber(target.name);
      if (number !== undefined && fields.has(number)) apply(number);
    },
    { signal },
  );
  return undefined;
}
