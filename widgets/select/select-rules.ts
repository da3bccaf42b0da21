/**
 * What a styled select shows and how it reads its native <select>: pure functions, no DOM writes. The native
 * select stays the form's value; these only describe it.
 */

export interface Choice {
  value: string;
  label: string;
  disabled: boolean;
  /** A second line under the label (the option's data-subtext). */
  subtext: string;
}

/** The choices a visitor can see in the list: a placeholder (an empty value that is first) is left out. */
export function choicesOf(options: readonly HTMLOptionElement[]): Choice[] {
  return options
    .filter((option, index) => !(index === 0 && option.value === ''))
    .map((option) => ({
      value: option.value,
      label: (option.label || option.textContent || '').trim(),
      disabled:
        option.disabled || (option.parentElement instanceof HTMLOptGroupElement && option.parentElement.disabled),
      subtext: option.dataset.subtext ?? '',
    }));
}

/** The placeholder: the data-placeholder attribute, else a first option with an empty value, else the fallback. */
export function placeholderOf(
  select: { dataset: DOMStringMap; options: ArrayLike<HTMLOptionElement> },
  fallback: string,
) {
  const first = select.options[0];
  const fromOption = first && first.value === '' ? (first.label || first.textContent || '').trim() : '';
  return select.dataset.placeholder?.trim() || fromOption || fallback;
}

/**
 * The text of the closed control: the placeholder when nothing is chosen, the labels of up to `maxLabels` chosen
 * values, else the count (`countText(n)`, e.g. "3 sélectionnés").
 */
export function summaryText(
  chosen: readonly string[],
  placeholder: string,
  maxLabels: number,
  countText: (count: number) => string,
): { text: string; isPlaceholder: boolean } {
  if (chosen.length === 0) return { text: placeholder, isPlaceholder: true };
  if (chosen.length <= maxLabels) return { text: chosen.join(', '), isPlaceholder: false };
  return { text: countText(chosen.length), isPlaceholder: false };
}

/** The values after the visitor picked `value`: a single select takes it, a multiple one toggles it. */
export function pick(selected: readonly string[], value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}
