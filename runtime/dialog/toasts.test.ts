// @vitest-environment happy-dom
/**
 * The toasts: polite or assertive live regions; a toast goes by itself after 5, 7 or 9 s, but not while the pointer
 * is over it or the focus is in it (WCAG 2.2.1): its time runs on, from where it stood, once both have left.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStrings } from '../i18n.ts';
import { showToast } from './toasts.ts';

beforeAll(() => installStrings('fr', { 'Core.Close': 'Fermer' }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('.rt-toast').forEach((toast) => toast.remove());
});

async function shown(kind: 'success' | 'warning' | 'error', message: string): Promise<HTMLElement> {
  const first = !document.querySelector('.rt-toasts');
  const showing = showToast({ kind, message });
  // The live regions are on the page a moment (50 ms) before the first toast, so that it is announced.
  if (first) await vi.advanceTimersByTimeAsync(50);
  await showing;
  const toast = Array.from(document.querySelectorAll<HTMLElement>('.rt-toast')).find((element) =>
    element.textContent?.includes(message),
  );
  if (!toast) throw new Error(`no toast "${message}"`);
  return toast;
}

describe('showToast', () => {
  it('announces errors assertively, the rest politely', async () => {
    const error = await shown('error', 'Échec');
    const success = await shown('success', 'Enregistré');
    expect(error.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(success.closest('[aria-live]')?.getAttribute('role')).toBe('status');
  });

  it('goes after 5 s (success), 7 s (warning), 9 s (error)', async () => {
    const success = await shown('success', 'Ajouté');
    const warning = await shown('warning', 'Stock bas');
    const error = await shown('error', 'Refusé');
    await vi.advanceTimersByTimeAsync(4999);
    expect(success.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(success.isConnected).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(warning.isConnected).toBe(false);
    expect(error.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(error.isConnected).toBe(false);
  });

  it('stays while the pointer is over it, then runs the time it had left', async () => {
    const toast = await shown('success', 'Ajouté au panier');
    await vi.advanceTimersByTimeAsync(3000);
    toast.dispatchEvent(new Event('pointerenter'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(toast.isConnected).toBe(true);
    toast.dispatchEvent(new Event('pointerleave'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(toast.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toast.isConnected).toBe(false);
  });

  it('stays while the focus is in it, also when the pointer leaves meanwhile', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const toast = await shown('warning', 'Adresse incomplète');
    const close = toast.querySelector<HTMLButtonElement>('.rt-close');
    close?.focus();
    toast.dispatchEvent(new Event('pointerenter'));
    toast.dispatchEvent(new Event('pointerleave'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(toast.isConnected).toBe(true);
    outside.focus();
    await vi.advanceTimersByTimeAsync(6999);
    expect(toast.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(toast.isConnected).toBe(false);
    outside.remove();
  });

  it('its close button removes it at once', async () => {
    const toast = await shown('error', 'Session expirée');
    const close = toast.querySelector<HTMLButtonElement>('.rt-close');
    expect(close?.getAttribute('aria-label')).toBe('Fermer');
    close?.click();
    expect(toast.isConnected).toBe(false);
  });
});
