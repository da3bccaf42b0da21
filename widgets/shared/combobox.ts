/**
 * An accessible autocomplete (WAI-ARIA 1.2 combobox with a listbox popup), plain DOM, for the postal code
 * typeahead and the search suggestions. The input keeps the focus; arrows move the active option
 * (aria-activedescendant), Enter chooses it, Escape closes the list, and a polite status tells how many
 * suggestions there are. Suggestions come from `suggest`, which gets an AbortSignal: a newer term aborts it.
 */
import { t } from '../../runtime/i18n.ts';
import { delegate } from '../../runtime/dom.ts';

export interface Suggestion {
  /** What the option shows (text only). */
  label: string;
  /** Optional picture (an address on the site) shown before the label. */
  image?: string | null;
  /** Follow this link when chosen (search suggestions); otherwise `onChoose` decides. */
  href?: string;
  value: string;
}

export interface ComboboxOptions {
  /** Fewer characters do nothing (and close the list). */
  minLength: number;
  /** Suggestions for a term; resolve to null when the request failed (`suggestionsFailed`: the list closes quietly). */
  suggest(term: string, signal: AbortSignal): Promise<Suggestion[] | null>;
  onChoose(suggestion: Suggestion): void;
  /** Message when nothing matches (e.g. Catalog.NoProductFound); none: the list just closes. */
  noResult?: string;
  /** Typing delay before asking, in ms. */
  delay?: number;
  signal: AbortSignal;
}

let sequence = 0;

/**
 * What a `suggest` answers when its call failed: null (the list closes quietly; the field works without
 * suggestions), with a console warning unless the newer term stopped it (its signal): a failing suggestion service
 * is visible to whoever looks, never a dialog in the middle of typing.
 */
export function suggestionsFailed(what: string, error: unknown, signal: AbortSignal): null {
  if (!signal.aborted) console.warn(`[runtime] ${what}: the suggestions could not be loaded.`, error);
  return null;
}

