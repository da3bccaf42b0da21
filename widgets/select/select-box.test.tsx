// @vitest-environment happy-dom
/**
 * The select box's wiring in happy-dom: the native select hidden from the eye (and given back on unmount), the
 * control named and described as it was, a pick written into the native select with input and change, a multiple
 * select kept open while options are toggled, a change to the native select drawn again, the dropdown look. The
 * keyboard, focus and axe run in Chromium (tests/e2e/selects.spec.ts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { SelectBox, type SelectLook } from './select-box.tsx';

const fr = STRING_RESOURCES.fr;
let events: string[] = [];

beforeAll(() => installStrings('fr', fr));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function draw(markup: string, look: SelectLook = 'styled', maxLabels = 2) {
  document.body.innerHTML = `<form><label for="city">Ville</label>${markup}<p id="help">Aide</p></form>`;
  const select = document.querySelector('select') as HTMLSelectElement;
  events = [];
  for (const type of ['input', 'change']) select.addEventListener(type, () => events.push(type));
  const view = render(<SelectBox select={select} look={look} maxLabels={maxLabels} />, {
    container: select.form?.appendChild(document.createElement('div')),
  });
  return { select, view, control: () => screen.getByRole('combobox') };
}

const SINGLE = `<select id="city" name="City" aria-describedby="help" tabindex="3">
  <option value="">Choisissez une ville</option><option value="1">Namur</option>
  <option value="2" data-subtext="Centre">Liège</option><option value="3" disabled>Mons</option></select>`;
const MULTIPLE = `<select id="city" name="City" multiple>
  <option value="1">Namur</option><option value="2">Liège</option><option value="3">Mons</option></select>`;

/** The native select's chosen values (from its options: happy-dom's `selectedOptions` can go stale). */
const chosen = (select: HTMLSelectElement) =>
  Array.from(select.options)
    .filter((candidate) => candidate.selected)
    .map((candidate) => candidate.value);
const option = (name: string) => screen.getByRole('option', { name: new RegExp(name) });

describe('the select box', () => {
  it('stands for the native select: hidden from the eye and the tab order while it stands, given back after', () => {
    const { select, view, control } = draw(SINGLE);
    expect(select.classList).toContain('rt-visually-hidden');
    expect([select.tabIndex, select.getAttribute('aria-hidden')]).toEqual([-1, 'true']);
    expect(control().id).toBe('city-combobox');
    expect(control().getAttribute('aria-labelledby')).toBe(document.querySelector('label')?.id);
    expect(control().getAttribute('aria-describedby')).toBe('help');
    expect(control().textContent).toBe('Choisissez une ville');
    // A focus on the native select (a label click, validation) goes to the control.
    act(() => select.focus());
    expect(document.activeElement).toBe(control());
    view.unmount();
    expect(select.classList).not.toContain('rt-visually-hidden');
    expect([select.getAttribute('tabindex'), select.hasAttribute('aria-hidden')]).toEqual(['3', false]);
  });

  it('writes a pick into the native select with input and change, and closes', () => {
    const { select, control } = draw(SINGLE);
    fireEvent.click(control());
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(option('Liège').textContent).toBe('LiègeCentre');
    expect(option('Mons').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('Liège'));
    expect([select.value, events]).toEqual(['2', ['input', 'change']]);
    expect(control().getAttribute('aria-expanded')).toBe('false');
    expect(control().textContent).toBe('Liège');
  });

  it('keeps a multiple select open while options are toggled; the closed control names them, then counts them', () => {
    const { select, control } = draw(MULTIPLE);
    expect(control().textContent).toBe(fr['Core.SelectPlaceholder']);
    fireEvent.click(control());
    fireEvent.click(option('Namur'));
    fireEvent.click(option('Mons'));
    expect(control().getAttribute('aria-expanded')).toBe('true');
    expect(chosen(select)).toEqual(['1', '3']);
    expect(option('Namur').getAttribute('aria-selected')).toBe('true');
    expect(control().textContent).toBe('Namur, Mons');
    fireEvent.click(option('Liège'));
    expect(control().textContent).toBe('3 sélectionnés');
    fireEvent.click(option('Namur'));
    expect(chosen(select)).toEqual(['2', '3']);
  });

  it('draws again what a script changed on the native select: value, disabled, aria-invalid', async () => {
    const { select, control } = draw(SINGLE);
    select.value = '1';
    act(() => {
      select.dispatchEvent(new Event('change'));
    });
    expect(control().textContent).toBe('Namur');
    await act(async () => {
      select.disabled = true;
    });
    expect((control() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => select.setAttribute('aria-invalid', 'true'));
    expect(control().getAttribute('aria-invalid')).toBe('true');
    expect(control().classList).toContain('input-validation-error');
  });

  it('takes the theme’s dropdown look: a dropdown button, dropdown items, the chosen one active', () => {
    const { control } = draw(SINGLE.replace('value="1"', 'value="1" selected'), 'dropdown');
    expect(control().className).toBe('rt-select__control btn btn-outline-secondary dropdown-toggle');
    fireEvent.click(control());
    expect(screen.getByRole('listbox').classList).toContain('dropdown-menu');
    expect(option('Namur').className).toContain('dropdown-item');
    expect(option('Namur').classList).toContain('active');
    expect(option('Liège').classList).not.toContain('active');
  });
});
