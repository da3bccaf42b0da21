/**
 * One React root for all widget hooks of the page: each hook is an island rendered through a portal into its
 * element. A grid of 100 hooks costs one root and one render pass, not 100 roots.
 */
import { Component, type ReactNode, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { describeElement } from '../runtime/dom.ts';

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

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function changed(): void {
  // Islands mounted in the same task render in one pass.
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One failing widget must not take the other islands down: it logs and renders nothing. */
class IslandBoundary extends Component<{ element: HTMLElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[runtime] A widget failed while rendering on ${describeElement(this.props.element)}:`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Islands() {
  useSyncExternalStore(subscribe, () => version);
  return (
    <>
      {Array.from(islands, ([id, island]) =>
        createPortal(
          <IslandBoundary element={island.element}>{island.node}</IslandBoundary>,
          island.element,
          String(id),
        ),
      )}
    </>
  );
}

function ensureRoot(): void {
  if (root) return;
  const container = document.createElement('div');
  container.id = 'rt-islands';
  container.hidden = true;
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  // A first render left to React's scheduler comes a task later: a widget that took its server markup away
  // (the folder tree's links) would have a frame painted without it, and the page below would shift twice.
  flushSync(() => created.render(<Islands />));
}

/** Renders `node` into `element` until the returned cleanup runs. */
export function mountIsland(element: HTMLElement, node: ReactNode): () => void {
  ensureRoot();
  const id = nextId++;
  islands.set(id, { element, node });
  changed();
  return () => {
    islands.delete(id);
    // On the page, React removes its nodes now, so the widget may touch its element right after this returns. An
    // element that left the page (a list removed at once) is nobody's to see: its nodes go with the next render,
    // one for every island removed in this task, not one render of all the others per island.
    if (element.isConnected) flushSync(notify);
    else changed();
  };
}
