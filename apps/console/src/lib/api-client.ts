import { createApiClient } from '@lotus/api-client';
import type { ApiClient } from '@lotus/api-client';
import { operatorToken, useConsoleSession } from './session-store.ts';

/**
 * The console's API client: its own origin (the operator listener serves the console and the
 * operator API), the operator's token as Bearer, the interface language. The guard's 401 means the session is
 * gone (expired, revoked, the account disabled): the console drops it and asks to sign in again.
 */
export const consoleClient: ApiClient = createApiClient({
  ...(typeof window === 'undefined' ? {} : { baseUrl: window.location.origin }),
  getToken: operatorToken,
  getLanguage: () => (typeof document === 'undefined' ? 'vi' : document.documentElement.lang || 'vi'),
  fetch: async (input, init) => {
    const sentToken = operatorToken();
    const response = await fetch(input, init);
    // Only the session that was sent is dropped (a sign-in made meanwhile stays), and only when the
    // guard refused it: a wrong current password is a 401 of another code.
    if (response.status === 401 && sentToken !== null && operatorToken() === sentToken) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { error?: { code?: unknown } } | null;
      if (body?.error?.code === 'error_operator_unauthorized') useConsoleSession.getState().expire();
    }
    return response;
  },
});
