import { cashOutMultiplierAt } from '@lotus/games';
import { useEffect, useState } from 'react';

/**
 * The server's "now" on this page, moving: every animation frame while `animate` (the curve climbs),
 * four times a second otherwise (the betting countdown). `offsetMs` is server time minus this
 * device's clock, measured when the room state arrived, so every player's curve shows the same.
 */
export function useRoomClock(offsetMs: number, animate: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now() + offsetMs);
    if (animate && typeof requestAnimationFrame === 'function') {
      const loop = () => {
        tick();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    } else {
      timer = setInterval(tick, 250);
    }
    tick();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearInterval(timer);
    };
  }, [offsetMs, animate]);
  return now;
}

/** The multiplier the server pays `nowMs` into a round started at `startedAt`: the same function as the server's. */
export function multiplierAt(startedAt: string, nowMs: number): number {
  return cashOutMultiplierAt(Math.max(0, nowMs - Date.parse(startedAt)));
}
