import { isApiError } from '@lotus/api-client';
import { auth, useSessionStore, useSignOut } from '@lotus/app-shell';
import { sessionEndReasons } from '@lotus/contract/live-events';
import type { SessionEndReason } from '@lotus/contract/live-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLiveTopic } from './live-events.ts';
import { useLoginModal } from './login-modal-store.ts';
import { useSignedOut } from './signed-out-store.ts';
import { walletQueryKeys } from './wallet-queries.ts';

function isSessionRefusal(error: unknown): boolean {
  return isApiError(error) && error.code === 'error_not_logged_in';
}

function reasonOf(data: unknown): SessionEndReason | null {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return (sessionEndReasons as readonly unknown[]).includes(reason) ? (reason as SessionEndReason) : null;
}

/**
 * Mounted once by the layout: when this page's session ends anywhere but here, the page forgets it
 * at once and says so (the login box opens with "you were signed out" and the reason), instead of a
 * header stuck on loading and pages that fail to load. Two ways to learn it: the live stream's
 * `session` event (some of the member's sessions ended: this page checks its own token), and any
 * call refused with `error_not_logged_in` while signed in (an expiry, or an event missed).
 */
export function useSessionEnd(): void {
  const queryClient = useQueryClient();
  const endLocally = useSessionStore((state) => state.signOut);
  const openLogin = useLoginModal((state) => state.open);
  const show = useSignedOut((state) => state.show);

  const signedOutElsewhere = useCallback(
    (reason: SessionEndReason | null) => {
      const { leaving } = useSignedOut.getState();
      if (useSessionStore.getState().token === null || leaving) return;
      endLocally();
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.removeQueries({ queryKey: walletQueryKeys.all });
      show(reason);
      openLogin();
    },
    [endLocally, queryClient, show, openLogin],
  );

  useLiveTopic('session', (data) => {
    const reason = reasonOf(data);
    auth.memberInfo().then(
      () => undefined,
      (error: unknown) => {
        if (isSessionRefusal(error)) signedOutElsewhere(reason);
      },
    );
  });

  useEffect(() => {
    const fromQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionRefusal(event.action.error)) {
        signedOutElsewhere(null);
      }
    });
    const fromMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionRefusal(event.action.error)) {
        signedOutElsewhere(null);
      }
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [queryClient, signedOutElsewhere]);
}

/** Log out here: the calls still on their way, refused once the session is gone, say nothing. */
export function useLeave(): () => Promise<void> {
  const signOut = useSignOut();
  const setLeaving = useSignedOut((state) => state.setLeaving);
  return useCallback(async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  }, [signOut, setLeaving]);
}
