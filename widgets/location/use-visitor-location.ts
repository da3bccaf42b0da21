/**
 * The visitor's current location as React state (current-location.ts keeps it): a component using it draws again
 * on every `location:changed`, including one that came between its mount and its first render.
 */
import { useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '../../runtime/config.ts';
import { on, type VisitorLocation } from '../../runtime/events.ts';
import { currentLocation } from './current-location.ts';

const subscribe = (listener: () => void) => on('location:changed', listener);

export function useVisitorLocation(config: Pick<RuntimeConfig, 'cms'>): VisitorLocation | null {
  return useSyncExternalStore(subscribe, () => currentLocation(config));
}
