import { useEffect, useRef, useState } from 'react';

const durationMs = 1500;

/** easeOutCubic: quick at first, settling gently on the new value. */
const ease = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Follows `target`, moving to each new value over 1.5 s instead of jumping; with reduced motion it
 * jumps. Only what is drawn eases: the value shown at rest is always exactly the server's.
 */
export function useEasedNumber(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    const from = shownRef.current;
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (from === target || reduced) {
      shownRef.current = target;
      setShown(target);
      return undefined;
    }
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / durationMs);
      const value = progress === 1 ? target : from + (target - from) * ease(progress);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
