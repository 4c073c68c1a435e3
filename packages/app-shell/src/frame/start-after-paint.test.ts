import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAfterPaint } from './start-after-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('starting a site after the first paint', () => {
  it('runs nothing before the frame, then each step in a task of its own, in order', async () => {
    let paint: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (paint = callback));
    const done: string[] = [];
    const finished = new Promise<void>((resolve) => {
      startAfterPaint(
        async () => {
          done.push('react');
          // A task queued while the first step runs comes before the second step: a task boundary.
          setTimeout(() => done.push('another task'), 0);
        },
        async () => {
          done.push('site');
          resolve();
        },
      );
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toEqual([]);
    paint?.();
    await finished;
    expect(done).toEqual(['react', 'another task', 'site']);
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    const start = vi.fn(async () => undefined);

    startAfterPaint(start);

    expect(start).toHaveBeenCalledTimes(1);
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
