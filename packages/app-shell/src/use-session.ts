import type { LoginRequest, LoginResponse, MobileLoginRequest } from '@lotus/contract/auth';
import type { LoginChallenge, LoginResult } from '@lotus/contract/login-challenge';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auth } from './api.ts';
import { useSessionStore } from './session-store.ts';

/** The signed-in member's record in the query cache (`useMemberInfo`), which signing in refreshes. */
export const memberInfoQueryKey = ['member', 'info'] as const;

/** Keeps a login's answer: the token and isAgent in session storage, then the member's record. */
export function useKeepSession() {
  const signIn = useSessionStore((state) => state.signIn);
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: LoginResponse) => {
      signIn(answer.token, answer.isAgent, answer.firstTimeLogin || answer.passwordExpired);
      await queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
    },
    [signIn, queryClient],
  );
}

export function isLoginChallenge(result: LoginResult): result is LoginChallenge {
  return 'verificationRequired' in result;
}

/**
 * Logs in; answers the session (kept) or, when the server asks for a second step (a new IP, an
 * authenticator), the challenge for LoginChallengeForm. Nothing is kept until it is passed.
 */
export function useSignIn() {
  const keep = useKeepSession();
  return useCallback(
    async (request: LoginRequest | MobileLoginRequest): Promise<LoginResult> => {
      const answer = 'mobileNum' in request ? await auth.loginByCode(request) : await auth.login(request);
      if (!isLoginChallenge(answer)) await keep(answer);
      return answer;
    },
    [keep],
  );
}

/** Free play: a demo session with play money that can never deposit, withdraw or transfer. */
export function useFreePlay() {
  const keep = useKeepSession();
  return useCallback(async () => {
    const answer = await auth.freePlay();
    await keep(answer);
    return answer;
  }, [keep]);
}

/** Ends the session on the server (best effort) and forgets it here either way. */
export function useSignOut() {
  const signOut = useSessionStore((state) => state.signOut);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await auth.logout().catch(() => undefined);
    signOut();
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [signOut, queryClient]);
}
