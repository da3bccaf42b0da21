/**
 * One React root for all widget hooks of the page: each hook is an island rendered through a portal into its
 * element. A grid of 100 hooks costs one root and one render pass, not 100 roots.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Island {
  element: HTMLElement;
  node: ReactNode;
}

const islands = new Map<number, Island>();
const listeners = new Set<() => void>();
let version = 0;
let nextId = 1;
let root: Root | undefined;
let flushQueued = false;

function changed(): void {
  // Islands mounted in the same task render in one pass.
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    version += 1;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function Islands() {
  useSyncExternalStore(subscribe, () => version);
  return <>{Array.from(islands, ([id, island]) => createPortal(island.node, island.element, String(id)))}</>;
}

function ensureRoot(): void {
  if (root) return;
  const container = document.createElement('div');
  container.id = 'rt-islands';
  container.hidden = true;
  document.body.append(container);
  root = createRoot(container);
  root.render(<Islands />);
}

/** Renders `node` into `element` until the returned cleanup runs. */
export function mountIsland(element: HTMLElement, node: ReactNode): () => void {
  ensureRoot();
  const id = nextId++;
  islands.set(id, { element, node });
  changed();
  return () => {
    islands.delete(id);
    changed();
  };
}

export function islandCount(): number {
  return islands.size;
}
