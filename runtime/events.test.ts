// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { emit, on } from './events.ts';

describe('runtime events', () => {
  it('delivers typed details to listeners until they stop', () => {
    const seen: string[] = [];
    const stop = on('cart:changed', (event) => seen.push(event.detail.source));
    emit('cart:changed', { source: 'add-to-cart' });
    stop();
    emit('cart:changed', { source: 'quantity' });
    expect(seen).toEqual(['add-to-cart']);
  });

  it('lets a listener cancel a cancelable event (page leave)', () => {
    const stop = on('page:leave', (event) => event.preventDefault());
    expect(emit('page:leave', { url: '/fr/service' }, { cancelable: true })).toBe(false);
    stop();
    expect(emit('page:leave', { url: '/fr/service' }, { cancelable: true })).toBe(true);
  });

  it('stops listening when the signal aborts', () => {
    const controller = new AbortController();
    let count = 0;
    on('country:changed', () => count++, { signal: controller.signal });
    emit('country:changed', { countryId: 'BE', userInitiated: true });
    controller.abort();
    emit('country:changed', { countryId: 'NL', userInitiated: false });
    expect(count).toBe(1);
  });
});
