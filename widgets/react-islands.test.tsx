// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountIsland } from './react-islands.tsx';

/** Lets the microtasks of this task run, and no later task. */
async function microtasks(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

// These tests measure React's own scheduling, as on the page: outside the act environment that tests/unit/setup.ts
// turns on (act would draw at once, and React warns of an update outside act where it is on).
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (reactTest.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (reactTest.IS_REACT_ACT_ENVIRONMENT = true));

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