/** The listbox (labelled by the input's label) and the polite status, placed after the input. */
function addListbox(input: HTMLInputElement, id: string): { list: HTMLUListElement; status: HTMLElement } {
  const list = document.createElement('ul');
  list.id = `${id}-list`;
  list.className = 'rt-combobox__list';
  list.setAttribute('role', 'listbox');
  list.hidden = true;
  const labelledBy = input.labels?.[0];
  if (labelledBy) {
    labelledBy.id ||= `${id}-label`;
    list.setAttribute('aria-labelledby', labelledBy.id);
  }
  const status = document.createElement('span');
  status.className = 'rt-visually-hidden';
  status.setAttribute('role', 'status');
  const wrapper = input.parentElement ?? input;
  wrapper.classList.add('rt-combobox');
  input.after(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  input.autocomplete = 'off';
  return { list, status };
}

/** A suggestion's option: its picture, if any, and its label as text. */
function optionOf(suggestion: Suggestion, id: string): HTMLLIElement {
  const option = document.createElement('li');
  option.id = id;
  option.className = 'rt-combobox__option';
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  if (suggestion.image) {
    const image = document.createElement('img');
    image.src = suggestion.image;
    image.alt = '';
    image.width = 40;
    image.height = 40;
    option.append(image);
  }
  option.append(suggestion.label);
  return option;
}

/** The option ArrowDown or ArrowUp makes active, wrapping at both ends (none active: the first or the last). */
const activeAfterArrow = (key: string, active: number, count: number) =>
  key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1;

/** One combobox: its suggestions, the active one, and the pending request for a newer term. */
class Combobox {
  private suggestions: Suggestion[] = [];
  private active = -1;
  private controller: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly input: HTMLInputElement,
    private readonly id: string,
    private readonly list: HTMLUListElement,
    private readonly status: HTMLElement,
    private readonly options: ComboboxOptions,
  ) {}

  close(): void {
    this.list.hidden = true;
    this.input.setAttribute('aria-expanded', 'false');
    this.input.removeAttribute('aria-activedescendant');
    this.active = -1;
  }

  private setActive(index: number): void {
    this.active = index;
    for (const [i, option] of Array.from(this.list.children).entries()) {
      option.setAttribute('aria-selected', String(i === index));
      if (i === index) option.scrollIntoView({ block: 'nearest' });
    }
    if (index >= 0) this.input.setAttribute('aria-activedescendant', `${this.id}-option-${index}`);
    else this.input.removeAttribute('aria-activedescendant');
  }

  /** The list of the current suggestions and its count in the status, or closed with the no-result message. */
  private render(): void {
    const { suggestions, list, input, status } = this;
    list.replaceChildren(...suggestions.map((each, index) => optionOf(each, `${this.id}-option-${index}`)));
    if (suggestions.length) {
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      status.textContent = t('Core.SuggestionsCount', { count: suggestions.length });
    } else {
      this.close();
      status.textContent = this.options.noResult ?? '';
    }
  }

  choose(index: number): void {
    const suggestion = this.suggestions[index];
    if (!suggestion) return;
    this.close();
    this.options.onChoose(suggestion);
  }

  /** Suggestions for `term`, unless a newer term came first; the option the visitor moved to stays active. */
  private async ask(term: string): Promise<void> {
    this.controller?.abort();
    const mine = (this.controller = new AbortController());
    const found = await this.options.suggest(term, mine.signal);
    if (mine.signal.aborted || found === null) return;
    // The option the visitor moved to stays active when the newer list still has it.
    const kept = this.suggestions[this.active]?.value;
    this.suggestions = found;
    this.render();
    if (found.length) this.setActive(found.findIndex((suggestion) => suggestion.value === kept));
  }

  /** A term long enough asks after the typing delay; a shorter one closes the list. */
  onInput(): void {
    clearTimeout(this.timer);
    const term = this.input.value.trim();
    if (term.length < this.options.minLength) {
      this.controller?.abort();
      this.suggestions = [];
      this.close();
      return;
    }
    this.timer = setTimeout(() => void this.ask(term), this.options.delay ?? 150);
  }

  /** Arrows move the active option, Enter chooses it, Escape closes the list. */
  onKeydown(event: KeyboardEvent): void {
    const open = !this.list.hidden && this.suggestions.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      this.setActive(activeAfterArrow(event.key, this.active, this.suggestions.length));
    } else if (event.key === 'Enter' && open && this.active >= 0) {
      event.preventDefault();
      this.choose(this.active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      this.close();
    }
  }

  /** Stops what is pending and takes the list and the status away. */
  detach(): void {
    clearTimeout(this.timer);
    this.controller?.abort();
    this.list.remove();
    this.status.remove();
  }
}

export function attachCombobox(input: HTMLInputElement, options: ComboboxOptions): void {
  const id = `rt-combobox-${++sequence}`;
  const { list, status } = addListbox(input, id);
  const combobox = new Combobox(input, id, list, status, options);
  const { signal } = options;
  input.addEventListener('input', () => combobox.onInput(), { signal });
  input.addEventListener('keydown', (event) => combobox.onKeydown(event), { signal });
  // Keep the focus in the input; the click chooses.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      const option = delegate(event, '[role=option]');
      if (option) combobox.choose(Array.from(list.children).indexOf(option));
    },
    { signal },
  );
  input.addEventListener('blur', () => setTimeout(() => combobox.close(), 0), { signal });
  signal.addEventListener('abort', () => combobox.detach());
}

/** The input a combobox widget enhances: the hook itself or the first input inside it (an error otherwise). */
export function comboboxInput(element: HTMLElement, widget: string): HTMLInputElement | null {
  const input = element instanceof HTMLInputElement ? element : element.querySelector<HTMLInputElement>('input');
  if (!input) console.error(`[runtime] The ${widget} widget goes on an input (or around one).`, element);
  return input;
}
