/**
 * An accessible autocomplete (WAI-ARIA 1.2 combobox with a listbox popup), plain DOM, for the postal code
 * typeahead and the search suggestions. The input keeps the focus; arrows move the active option
 * (aria-activedescendant), Enter chooses it, Escape closes the list, and a polite status tells how many
 * suggestions there are. Suggestions come from `suggest`, which gets an AbortSignal: a newer term aborts it.
 */
import { t } from '../../runtime/i18n.ts';

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

export function attachCombobox(input: HTMLInputElement, options: ComboboxOptions): void {
  const id = `rt-combobox-${++sequence}`;
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

  let suggestions: Suggestion[] = [];
  let active = -1;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const setActive = (index: number) => {
    active = index;
    for (const [i, option] of Array.from(list.children).entries()) {
      option.setAttribute('aria-selected', String(i === index));
      if (i === index) option.scrollIntoView({ block: 'nearest' });
    }
    if (index >= 0) input.setAttribute('aria-activedescendant', `${id}-option-${index}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const render = () => {
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement('li');
        option.id = `${id}-option-${index}`;
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
      }),
    );
    if (suggestions.length) {
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      status.textContent = t('Core.SuggestionsCount', { count: suggestions.length });
    } else {
      close();
      status.textContent = options.noResult ?? '';
    }
  };
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    close();
    options.onChoose(suggestion);
  };
  const ask = async (term: string) => {
    controller?.abort();
    controller = new AbortController();
    const mine = controller;
    const found = await options.suggest(term, mine.signal);
    if (mine.signal.aborted || found === null) return;
    // The option the visitor moved to stays active when the newer list still has it.
    const kept = suggestions[active]?.value;
    suggestions = found;
    render();
    if (suggestions.length) setActive(suggestions.findIndex((suggestion) => suggestion.value === kept));
  };

  input.addEventListener(
    'input',
    () => {
      clearTimeout(timer);
      const term = input.value.trim();
      if (term.length < options.minLength) {
        controller?.abort();
        suggestions = [];
        close();
        return;
      }
      timer = setTimeout(() => void ask(term), options.delay ?? 150);
    },
    { signal: options.signal },
  );
  input.addEventListener(
    'keydown',
    (event) => {
      const open = !list.hidden && suggestions.length > 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open) return;
        event.preventDefault();
        const count = suggestions.length;
        setActive(event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1);
      } else if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
      }
    },
    { signal: options.signal },
  );
  list.addEventListener(
    'mousedown',
    (event) => {
      // Keep the focus in the input; the click chooses.
      event.preventDefault();
    },
    { signal: options.signal },
  );
  list.addEventListener(
    'click',
    (event) => {
      const option = (event.target as Element).closest('[role=option]');
      if (option) choose(Array.from(list.children).indexOf(option));
    },
    { signal: options.signal },
  );
  input.addEventListener('blur', () => setTimeout(close, 0), { signal: options.signal });
  options.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    controller?.abort();
    list.remove();
    status.remove();
  });
}

/** The input a combobox widget enhances: the hook itself or the first input inside it (an error otherwise). */
export function comboboxInput(element: HTMLElement, widget: string): HTMLInputElement | null {
  const input = element instanceof HTMLInputElement ? element : element.querySelector<HTMLInputElement>('input');
  if (!input) console.error(`[runtime] The ${widget} widget goes on an input (or around one).`, element);
  return input;
}
