import { useSessionStore } from '@lotus/app-shell';
import { useCallback } from 'react';
import { useInfoPopup } from './info-popup-store.ts';
import { useLoginModal } from './login-modal-store.ts';

/**
 * The spec's login gate: without a token the login modal opens instead of the action; an account
 * whose isAgent is '4' gets the info popup instead; everyone else goes ahead. The server checks
 * again on every call: this only spares a visitor a refusal.
 */
export function useProtectedAction() {
  const token = useSessionStore((state) => state.token);
  const isAgent = useSessionStore((state) => state.isAgent);
  const openLogin = useLoginModal((state) => state.open);
  const showInfo = useInfoPopup((state) => state.show);
  return useCallback(
    (action: () => void) => {
      if (!token) openLogin();
      else if (isAgent === '4') showInfo();
      else action();
    },
    [token, isAgent, openLogin, showInfo],
  );
}
