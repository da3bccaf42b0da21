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

/** The chosen values, a placeholder left out (read from the options: happy-dom's `selectedOptions` can go stale). */
function selectedValues(select: HTMLSelectElement): string[] {
  return Array.from(select.options)
    .filter((option) => option.selected && !(option.value === '' && option.index === 0))
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

interface Control {
  select: HTMLSelectElement;
  choices: Choice[];
  selected: string[];
  /** The prefix of the control's ids (the select's id, else its name). */
  id: string;
}

/** downshift's select-only combobox over the choices; a pick is written into the native select. */
function useSelectControl({ select, choices, selected, id }: Control) {
  const multiple = select.multiple;
  const selectedChoice = multiple ? null : (choices.find((choice) => choice.value === selected[0]) ?? null);
  return useSelect<Choice>({
    items: choices,
    itemToString: (choice) => choice?.label ?? '',
    isItemDisabled: (choice) => choice.disabled,
    selectedItem: selectedChoice,
    labelId: labelIdOf(select),
    toggleButtonId: `${id}-combobox`,
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
}

/** The native select leaves the eye (not the form) once the control stands in its place: no frame without either. */
function useNativeHidden(select: HTMLSelectElement, controlId: string): void {
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
}

/** The closed control's text: the placeholder, the chosen labels or their count. */
function summaryOf({ select, choices, selected }: Control, maxLabels: number) {
  const labels = choices.filter((choice) => selected.includes(choice.value)).map((choice) => choice.label);
  return summaryText(labels, placeholderOf(select, t('Core.SelectPlaceholder')), maxLabels, (count) =>
    t('Core.SelectedCount', { count }),
  );
}

/** The control's classes: a Bootstrap dropdown button, or a form select (small with the select); invalid. */
function controlClassOf(select: HTMLSelectElement, look: SelectLook, invalid: boolean): string {
  const base =
    look === 'dropdown'
      ? 'rt-select__control btn btn-outline-secondary dropdown-toggle'
      : `rt-select__control form-select${select.classList.contains('form-select-sm') ? ' form-select-sm' : ''}`;
  return `${base}${invalid ? ' input-validation-error' : ''}`;
}

interface OptionProps {
  choice: Choice;
  selected: boolean;
  highlighted: boolean;
  multiple: boolean;
  dropdown: boolean;
  /** downshift's props of the item (id, role, aria-selected, handlers). */
  itemProps: ReturnType<ReturnType<typeof useSelect<Choice>>['getItemProps']>;
}

/** An option of the list: a check mark in a multiple select, the label, the subtext; Bootstrap's names in a dropdown. */
function SelectOption({ choice, selected, highlighted, multiple, dropdown, itemProps }: OptionProps) {
  const className = [
    'rt-select__option',
    dropdown ? 'dropdown-item' : '',
    selected ? 'rt-select__option--selected' : '',
    selected && dropdown ? 'active' : '',
    highlighted ? 'rt-select__option--highlighted' : '',
    choice.disabled ? 'rt-select__option--disabled disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li {...itemProps} className={className}>
      {multiple && (
        <span className="rt-select__check" aria-hidden="true">
          {selected ? '✓' : ''}
        </span>
      )}
      <span className="rt-select__label">{choice.label}</span>
      {choice.subtext && <small className="rt-select__subtext">{choice.subtext}</small>}
    </li>
  );
}

export function SelectBox({ select, look, maxLabels }: SelectBoxProps) {
  useNativeSelect(select);
  const control: Control = {
    select,
    choices: choicesOf(Array.from(select.options)),
    selected: selectedValues(select),
    id: select.id || select.name.replace(/\W/g, '_'),
  };
  const { choices, selected } = control;
  const multiple = select.multiple;
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelectControl(control);
  useNativeHidden(select, `${control.id}-combobox`);
  const summary = summaryOf(control, maxLabels);
  const invalid = select.getAttribute('aria-invalid') === 'true';
  const dropdown = look === 'dropdown';

  return (
    <div className={`rt-select rt-select--${look}${isOpen ? ' rt-select--open' : ''}`}>
      <button
        type="button"
        {...getToggleButtonProps({
          className: controlClassOf(select, look, invalid),
          disabled: select.disabled,
          'aria-invalid': invalid || undefined,
          'aria-describedby': select.getAttribute('aria-describedby') ?? undefined,
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
              <SelectOption
                key={`${choice.value}-${index}`}
                {...{ choice, multiple, dropdown }}
                selected={isSelected}
                highlighted={highlightedIndex === index}
                itemProps={getItemProps({ item: choice, index, 'aria-selected': isSelected })}
              />
            );
          })}
      </ul>
    </div>
  );
}
