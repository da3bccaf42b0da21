// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mountIsland } from './react-islands.tsx';

/** Lets the microtasks of this task run, and no later task. */
async function microtasks(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

describe('React islands', () => {
  it('draws the page’s first island within the task that mounts it: no frame is painted without it', async () => {
    const element = document.createElement('nav');
    document.body.append(element);
    let laterTask = false;
    const timer = setTimeout(() => (laterTask = true));
    const unmount = mountIsland(element, <ul role="tree" aria-label="Dossiers" />);
    await microtasks();
    expect(laterTask).toBe(false);
    expect(element.querySelector('[role="tree"]')?.getAttribute('aria-label')).toBe('Dossiers');
    clearTimeout(timer);
    unmount();
    expect(element.childElementCount).toBe(0);
  });
});
