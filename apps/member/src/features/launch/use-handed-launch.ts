import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@lotus/app-shell/routing';

/**
 * What the launch flow handed to the page it navigated to (the vendor's address, which carries a
 * launch token), taken once: the page keeps it for this visit and clears it from the history entry,
 * so a reload or a return later finds no stale address and launches afresh.
 */
export function useHandedLaunch<T>(isHanded: (value: unknown) => value is T): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState<T | null>(() => (isHanded(location.state) ? location.state : null));
  const stateInHistory = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (stateInHistory) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [stateInHistory, location.pathname, location.search, navigate]);
  return handed;
}
