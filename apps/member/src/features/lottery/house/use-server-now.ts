import { useEffect, useState } from 'react';

/**
 * The server's clock now (this browser's plus the offset the last answer measured), read again
 * every second while the component is on screen: what a countdown ticks on.
 */
export function useServerNow(clockOffsetMs: number): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  const [offsetSeen, setOffsetSeen] = useState(clockOffsetMs);
  // A new answer (a new offset) is counted from this moment, not from the last tick's.
  if (offsetSeen !== clockOffsetMs) {
    setOffsetSeen(clockOffsetMs);
    setBrowserNow(Date.now());
  }
  useEffect(() => {
    const timer = window.setInterval(() => setBrowserNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return browserNow + clockOffsetMs;
}
