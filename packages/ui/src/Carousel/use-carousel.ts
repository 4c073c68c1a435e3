import { useCallback, useEffect, useState } from 'react';

/** The product's banner carousels move on every 5000 ms unless told otherwise. */
export const carouselAutoplayMs = 5000;
/** After the window is resized, the carousel measures itself again once 500 ms have passed quietly. */

export interface CarouselState {
  /** The slide shown, from 0. */
  index: number;
  /** Two or more slides: the ends join (next after the last is the first) and it may play. */
  loops: boolean;
  /** Autoplay is on and nothing holds it (hover, focus, the pause button, reduced motion). */
  playing: boolean;
  /** Whether autoplay is possible at all (two or more slides, a delay, no reduced motion): the pause button is offered only then. */
  canPlay: boolean;
  /** The person pressed pause. */
  stopped: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  toggleStopped: () => void;
  /** Hover and keyboard focus inside the carousel hold it still while they last. */
  hold: (reason: 'hover' | 'focus', held: boolean) => void;
}

/**
 * A carousel's state: which slide shows, autoplay every `autoplayMs` (looping only with two or more
 * slides, never for people who asked for less motion), held while the pointer or keyboard focus is
 * inside.
 */
export function useCarousel(
  count: number,
  options: { autoplayMs: number; reducedMotion: boolean },
): CarouselState {
  const [rawIndex, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const { autoplayMs, reducedMotion } = options;

  const loops = count >= 2;
  const canPlay = loops && !reducedMotion && autoplayMs > 0;
  const playing = canPlay && !stopped && !held.hover && !held.focus;
  // Slides may be taken away while the page is open (an operator's change): never point past the last one.
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(loops ? ((target % count) + count) % count : Math.max(0, Math.min(count - 1, target)));
    },
    [count, loops],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  // One timer per shown slide: a move by hand starts a full delay again, a hold cancels it.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, index, count, autoplayMs]);

  const hold = useCallback((reason: 'hover' | 'focus', value: boolean) => {
    setHeld((current) => (current[reason] === value ? current : { ...current, [reason]: value }));
  }, []);
  // Pressing play is an explicit wish: it overrides the hold of the focus and pointer already inside.
  const toggleStopped = useCallback(() => {
    if (stopped) setHeld({ hover: false, focus: false });
    setStopped(!stopped);
  }, [stopped]);

  return { index, loops, playing, canPlay, stopped, goTo, next, previous, toggleStopped, hold };
}
