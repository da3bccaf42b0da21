// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstFrame, FIRST_FRAME_TIMEOUT_MS } from './first-frame.ts';

/** Holds the page's animation frames: `release()` runs the callbacks waiting, as the browser drawing a frame. */
function holdFrames() {
  const waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  return { waiting, release: () => waiting.splice(0).forEach((callback) => callback(0)) };
}

function stateOf(promise: Promise<void>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterFirstFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next frame of a visible page, then resolves in the task after it', async () => {
    const frames = holdFrames();
    const wait = stateOf(afterFirstFrame());
    await settle();
    expect(wait.settled).toBe(false);
    expect(frames.waiting).toHaveLength(1);
    frames.release();
    await settle();
    await settle();
    expect(wait.settled).toBe(true);
  });

  it('does not wait in a hidden page (a background tab draws no frames)', async () => {
    const frames = holdFrames();
    const hidden = { visibilityState: 'hidden' } as Document;
    const wait = stateOf(afterFirstFrame(hidden));
    await settle();
    expect(wait.settled).toBe(true);
    expect(frames.waiting).toHaveLength(0);
  });

  it('gives up waiting after FIRST_FRAME_TIMEOUT_MS when no frame comes', async () => {
    vi.useFakeTimers();
    holdFrames();
    const wait = stateOf(afterFirstFrame());
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_TIMEOUT_MS - 1);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });
});
