import { useRef, useState } from 'react';
import type { MouseEvent, PointerEvent } from 'react';

/** A swipe must cross this share of the viewport's width to move on; a shorter one springs back. */
export const swipeShare = 0.15;
/** Below this many px a press is a click (a link opens), not the start of a swipe. */
const dragStartPx = 8;

/**
 * Finger and mouse swipes over the carousel. The track follows the pointer by `dragPx`; on release
 * a long enough swipe moves one slide. A press that turned into a swipe does not also open the
 * slide's link. The viewport's width is read at the press, when the page's layout is already done:
 * measured at mount, it forced a layout of the freshly committed page inside the start's longest
 * task (about 20 ms of a phone's main thread on the member home).
 */
export function useSwipe(options: { enabled: boolean; onNext: () => void; onPrevious: () => void }) {
  const [dragPx, setDragPx] = useState(0);
  const start = useRef<{ x: number; y: number; width: number } | null>(null);
  const swiped = useRef(false);

  const reset = () => {
    start.current = null;
    setDragPx(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!options.enabled || event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, width: event.currentTarget.clientWidth };
    swiped.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    if (!swiped.current) {
      // A mostly vertical move is the page scrolling, not a swipe.
      if (Math.abs(dx) < dragStartPx || Math.abs(dy) > Math.abs(dx)) return;
      swiped.current = true;
      // Captured only once it is a swipe: capturing at the press would retarget the click of a link.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragPx(dx);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const dx = event.clientX - start.current.x;
    const { width } = start.current;
    const wasSwipe = swiped.current;
    reset();
    if (!wasSwipe || width <= 0 || Math.abs(dx) < width * swipeShare) return;
    if (dx < 0) options.onNext();
    else options.onPrevious();
  };

  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    dragPx,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset, onClickCapture },
  };
}
