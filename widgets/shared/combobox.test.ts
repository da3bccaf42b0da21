// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachCombobox, suggestionsFailed, type Suggestion } from './combobox.ts';

const towns = (...names: string[]): Suggestion[] => names.map((name) => ({ value: name, label: name }));

describe('attachCombobox', () => {
  let input: HTMLInputElement;
  let controller: AbortController;
  let answers: Record<string, Suggestion[]>;
  const chosen: Suggestion[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<label for="q">Town</label><div><input id="q"></div>';
    input = document.querySelector('input')!;
    controller = new AbortController();
    chosen.length = 0;
    answers = {};
    attachCombobox(input, {
      minLength: 2,
      suggest: (term) => Promise.resolve(answers[term] ?? []),
      onChoose: (suggestion) => chosen.push(suggestion),
      signal: controller.signal,
    });
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });

  const type = async (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(150);
  };
  const key = (name: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true }));
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

  it('lists the suggestions, moves with the arrows and chooses with Enter', async () => {
    answers.br = towns('Brussel', 'Brugge');
    await type('br');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('Brugge');
    key('Enter');
    expect(chosen.map((town) => town.value)).toEqual(['Brugge']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('keeps the option the visitor moved to when a newer list still has it', async () => {
    answers.br = towns('Brussel', 'Brugge');
    answers.bru = towns('Brugge', 'Brussel');
    await type('br');
    key('ArrowDown');
    expect(active()).toBe('Brussel');
    await type('bru');
    expect(active()).toBe('Brussel');
    expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe('Brussel');
    key('Enter');
    expect(chosen.map((town) => town.value)).toEqual(['Brussel']);
  });

  it('forgets it when the newer list no longer has it, so Enter is left to the form', async () => {
    answers.br = towns('Brussel', 'Brugge');
    answers.brug = towns('Brugge');
    await type('br');
    key('ArrowDown');
    await type('brug');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.querySelector('[aria-selected="true"]')).toBeNull();
    expect(key('Enter')).toBe(true);
    expect(chosen).toEqual([]);
  });
});

describe('suggestionsFailed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers null and warns when the call failed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('HTTP 500');
    expect(suggestionsFailed('search-suggest', error, new AbortController().signal)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[runtime] search-suggest: the suggestions could not be loaded.', error);
  });

  it('stays quiet when a newer term stopped the call', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopped = new AbortController();
    stopped.abort();
    expect(suggestionsFailed('search-suggest', new Error('aborted'), stopped.signal)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
