import { useEffect, useRef, useState } from 'react';

/** easeOutCubic: fast at first, settling gently on the value. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Where a count is: the value drawn now, and whether it has reached the server's. */
export interface Count {
  value: number | null;
  done: boolean;
}

/**
 * Counts from `from` to `target` over `durationMs`, easing out, each time `key` changes (a new
 * round), and stops on exactly `target`: only the way there is drawn, the value at rest is the
 * server's. With reduced motion (or no target) it is there at once. `onStep` hears each frame's
 * value (for ticks), `onDone` the end.
 */
export function useCountTo(
  target: number | null,
  key: string | null,
  options: {
    from: number;
    durationMs: number;
    /** Counts in this space (Limbo climbs on a logarithmic scale), back to the value for drawing. */
    scale?: { to: (value: number) => number; from: (scaled: number) => number };
    onStep?: (value: number) => void;
    onDone?: () => void;
  },
): Count {
  // The count drawn, for the round it belongs to (a new round's first frame is not the last one's).
  const [count, setCount] = useState<Count & { key: string | null }>({ key, value: target, done: true });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const instant =
    target === null || prefersReducedMotion() || options.durationMs <= 0 || options.from === target;
  useEffect(() => {
    if (target === null) return undefined;
    const { from, durationMs, scale } = latest.current;
    if (instant) {
      latest.current.onDone?.();
      return undefined;
    }
    const start = scale ? scale.to(from) : from;
    const end = scale ? scale.to(target) : target;
    let frame = 0;
    let began: number | null = null;
    const step = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / durationMs);
      if (progress >= 1) {
        setCount({ key, value: target, done: true });
        latest.current.onDone?.();
        return;
      }
      const scaled = start + (end - start) * easeOut(progress);
      const value = scale ? scale.from(scaled) : scaled;
      setCount({ key, value, done: false });
      latest.current.onStep?.(value);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // A new count starts only with a new round (`key`); its target comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (instant) return { value: target, done: true };
  if (count.key !== key) return { value: options.from, done: false };
  return { value: count.value, done: count.done };
}
