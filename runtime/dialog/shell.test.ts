// @vitest-environment happy-dom
/**
 * The one dialog shell: every way a dialog ends (its buttons with a result, Escape, the browser's own close by a
 * `<form method="dialog">` or by code) runs the same cleanup: the page scrolls again, the toasts go back, the
 * dialog leaves the page, focus returns, `onClose` and `closed` hear the result.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStrings } from '../i18n.ts';
import { openShell, type ShellOptions } from './shell.ts';
import { MODAL_TRANSITION_MS } from './modal-motion.ts';
import { showToast } from './toasts.ts';

beforeAll(() => installStrings('fr', { 'Core.Close': 'Fermer' }));

let opener: HTMLButtonElement;
beforeEach(() => {
  vi.useFakeTimers();
  opener = Object.assign(document.createElement('button'), { textContent: 'Ouvrir' });
  document.body.append(opener);
  opener.focus();
});
afterEach(async () => {
  // A dialog a test left open is closed (through its cleanup: the scroll lock is counted across tests).
  for (const dialog of document.querySelectorAll('dialog')) dialog.close();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const locked = () => document.documentElement.classList.contains('rt-scroll-locked');

function open<T>(options: Partial<ShellOptions<T>> = {}) {
  const onClose = vi.fn<(result: T | undefined) => void>();
  const handle = openShell<T>({ title: 'Adresse', html: '<input name="rue">', ...options, onClose });
  const settled = vi.fn<(result: T | undefined) => void>();
  void handle.closed.then(settled);
  return { handle, onClose, settled };
}

/** The whole cleanup happened, once, with `result`. */
async function expectCleanedUp<T>(opened: ReturnType<typeof open<T>>, result: T | undefined) {
  await vi.runAllTimersAsync();
  expect(opened.handle.element.isConnected).toBe(false);
  expect(locked()).toBe(false);
  expect(document.activeElement).toBe(opener);
  expect(opened.onClose.mock.calls).toEqual([[result]]);
  expect(opened.settled.mock.calls).toEqual([[result]]);
}

describe('openShell', () => {
  it('opens modal, locks the scroll and focuses the first field', () => {
    const { handle } = open();
    expect(handle.element.open).toBe(true);
    expect(locked()).toBe(true);
    expect(document.activeElement).toBe(handle.element.querySelector('input'));
    expect(handle.element.getAttribute('aria-labelledby')).toBe(handle.element.querySelector('h2')?.id);
  });

  it('close(result) plays the leaving animation, then resolves closed with the result', async () => {
    const opened = open<{ city: string }>();
    opened.handle.close({ city: 'Gent' });
    expect(opened.handle.element.classList.contains('is-open')).toBe(false);
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS - 1);
    expect(opened.handle.element.open).toBe(true);
    await expectCleanedUp(opened, { city: 'Gent' });
  });

  it('a footer button closes with its value; the close button and Escape with none', async () => {
    const byButton = open<boolean>({ buttons: [{ label: 'Oui', value: true }] });
    byButton.handle.element.querySelector<HTMLButtonElement>('.modal-footer button')?.click();
    await expectCleanedUp(byButton, true);

    const byClose = open<boolean>();
    byClose.handle.element.querySelector<HTMLButtonElement>('.rt-close')?.click();
    await expectCleanedUp(byClose, undefined);

    const byEscape = open<boolean>();
    const cancel = new Event('cancel', { cancelable: true });
    byEscape.handle.element.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await expectCleanedUp(byEscape, undefined);
  });

  it('a dialog the browser closes (code calling element.close()) is cleaned up', async () => {
    const opened = open<string>();
    opened.handle.element.close();
    await expectCleanedUp(opened, undefined);
  });

  it('a <form method="dialog"> inside it closes it through the same cleanup', async () => {
    const opened = open<string>({ html: '<form method="dialog"><button value="ok">OK</button></form>' });
    opened.handle.element.querySelector('form')?.requestSubmit();
    expect(opened.handle.element.open).toBe(false);
    await expectCleanedUp(opened, undefined);
  });

  it('a second close, or close after the browser closed it, changes nothing', async () => {
    const opened = open<number>();
    opened.handle.close(1);
    opened.handle.close(2);
    await expectCleanedUp(opened, 1);
    opened.handle.close(3);
    await vi.runAllTimersAsync();
    expect(opened.onClose).toHaveBeenCalledTimes(1);
  });

  it('the scroll stays locked until the last of two stacked dialogs has closed', async () => {
    const lower = open();
    const upper = open();
    upper.handle.element.close();
    await vi.runAllTimersAsync();
    expect(locked()).toBe(true);
    lower.handle.close();
    await vi.runAllTimersAsync();
    expect(locked()).toBe(false);
  });

  it('the toasts move into the open dialog and back to the page however it closes', async () => {
    const toast = showToast({ kind: 'success', message: 'Enregistré' });
    await vi.runAllTimersAsync();
    await toast;
    const regions = document.querySelector('.rt-toasts');
    expect(regions?.parentElement).toBe(document.body);
    const { handle } = open();
    expect(regions?.parentElement).toBe(handle.element);
    handle.element.close();
    await vi.runAllTimersAsync();
    expect(regions?.parentElement).toBe(document.body);
  });
});
