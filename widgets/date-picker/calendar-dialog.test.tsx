// @vitest-environment happy-dom
/**
 * The date picker's wiring in happy-dom, from its button to the calendar in the runtime's one dialog shell and
 * back: an anchored shell next to the field's input group, named "Choose a date", the typed day focused, the
 * button's `aria-expanded`; a pick writes the field and fires input and change; Escape, the close button and a
 * click outside close without a change; the focus goes back to the button; the field leaving closes it. The
 * keyboard of the month grid, min and max, placement on a real page and axe run in Chromium
 * (tests/e2e/date-picker.spec.ts).
 */
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import type { Culture } from '../../validation/rule.ts';
import { mount } from './date-picker.ts';

vi.mock('../../runtime/stylesheet.ts', () => ({ loadStylesheet: async () => undefined }));

const fr = STRING_RESOURCES.fr;
let controller = new AbortController();
let unmount: (() => void) | undefined;
/** What the field told the page. */
let events: string[] = [];

beforeAll(async () => {
  installStrings('fr', fr);
  // The calendar's chunk (react-day-picker), transformed on the fly: seconds on a busy machine, paid once here.
  await import('./calendar-dialog.tsx');
}, 60_000);
afterEach(async () => {
  cleanup();
  controller.abort();
  await act(async () => unmount?.());
  unmount = undefined;
  await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  document.body.innerHTML = '';
});

/** The booking form's field in its input group, with the date picker mounted on it. */
function field(value = '15/03/2027', culture: Culture = 'fr') {
  document.body.innerHTML = `<form><label for="day">Date</label>
    <div class="input-group"><input id="day" type="text" value="${value}" min="2027-01-01" max="2027-12-31"></div>
  </form>`;
  const input = document.querySelector<HTMLInputElement>('#day') as HTMLInputElement;
  events = [];
  for (const type of ['input', 'change']) input.addEventListener(type, () => events.push(type));
  const group = input.parentElement as HTMLElement;
  group.getBoundingClientRect = () => DOMRect.fromRect({ x: 40, y: 100, width: 300, height: 38 });
  controller = new AbortController();
  unmount = mount(input, {}, { signal: controller.signal, runtime: testRuntime({ culture }) }) ?? undefined;
  const toggle = group.querySelector<HTMLButtonElement>('button.rt-date-picker__toggle') as HTMLButtonElement;
  return { input, toggle };
}

/**
 * Opens the calendar with the button and waits until its month grid is drawn in the dialog. The click does not
 * focus the button (as in Safari): the focus that comes back to it is the calendar's doing.
 */
async function open(toggle: HTMLButtonElement): Promise<HTMLDialogElement> {
  act(() => toggle.click());
  return waitFor(
    () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.rt-date-picker');
      if (!dialog?.querySelector('[role=grid]')) throw new Error('no calendar yet');
      return dialog;
    },
    { timeout: 4000 },
  );
}

const day = (dialog: Element, iso: string) =>
  dialog.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`) as HTMLButtonElement;

describe('the date picker', { timeout: 15_000 }, () => {
  it('opens the calendar in an anchored dialog of the shell under the field, named, on the typed day', async () => {
    const { toggle } = field();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const dialog = await open(toggle);
    expect(dialog.classList).toContain('rt-dialog');
    expect(dialog.classList).toContain('rt-dialog--anchored');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(fr['Core.ChooseDate']);
    // Under the input group (4 px below its bottom), at its left edge.
    expect([dialog.style.top, dialog.style.left]).toEqual(['142px', '40px']);
    await waitFor(() => expect(document.activeElement).toBe(day(dialog, '2027-03-15')));
    expect(day(dialog, '2027-03-15').getAttribute('aria-label')).toMatch(/sélectionné/);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.hasAttribute('aria-busy')).toBe(false);
  });

  it('a picked day is written into the field with input and change; the dialog closes, focus on the button', async () => {
    const { input, toggle } = field();
    const dialog = await open(toggle);
    act(() => day(dialog, '2027-03-20').click());
    expect(input.value).toBe('20/03/2027');
    expect(events).toEqual(['input', 'change']);
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape, the close button and a click outside close it without a change', async () => {
    const { input, toggle } = field();
    const ways: [string, (dialog: HTMLDialogElement) => void][] = [
      ['Escape', (dialog) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
      ['close button', (dialog) => fireEvent.click(dialog.querySelector('.modal-header button') as HTMLElement)],
      ['click outside', (dialog) => fireEvent.click(dialog)],
    ];
    for (const [, close] of ways) {
      const dialog = await open(toggle);
      // A click inside the dialog's box is not one outside it.
      fireEvent.click(dialog.querySelector('.modal-body') as HTMLElement);
      expect(dialog.classList).toContain('is-open');
      act(() => close(dialog));
      await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(toggle));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    }
    expect(input.value).toBe('15/03/2027');
    expect(events).toEqual([]);
  });

  it('opens once however often the button is clicked while the calendar loads', async () => {
    const { toggle } = field();
    act(() => {
      toggle.click();
      toggle.click();
    });
    await open(toggle);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('speaks the page’s culture: nl labels in nl', async () => {
    const { toggle } = field('15/03/2027', 'nl');
    const dialog = await open(toggle);
    expect(dialog.querySelector('.rdp-button_next')?.getAttribute('aria-label')).toBe('Ga naar volgende maand');
  });

  it('closes when its field leaves the page', async () => {
    const { toggle } = field();
    await open(toggle);
    act(() => controller.abort());
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });
});
