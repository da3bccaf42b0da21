/**
 * The styled select and the fake dropdown select (runtime spec §2): a select-only combobox (WAI-ARIA 1.2) drawn
 * by downshift's useSelect over a native <select>, which stays in the form as its value: posting, validation and
 * other widgets read and write the native select as before. Picking an option writes the native select and fires
 * its input and change events; a change made to the native select by a script (a reset, another widget followed
 * by `validation:reset`, options or disabled changing) is drawn again.
 *
 * A multiple select keeps its list open while options are toggled (Enter, Space, click); its closed control shows
 * the placeholder, the chosen labels, or their count.
 */
import { useSelect, type UseSelectState, type UseSelectStateChangeOptions } from 'downshift';
import { useEffect, useLayoutEffect, useReducer } from 'react';
import { t } from '../../runtime/i18n.ts';
import { type Choice, choicesOf, pick, placeholderOf, summaryText } from './select-rules.ts';

export type SelectLook = 'styled' | 'dropdown';

interface SelectBoxProps {
  select: HTMLSelectElement;
  look: SelectLook;
  maxLabels: number;
}

/** Names and describes the control with what names and describes the native select. */
function labelIdOf(select: HTMLSelectElement): string | undefined {
  const label = select.labels?.[0];
  if (!label) return undefined;
  label.id ||= `${select.id || select.name.replace(/\W/g, '_')}-label`;
  return label.id;
}

function selectedValues(select: HTMLSelectElement): string[] {
  return Array.from(select.selectedOptions)
    .filter((option) => !(option.value === '' && option.index === 0))
    .map((option) => option.value);
}

/** Writes the visitor's pick into the native select and tells the page, as the browser does for a native pick. */
function writeNative(select: HTMLSelectElement, values: readonly string[]): void {
  for (const option of Array.from(select.options)) option.selected = values.includes(option.value);
  if (!select.multiple && values.length === 0) select.selectedIndex = 0;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Redraws whenever the native select changes under us. */
function useNativeSelect(select: HTMLSelectElement): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    for (const type of ['change', 'validation:reset']) select.addEventListener(type, redraw, { signal });
    // After a form reset the options hold their default state only once the event is over.
    select.form?.addEventListener('reset', () => setTimeout(redraw), { signal });
    const observer = new MutationObserver(redraw);
    observer.observe(select, {
      attributes: true,
      attributeFilter: ['disabled', 'aria-invalid', 'aria-describedby', 'class', 'data-placeholder'],
      childList: true,
      subtree: true,
    });
    return () => {
      controller.abort();
      observer.disconnect();
    };
  }, [select]);
}

const KEEP_OPEN = new Set<string>([
  useSelect.stateChangeTypes.ToggleButtonKeyDownEnter,
  useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton,
  useSelect.stateChangeTypes.ItemClick,
]);

export function SelectBox({ select, look, maxLabels }: SelectBoxProps) {
  useNativeSelect(select);
  const multiple = select.multiple;
  const choices = choicesOf(Array.from(select.options));
  const selected = selectedValues(select);
  const selectedChoice = multiple ? null : (choices.find((choice) => choice.value === selected[0]) ?? null);
  const id = select.id || select.name.replace(/\W/g, '_');
  const controlId = `${id}-combobox`;

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<Choice>({
    items: choices,
    itemToString: (choice) => choice?.label ?? '',
    isItemDisabled: (choice) => choice.disabled,
    selectedItem: selectedChoice,
    labelId: labelIdOf(select),
    toggleButtonId: controlId,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    stateReducer: (state: UseSelectState<Choice>, { type, changes }: UseSelectStateChangeOptions<Choice>) => {
      if (!multiple) return changes;
      // A multiple select stays open on the option just toggled; leaving it (Tab, blur) chooses nothing.
      if (KEEP_OPEN.has(type)) return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
      if (type === useSelect.stateChangeTypes.ToggleButtonBlur) return { ...changes, selectedItem: null };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      if (!selectedItem) return;
      if (multiple ? !KEEP_OPEN.has(type) : selectedItem.value === selected[0]) return;
      writeNative(select, pick(selected, selectedItem.value, multiple));
    },
  });

  // The native select leaves the eye (not the form) once the control stands in its place: no frame without either.
  useLayoutEffect(() => {
    const tabIndex = select.getAttribute('tabindex');
    select.classList.add('rt-visually-hidden');
    select.setAttribute('tabindex', '-1');
    select.setAttribute('aria-hidden', 'true');
    // A label click, or validation focusing the first invalid field, lands on the control.
    const toControl = () => document.getElementById(controlId)?.focus();
    select.addEventListener('focus', toControl);
    return () => {
      select.classList.remove('rt-visually-hidden');
      if (tabIndex === null) select.removeAttribute('tabindex');
      else select.setAttribute('tabindex', tabIndex);
      select.removeAttribute('aria-hidden');
      select.removeEventListener('focus', toControl);
    };
  }, [select, controlId]);

  const labels = choices.filter((choice) => selected.includes(choice.value)).map((choice) => choice.label);
  const summary = summaryText(labels, placeholderOf(select, t('Core.SelectPlaceholder')), maxLabels, (count) =>
    t('Core.SelectedCount', { count }),
  );
  const invalid = select.getAttribute('aria-invalid') === 'true';
  const describedBy = select.getAttribute('aria-describedby') ?? undefined;
  const dropdown = look === 'dropdown';
  const buttonClass = dropdown
    ? 'rt-select__control btn btn-outline-secondary dropdown-toggle'
    : `rt-select__control form-select${select.classList.contains('form-select-sm') ? ' form-select-sm' : ''}`;

  return (
    <div className={`rt-select rt-select--${look}${isOpen ? ' rt-select--open' : ''}`}>
      <button
        type="button"
        {...getToggleButtonProps({
          className: `${buttonClass}${invalid ? ' input-validation-error' : ''}`,
          disabled: select.disabled,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          'aria-required': select.required || select.hasAttribute('data-val-required') || undefined,
        })}
      >
        <span className={summary.isPlaceholder ? 'rt-select__placeholder' : 'rt-select__value'}>{summary.text}</span>
      </button>
      <ul
        {...getMenuProps({
          className: `rt-select__menu${dropdown ? ' dropdown-menu' : ''}${isOpen ? ' show' : ''}`,
          'aria-multiselectable': multiple || undefined,
        })}
        hidden={!isOpen}
      >
        {isOpen &&
          choices.map((choice, index) => {
            const isSelected = selected.includes(choice.value);
            return (
              <li
                key={`${choice.value}-${index}`}
                {...getItemProps({
                  item: choice,
                  index,
                  'aria-selected': isSelected,
                  className: [
                    'rt-select__option',
                    dropdown ? 'dropdown-item' : '',
                    isSelected ? 'rt-select__option--selected' : '',
                    isSelected && dropdown ? 'active' : '',
                    highlightedIndex === index ? 'rt-select__option--highlighted' : '',
                    choice.disabled ? 'rt-select__option--disabled disabled' : '',
                  ]
                    .filter(Boolean)
                    .join(' '),
                })}
              >
                {multiple && (
                  <span className="rt-select__check" aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                )}
                <span className="rt-select__label">{choice.label}</span>
                {choice.subtext && <small className="rt-select__subtext">{choice.subtext}</small>}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
